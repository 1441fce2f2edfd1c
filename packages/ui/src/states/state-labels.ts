import type { Language } from '@baro/core';

export interface StateLabels {
  loading: string;
  errorTitle: string;
  retry: string;
}

export const STATE_LABELS: Readonly<Record<Language, StateLabels>> = Object.freeze({
  ko: { loading: '불러오는 중입니다…', errorTitle: '문제가 발생했습니다', retry: '다시 시도' },
  en: { loading: 'Loading…', errorTitle: 'Something went wrong', retry: 'Try again' },
});
