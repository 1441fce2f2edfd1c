import type { Language } from '@baro/core';

/** The words of the floor apps' login form (FloorLoginPage); the title and description are the app's. */
export interface FloorLoginLabels {
  identifier: string;
  identifierPlaceholder: string;
  identifierRequired: string;
  password: string;
  passwordRequired: string;
  keep: string;
  keepHint: string;
  submit: string;
  /** `{seconds}` is replaced. */
  throttled: string;
  /** Said above the form when staff disabled the account and that ended the session. */
  accountDisabled: string;
}

export const FLOOR_LOGIN_LABELS: Readonly<Record<Language, FloorLoginLabels>> = Object.freeze({
  ko: {
    identifier: '아이디 또는 이메일',
    identifierPlaceholder: 'worker01',
    identifierRequired: '아이디 또는 이메일을 입력해 주세요.',
    password: '비밀번호',
    passwordRequired: '비밀번호를 입력해 주세요.',
    keep: '로그인 상태 유지',
    keepHint: '공용 PC에서는 선택하지 마세요.',
    submit: '로그인',
    throttled: '로그인 시도가 너무 많습니다. {seconds}초 후에 다시 시도해 주세요.',
    accountDisabled: '이용이 중지된 계정입니다. 관리자에게 문의해 주세요.',
  },
  en: {
    identifier: 'Login ID or e-mail',
    identifierPlaceholder: 'worker01',
    identifierRequired: 'Enter your login ID or e-mail.',
    password: 'Password',
    passwordRequired: 'Enter your password.',
    keep: 'Keep me logged in',
    keepHint: 'Leave this off on a shared PC.',
    submit: 'Log in',
    throttled: 'Too many login attempts. Try again in {seconds} seconds.',
    accountDisabled: 'This account has been disabled. Please ask your administrator.',
  },
});
