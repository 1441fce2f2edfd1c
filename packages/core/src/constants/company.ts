import type { Language } from '../i18n/language.ts';

/** Who Baro is on paper: the footer of the sites, and the supplier block of quotations. */
export interface CompanyDetails {
  /** 상호. */
  readonly name: string;
  /** 대표자. */
  readonly representative: string;
  /** 사업자등록번호, `000-00-00000`. */
  readonly businessNumber: string;
  readonly address: string;
  /** The customer-support number as people dial it in that language (international form in English). */
  readonly phone: string;
  readonly email: string;
}

/**
 * CONFIGURATION, NOT FACTS: SPEC does not show the real values, so these are plausible
 * placeholders in the right format, used by the sites' footers and, unless the server's SUPPLIER_*
 * settings say otherwise, by the supplier block of quotations. Replace them before going live.
 */
export const BARO_COMPANY: Readonly<Record<Language, CompanyDetails>> = Object.freeze({
  ko: {
    name: '(주)바로로지스',
    representative: '김바로',
    businessNumber: '000-00-00000',
    address: '서울특별시 중구 세종대로 00, 바로빌딩 5층',
    phone: '1588-0000',
    email: 'help@baro.example',
  },
  en: {
    name: 'Baro Logis Inc.',
    representative: 'Baro Kim',
    businessNumber: '000-00-00000',
    address: '5F Baro Bldg., 00 Sejong-daero, Jung-gu, Seoul, Korea',
    phone: '+82-1588-0000',
    email: 'help@baro.example',
  },
});
