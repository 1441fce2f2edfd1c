import { BARO_COMPANY, type Language } from '@baro/core';

/**
 * Company and customer-support details shown in the footer and wherever the app points people to
 * a person (SPEC §9: the support phone has Korean and English variants, and the service-intro
 * inquiry link differs per language).
 *
 * CONFIGURATION, NOT FACTS: SPEC does not show the real values, so these are plausible
 * placeholders in the right format. The company's own details are @baro/core's BARO_COMPANY (the
 * quotations' supplier block uses them too); replace those and the rest here before going live.
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
    companyName: BARO_COMPANY.ko.name,
    supportPhone: BARO_COMPANY.ko.phone,
    supportHours: '평일 09:00~18:00 (점심 12:00~13:00, 주말·공휴일 휴무)',
    supportEmail: BARO_COMPANY.ko.email,
    inquiryHref: `mailto:sales@baro.example?subject=${encodeURIComponent('서비스 도입 문의')}`,
    ceo: BARO_COMPANY.ko.representative,
    businessNumber: BARO_COMPANY.ko.businessNumber,
    address: BARO_COMPANY.ko.address,
  },
  en: {
    companyName: BARO_COMPANY.en.name,
    supportPhone: BARO_COMPANY.en.phone,
    supportHours: 'Weekdays 09:00–18:00 KST (lunch 12:00–13:00; closed weekends and Korean holidays)',
    supportEmail: BARO_COMPANY.en.email,
    inquiryHref: `mailto:sales@baro.example?subject=${encodeURIComponent('Service inquiry')}`,
    ceo: BARO_COMPANY.en.representative,
    businessNumber: BARO_COMPANY.en.businessNumber,
    address: BARO_COMPANY.en.address,
  },
});

export function siteConfig(language: Language): SiteConfig {
  return SITE_CONFIG[language];
}
