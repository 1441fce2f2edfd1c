import { describe, expect, it } from 'vitest';
import { cutOffInstant, isBeforeCutOff, promisedShipDate } from './promised-ship-date.ts';

const seoul = (local: string) => new Date(`${local}+09:00`);

describe('promised ship date', () => {
  it('is today before the cut-off on a business day', () => {
    // Wednesday 2026-03-04
    expect(promisedShipDate(seoul('2026-03-04T09:00:00'))).toBe('2026-03-04');
    expect(promisedShipDate(seoul('2026-03-04T12:59:59'))).toBe('2026-03-04');
  });

  it('is the next business day at or after the cut-off', () => {
    expect(promisedShipDate(seoul('2026-03-04T13:00:00'))).toBe('2026-03-05');
    // Friday after cut-off → Monday.
    expect(promisedShipDate(seoul('2026-03-06T15:00:00'))).toBe('2026-03-09');
  });

  it('skips weekends and SPEC §9 holidays', () => {
    // Saturday morning → Monday.
    expect(promisedShipDate(seoul('2026-03-07T09:00:00'))).toBe('2026-03-09');
    // 2026-02-16..18 are 설날 extra holidays: Friday 13th after cut-off → Thursday 19th.
    expect(promisedShipDate(seoul('2026-02-13T14:00:00'))).toBe('2026-02-19');
    // On the holiday itself, before the cut-off.
    expect(promisedShipDate(seoul('2026-02-17T09:00:00'))).toBe('2026-02-19');
    // 2026-03-02 is a substitute holiday (Monday): Friday 27th after cut-off → Tuesday 3rd.
    expect(promisedShipDate(seoul('2026-02-27T18:00:00'))).toBe('2026-03-03');
  });

  it('counts days at Korean midnight, whatever the machine zone', () => {
    // 2026-03-04 23:30 UTC is Thursday 08:30 in Seoul.
    expect(promisedShipDate(new Date('2026-03-04T23:30:00Z'))).toBe('2026-03-05');
  });

  it('honours another cut-off and staff-added holidays', () => {
    expect(promisedShipDate(seoul('2026-03-04T15:00:00'), '16:00')).toBe('2026-03-04');
    expect(promisedShipDate(seoul('2026-03-04T09:00:00'), '13:00', ['2026-03-04', '2026-03-05'])).toBe(
      '2026-03-06',
    );
    expect(isBeforeCutOff(seoul('2026-03-04T09:00:00'), '09:00')).toBe(false);
  });

  it('gives the cut-off instant of the Seoul day', () => {
    expect(cutOffInstant(seoul('2026-03-04T01:00:00')).toISOString()).toBe('2026-03-04T04:00:00.000Z');
    expect(() => promisedShipDate(seoul('2026-03-04T01:00:00'), '25:00')).toThrow(RangeError);
  });
});
