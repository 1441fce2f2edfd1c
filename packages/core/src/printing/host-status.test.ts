import { describe, expect, it } from 'vitest';
import { formatHostStatus, isHostStatusComplete, parseHostStatus } from './host-status.ts';

describe('parseHostStatus', () => {
  it('reads a ready printer', () => {
    const status = parseHostStatus(formatHostStatus());
    expect(status).toMatchObject({ ready: true, paperOut: false, paused: false, headOpen: false });
  });
  it('reads paper out, pause and an open head', () => {
    expect(parseHostStatus(formatHostStatus({ paperOut: true }))).toMatchObject({
      paperOut: true,
      ready: false,
    });
    expect(parseHostStatus(formatHostStatus({ paused: true }))).toMatchObject({ paused: true, ready: false });
    expect(parseHostStatus(formatHostStatus({ headOpen: true }))).toMatchObject({
      headOpen: true,
      ready: false,
    });
    expect(parseHostStatus(formatHostStatus({ labelsInBuffer: 12 }))?.labelsInBuffer).toBe(12);
  });
  it('reads a printer answer with the manual’s field layout', () => {
    const raw =
      '\x02030,0,1,1218,000,0,0,0,000,0,0,0\x03\r\n\x02001,0,1,0,0,2,6,0,00000000,1,000\x03\r\n\x021234,0\x03\r\n';
    expect(parseHostStatus(raw)).toMatchObject({
      paused: true,
      headOpen: true,
      paperOut: false,
      ready: false,
    });
  });
  it('knows an incomplete or foreign answer', () => {
    expect(isHostStatusComplete('\x02030,0,0')).toBe(false);
    expect(isHostStatusComplete(formatHostStatus())).toBe(true);
    expect(parseHostStatus('hello')).toBeUndefined();
  });
});
