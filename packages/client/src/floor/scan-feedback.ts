// What a scan sounds and feels like on the floor (issue 15): a short high beep and a short buzz
// when it was taken, two low beeps and a longer buzz when it was not. Web Audio makes the tones
// (no sound files to download or cache); `navigator.vibrate` where the device has it. Both are
// best effort: a browser without them, or one that has not yet had a user gesture, stays silent.

export type ScanTone = 'ok' | 'error';

interface AudioLike {
  readonly currentTime: number;
  readonly destination: AudioNode;
  readonly state: string;
  resume(): Promise<void>;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
}

let context: AudioLike | null = null;

function audio(): AudioLike | null {
  if (context) return context;
  const Context =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

function beep(ctx: AudioLike, frequency: number, start: number, seconds: number): void {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'square';
  oscillator.frequency.value = frequency;
  gain.gain.value = 0.08;
  oscillator.connect(gain);
  gain.connect(ctx.destination);
  oscillator.start(ctx.currentTime + start);
  oscillator.stop(ctx.currentTime + start + seconds);
}

/** The pattern of each tone: [frequency Hz, start s, length s] beeps and a vibration in ms. */
export const SCAN_TONES: Readonly<
  Record<ScanTone, { beeps: readonly (readonly [number, number, number])[]; vibrate: number | number[] }>
> = {
  ok: { beeps: [[1800, 0, 0.08]], vibrate: 60 },
  error: {
    beeps: [
      [320, 0, 0.16],
      [240, 0.22, 0.22],
    ],
    vibrate: [180, 80, 180],
  },
};

/** Beeps and buzzes for a scan taken (`ok`) or refused (`error`); never throws. */
export function scanFeedback(tone: ScanTone): void {
  const pattern = SCAN_TONES[tone];
  try {
    const ctx = audio();
    if (ctx) {
      if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
      for (const [frequency, start, seconds] of pattern.beeps) beep(ctx, frequency, start, seconds);
    }
  } catch {
    // No sound is better than a scan screen that fails.
  }
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function')
      navigator.vibrate(pattern.vibrate);
  } catch {
    // Same for the buzz.
  }
}
