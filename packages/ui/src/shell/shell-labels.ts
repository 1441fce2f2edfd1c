import type { Language } from '@baro/core';

export interface ShellLabels {
  skipToContent: string;
  mainNav: string;
  openMenu: string;
  menu: string;
  language: string;
  home: string;
  /** Said (in the new language) after the language was switched. */
  languageChanged: string;
}

export const SHELL_LABELS: Readonly<Record<Language, ShellLabels>> = Object.freeze({
  ko: {
    skipToContent: '본문 바로가기',
    mainNav: '주요 메뉴',
    openMenu: '메뉴 열기',
    menu: '메뉴',
    language: '언어 선택',
    home: '바로 홈',
    languageChanged: '언어를 한국어로 바꿨습니다.',
  },
  en: {
    skipToContent: 'Skip to main content',
    mainNav: 'Main menu',
    openMenu: 'Open menu',
    menu: 'Menu',
    language: 'Language',
    home: 'Baro home',
    languageChanged: 'The language is now English.',
  },
});

/** Each language is named in itself, so a reader of either finds their own. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = Object.freeze({
  ko: '한국어',
  en: 'English',
});

export interface FooterLabels {
  companyInfo: string;
  support: string;
  inquiry: string;
  legal: string;
}

export const FOOTER_LABELS: Readonly<Record<Language, FooterLabels>> = Object.freeze({
  ko: {
    companyInfo: '회사 정보',
    support: '고객센터',
    inquiry: '서비스 도입 문의',
    legal: '약관 및 정책',
  },
  en: {
    companyInfo: 'Company information',
    support: 'Customer support',
    inquiry: 'Service inquiry',
    legal: 'Terms and policies',
  },
});
