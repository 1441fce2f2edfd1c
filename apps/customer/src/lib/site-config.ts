import type { Language } from '@baro/core';

/**
 * Company and customer-support details shown in the footer and wherever the app points people to
 * a person (SPEC §9: the support phone has Korean and English variants, and the service-intro
 * inquiry link differs per language).
 *
 * CONFIGURATION, NOT FACTS: SPEC does not show the real values, so these are plausible
 * placeholders in the right format. Replace them here (one place) before going live.
 */
export interface SiteConfig {
  readonly companyName: string;
  /** The customer-support number as people dial it in that language (international form in English). */
  readonly supportPhone: string;
  readonly supportHours: string;
  readonly supportEmail: string;
  /** Service-intro inquiry (도입 문의): a mail to sales with a subject in the language. */
  readonly inquiryHref: string;
  readonly ceo: string;
  readonly businessNumber: string;
  readonly address: string;
}

export const SITE_CONFIG: Readonly<Record<Language, SiteConfig>> = Object.freeze({
  ko: {
    companyName: '(주)바로로지스',
    supportPhone: '1588-0000',
    supportHours: '평일 09:00~18:00 (점심 12:00~13:00, 주말·공휴일 휴무)',
    supportEmail: 'help@baro.example',
    inquiryHref: `mailto:sales@baro.example?subject=${encodeURIComponent('서비스 도입 문의')}`,
    ceo: '김바로',
    businessNumber: '000-00-00000',
    address: '서울특별시 중구 세종대로 00, 바로빌딩 5층',
  },
  en: {
    companyName: 'Baro Logis Inc.',
    supportPhone: '+82-1588-0000',
    supportHours: 'Weekdays 09:00–18:00 KST (lunch 12:00–13:00; closed weekends and Korean holidays)',
    supportEmail: 'help@baro.example',
    inquiryHref: `mailto:sales@baro.example?subject=${encodeURIComponent('Service inquiry')}`,
    ceo: 'Baro Kim',
    businessNumber: '000-00-00000',
    address: '5F Baro Bldg., 00 Sejong-daero, Jung-gu, Seoul, Korea',
  },
});

export function siteConfig(language: Language): SiteConfig {
  return SITE_CONFIG[language];
}
