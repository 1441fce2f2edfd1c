import type { Language } from '@baro/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useUiLabels } from '../i18n/ui-language.tsx';
import { LOADING_BAR_TIMING, loadingBarCss } from './loading-bar-css.ts';
import { LOADING_BAR_LABELS, type LoadingBarLabels } from './loading-bar-labels.ts';
import { START_PROGRESS, TRICKLE_CEILING, trickle } from './loading-progress.ts';

export interface LoadingBarProps {
  /** True from the start of a route change until it finishes or fails; the app decides. */
  active: boolean;
  language?: Language;
  labels?: Partial<LoadingBarLabels>;
}

/** Without motion the bar cannot creep, so it shows the most it may claim before the end. */
const startProgress = (reduceMotion: boolean) => (reduceMotion ? TRICKLE_CEILING : START_PROGRESS);

/** idle: nothing shown · loading: creeping to 90 % · completing: running to 100 % · done: fading. */
type Phase = 'idle' | 'loading' | 'completing' | 'done';

/**
 * The thin top loading bar (SPEC §2): starts when `active` turns true, creeps towards 90 %, and
 * when `active` turns false runs to 100 % and fades. With reduced motion it shows no movement: it
 * sits at 90 % while loading and disappears at the end.
 */
export function LoadingBar({ active, language, labels }: LoadingBarProps) {
  const text = useUiLabels(LOADING_BAR_LABELS, language, labels);
  // Read on the first render: a bar that starts active must not begin with a creep it then drops.
  const reduceMotion = useReducedMotion(undefined, { getInitialValueInEffect: false });
  const [phase, setPhase] = useState<Phase>(active ? 'loading' : 'idle');
  const [progress, setProgress] = useState(() => (active ? startProgress(reduceMotion) : 0));

  // Derive the phase from `active` during render (React's "adjust state on prop change"), so the
  // bar shows in the same frame the route change starts.
  const [seenActive, setSeenActive] = useState(active);
  if (active !== seenActive) {
    setSeenActive(active);
    if (active) {
      setPhase('loading');
      setProgress(startProgress(reduceMotion));
    } else if (phase === 'loading') {
      setPhase('completing');
      setProgress(1);
    }
  }

  useEffect(() => {
    if (phase !== 'loading' || reduceMotion) return;
    const timer = setInterval(() => setProgress(trickle), LOADING_BAR_TIMING.trickleMs);
    return () => clearInterval(timer);
  }, [phase, reduceMotion]);

  useEffect(() => {
    if (phase === 'completing') {
      const timer = setTimeout(() => setPhase('done'), reduceMotion ? 0 : LOADING_BAR_TIMING.completeMs);
      return () => clearTimeout(timer);
    }
    if (phase === 'done') {
      const timer = setTimeout(
        () => {
          setPhase('idle');
          setProgress(0);
        },
        reduceMotion ? 0 : LOADING_BAR_TIMING.fadeMs,
      );
      return () => clearTimeout(timer);
    }
  }, [phase, reduceMotion]);

  const percent = Math.round(progress * 100);
  return (
    <>
      {/* React 19 hoists this into <head> once, however many bars are mounted. */}
      <style href="baro-loading-bar" precedence="default">
        {loadingBarCss()}
      </style>
      {phase === 'idle' ? null : (
        <div
          className="baro-loading-bar"
          data-state={phase}
          role="progressbar"
          aria-label={text.loading}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="baro-loading-bar__fill" style={{ transform: `scaleX(${progress})` }} />
        </div>
      )}
    </>
  );
}
