import { type Language, PARCEL_COMPANIES, type ParcelCompany } from '@baro/core';

/** A carrier's name in the reader's language (CJ대한통운 / CJ Logistics). */
export const carrierName = (code: ParcelCompany, language: Language): string =>
  language === 'ko' ? PARCEL_COMPANIES[code].nameKo : PARCEL_COMPANIES[code].nameEn;
