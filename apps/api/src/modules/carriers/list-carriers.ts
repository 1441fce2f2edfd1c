import {
  type CarrierList,
  INVOICE_NUMBER_RULES,
  type Language,
  PARCEL_COMPANIES,
  PARCEL_COMPANY_CODES,
} from '@baro/core';

/** `GET /api/tracking/carriers`: the five carriers with their names and invoice-number rules. */
export function listCarriers(lang: Language): CarrierList {
  return {
    carriers: PARCEL_COMPANY_CODES.map((code) => {
      const carrier = PARCEL_COMPANIES[code];
      const rule = INVOICE_NUMBER_RULES[code];
      return {
        parcelCompany: code,
        nameKo: carrier.nameKo,
        nameEn: carrier.nameEn,
        name: lang === 'en' ? carrier.nameEn : carrier.nameKo,
        phone: carrier.phone,
        invoiceNo: { lengths: [...rule.lengths], usualLength: rule.usualLength, checkDigit: rule.checkDigit },
      };
    }),
  };
}
