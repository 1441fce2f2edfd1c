import type { Language } from '@baro/core';

export interface OverlayLabels {
  close: string;
}

export const OVERLAY_LABELS: Readonly<Record<Language, OverlayLabels>> = Object.freeze({
  ko: { close: '닫기' },
  en: { close: 'Close' },
});
