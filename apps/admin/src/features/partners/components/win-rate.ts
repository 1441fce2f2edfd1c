import type { Language } from '@baro/core';

/** A win rate as a person reads it: `67%`, or a dash before any quote was decided. */
export function formatWinRate(winRate: number | null, language: Language): string {
  if (winRate === null) return '—';
  return new Intl.NumberFormat(language === 'ko' ? 'ko-KR' : 'en-US', {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(winRate);
}
