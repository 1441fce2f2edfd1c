import type { Language } from '@baro/core';

export interface DownloadLabels {
  started: string;
}

export const DOWNLOAD_LABELS: Readonly<Record<Language, DownloadLabels>> = Object.freeze({
  ko: { started: '다운로드를 시작했습니다.' },
  en: { started: 'The download has started.' },
});
