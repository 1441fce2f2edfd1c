import type { Language } from '@baro/core';

export interface ErrorPageLabels {
  title: string;
  description: string;
  reload: string;
  home: string;
}

export const ERROR_PAGE_LABELS: Readonly<Record<Language, ErrorPageLabels>> = Object.freeze({
  ko: {
    title: '문제가 발생했습니다',
    description: '화면을 표시하는 중에 오류가 발생했습니다. 새로고침하거나 잠시 후 다시 시도해 주세요.',
    reload: '새로고침',
    home: '처음 화면으로',
  },
  en: {
    title: 'Something went wrong',
    description: 'An error occurred while showing this page. Refresh or try again in a moment.',
    reload: 'Refresh',
    home: 'Go to the start page',
  },
});
