import type { Language } from '@baro/core';

export interface LoadingBarLabels {
  loading: string;
}

export const LOADING_BAR_LABELS: Readonly<Record<Language, LoadingBarLabels>> = Object.freeze({
  ko: { loading: '페이지를 불러오는 중' },
  en: { loading: 'Loading page' },
});
