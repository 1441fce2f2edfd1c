import type { Language } from '@baro/core';

export interface UserMenuLabels {
  /** The button's name before the account's: "사용자 메뉴: 정파트너". */
  userMenu: string;
  language: string;
  logout: string;
  loggingOut: string;
}

export const USER_MENU_LABELS: Readonly<Record<Language, UserMenuLabels>> = Object.freeze({
  ko: { userMenu: '사용자 메뉴', language: '언어', logout: '로그아웃', loggingOut: '로그아웃하는 중입니다…' },
  en: { userMenu: 'User menu', language: 'Language', logout: 'Log out', loggingOut: 'Logging out…' },
});
