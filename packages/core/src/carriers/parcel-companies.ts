import { deepFreeze } from '../internal/deep-freeze.ts';

// The five first-class Korean parcel carriers (issue 14). Their `parcelCompany` values are the
// codes Korean tracking services share (Sweet Tracker's `t_code`: 01 우체국택배, 04 CJ대한통운,
// 05 한진택배, 06 로젠택배, 08 롯데택배 — FULFILLMENT.md "Carriers and tracking"), so a code a
// seller copies from another system means the same carrier here. The DeliveryTracker ids are the
// `carrierId` values of its GraphQL API (`kr.cjlogistics`, …).

/** `parcelCompany` values, in the order people expect them (by market share). */
export const PARCEL_COMPANY_CODES = ['04', '05', '08', '01', '06'] as const;
export type ParcelCompany = (typeof PARCEL_COMPANY_CODES)[number];

export interface ParcelCompanyInfo {
  readonly code: ParcelCompany;
  readonly nameKo: string;
  readonly nameEn: string;
  /** The carrier's customer centre (shown beside a tracking timeline). */
  readonly phone: string;
  /** `carrierId` in the DeliveryTracker API. */
  readonly deliveryTrackerId: string;
  /** Short machine name used in configuration and printer bases (`cj`, `hanjin`, …). */
  readonly slug: string;
}

export const PARCEL_COMPANIES: Readonly<Record<ParcelCompany, ParcelCompanyInfo>> = deepFreeze({
  '04': {
    code: '04',
    nameKo: 'CJ대한통운',
    nameEn: 'CJ Logistics',
    phone: '1588-1255',
    deliveryTrackerId: 'kr.cjlogistics',
    slug: 'cj',
  },
  '05': {
    code: '05',
    nameKo: '한진택배',
    nameEn: 'Hanjin Express',
    phone: '1588-0011',
    deliveryTrackerId: 'kr.hanjin',
    slug: 'hanjin',
  },
  '08': {
    code: '08',
    nameKo: '롯데택배',
    nameEn: 'Lotte Global Logistics',
    phone: '1588-2121',
    deliveryTrackerId: 'kr.lotte',
    slug: 'lotte',
  },
  '01': {
    code: '01',
    nameKo: '우체국택배',
    nameEn: 'Korea Post',
    phone: '1588-1300',
    deliveryTrackerId: 'kr.epost',
    slug: 'epost',
  },
  '06': {
    code: '06',
    nameKo: '로젠택배',
    nameEn: 'Logen',
    phone: '1588-9988',
    deliveryTrackerId: 'kr.logen',
    slug: 'logen',
  },
});

export function isParcelCompany(value: unknown): value is ParcelCompany {
  return typeof value === 'string' && (PARCEL_COMPANY_CODES as readonly string[]).includes(value);
}

/** The carrier whose DeliveryTracker `carrierId` this is, if it is one of ours. */
export function parcelCompanyOfDeliveryTrackerId(carrierId: string): ParcelCompany | undefined {
  return PARCEL_COMPANY_CODES.find((code) => PARCEL_COMPANIES[code].deliveryTrackerId === carrierId);
}
