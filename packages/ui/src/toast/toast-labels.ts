import type { Language } from '@baro/core';

export interface ToastLabels {
  /** Name of the region screen readers announce the toasts in. */
  region: string;
  close: string;
}

export const TOAST_LABELS: Readonly<Record<Language, ToastLabels>> = Object.freeze({
  ko: { region: '알림', close: '알림 닫기' },
  en: { region: 'Notifications', close: 'Dismiss notification' },
});
