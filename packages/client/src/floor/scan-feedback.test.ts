// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCAN_TONES, scanFeedback } from './scan-feedback.ts';

afterEach(() => vi.unstubAllGlobals());

describe('scan feedback', () => {
  it('buzzes short for a scan taken and long twice for one refused', () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    scanFeedback('ok');
    scanFeedback('error');
    expect(vibrate.mock.calls).toEqual([[SCAN_TONES.ok.vibrate], [SCAN_TONES.error.vibrate]]);
  });

  it('never throws where there is no sound or vibration', () => {
    Object.defineProperty(navigator, 'vibrate', {
      value: () => {
        throw new Error('no');
      },
      configurable: true,
    });
    vi.stubGlobal('AudioContext', undefined);
    expect(() => scanFeedback('error')).not.toThrow();
  });

  it('a high beep for ok, two low ones for error', () => {
    expect(SCAN_TONES.ok.beeps).toHaveLength(1);
    expect(
      SCAN_TONES.error.beeps.every(([frequency]) => frequency < (SCAN_TONES.ok.beeps[0]?.[0] ?? 0)),
    ).toBe(true);
  });
});
