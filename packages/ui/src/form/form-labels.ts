import type { Language } from '@baro/core';

export interface FormLabels {
  showPassword: string;
  formErrorTitle: string;
  /** Over what the form itself found (nothing was sent): not a failed request. */
  formCheckTitle: string;
}

export const FORM_LABELS: Readonly<Record<Language, FormLabels>> = Object.freeze({
  ko: {
    showPassword: '비밀번호 표시',
    formErrorTitle: '요청을 처리하지 못했습니다',
    formCheckTitle: '확인해 주세요',
  },
  en: {
    showPassword: 'Show password',
    formErrorTitle: 'We could not complete your request',
    formCheckTitle: 'Please check',
  },
});
