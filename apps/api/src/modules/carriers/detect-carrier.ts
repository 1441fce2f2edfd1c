import { type DetectResult, detectParcelCompanies, type Language, PARCEL_COMPANIES } from '@baro/core';

/** `GET /api/tracking/detect?invoiceNo=`: the carriers a (normalised) number can belong to. */
export function detectCarrier(invoiceNo: string, lang: Language): DetectResult {
  return {
    invoiceNo,
    candidates: detectParcelCompanies(invoiceNo).map((candidate) => {
      const carrier = PARCEL_COMPANIES[candidate.parcelCompany];
      return {
        ...candidate,
        nameKo: carrier.nameKo,
        nameEn: carrier.nameEn,
        name: lang === 'en' ? carrier.nameEn : carrier.nameKo,
      };
    }),
  };
}
