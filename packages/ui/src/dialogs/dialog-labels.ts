import type { Language } from '@baro/core';

export interface DialogLabels {
  cancel: string;
}

export const DIALOG_LABELS: Readonly<Record<Language, DialogLabels>> = Object.freeze({
  ko: { cancel: '취소' },
  en: { cancel: 'Cancel' },
});
