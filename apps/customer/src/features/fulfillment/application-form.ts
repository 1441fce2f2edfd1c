import {
  type ApplyFulfillmentRequest,
  applyFulfillmentRequestSchema,
  type FulfillmentApplication,
  formatBusinessNumber,
  isValidBusinessNumber,
  type Language,
  normalizeBusinessNumber,
  normalizeKoreanPhone,
} from '@baro/core';
import {
  contractErrors,
  type NumberValue,
  optionalText,
  toNumber,
  withoutUndefined,
} from './contract-check.ts';

// The application form's values, its request body (`PATCH /api/users/apply/fullfillment`) and what
// is wrong with them, judged by the request contract itself.

export interface ApplicationValues extends Record<string, unknown> {
  companyName: string;
  businessNumber: string;
  representative: string;
  contactName: string;
  contactPhone: string;
  monthlyOrders: NumberValue;
  productCategory: string;
  memo: string;
}

export const APPLICATION_FIELDS = [
  'companyName',
  'businessNumber',
  'representative',
  'contactName',
  'contactPhone',
  'monthlyOrders',
  'productCategory',
  'memo',
] as const;

/** Empty, or what the team sent last time (to change a pending application or apply again). */
export function initialApplicationValues(previous?: FulfillmentApplication): ApplicationValues {
  return {
    companyName: previous?.companyName ?? '',
    businessNumber: previous ? formatBusinessNumber(previous.businessNumber) : '',
    representative: previous?.representative ?? '',
    contactName: previous?.contactName ?? '',
    contactPhone: previous?.contactPhone ?? '',
    monthlyOrders: previous?.monthlyOrders ?? '',
    productCategory: previous?.productCategory ?? '',
    memo: previous?.memo ?? '',
  };
}

export function toApplyRequest(values: ApplicationValues): ApplyFulfillmentRequest {
  return withoutUndefined({
    companyName: values.companyName.trim(),
    // Sent as digits and as the server stores a phone: what was typed (full-width, hyphens) is tidied.
    businessNumber: normalizeBusinessNumber(values.businessNumber),
    representative: values.representative.trim(),
    contactName: values.contactName.trim(),
    contactPhone: tidyPhone(values.contactPhone.trim()),
    monthlyOrders: toNumber(values.monthlyOrders) as number,
    productCategory: values.productCategory.trim(),
    memo: optionalText(values.memo),
  });
}

export function checkApplication(values: ApplicationValues, language: Language): Record<string, string> {
  return contractErrors(applyFulfillmentRequestSchema, toApplyRequest(values), language);
}

/**
 * How a typed 사업자등록번호 reads once the field is left: `220-81-62517` when it is a valid one
 * (full-width digits and any hyphens folded), as typed otherwise (the message says what is wrong).
 */
export function tidyBusinessNumber(value: string): string {
  return isValidBusinessNumber(value) ? formatBusinessNumber(normalizeBusinessNumber(value)) : value;
}

/** A phone number as the server stores it (`010-1234-5678`, `02-123-4567`) when it is one. */
export function tidyPhone(value: string): string {
  return normalizeKoreanPhone(value) ?? value;
}
