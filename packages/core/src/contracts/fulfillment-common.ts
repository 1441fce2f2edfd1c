import { z } from 'zod';
import { isZipCode, normalizeKoreanPhone, normalizeZipCode } from '../fulfillment/korean-phone.ts';
import type { Language } from '../i18n/language.ts';
import { deepFreeze } from '../internal/deep-freeze.ts';
import { instantSchema, textField } from './common.ts';
import type { NumberLimit } from './estimates.ts';
import { fileKeySchema } from './files.ts';

// Pieces every fulfillment contract shares (issue 13): ids, quantities, stock levels, Korean
// phone numbers and addresses, and the field messages zod cannot say by itself.

/** Field messages for custom issues (`params: { ko, en }`), shown by toFieldErrors in the caller's language. */
export const FULFILLMENT_FIELD_MESSAGES = deepFreeze({
  ko: {
    businessNumber: '사업자등록번호 10자리를 정확히 입력해 주세요',
    phone: '전화번호를 정확히 입력해 주세요 (예: 010-1234-5678, 02-123-4567)',
    zipCode: '우편번호 5자리를 입력해 주세요',
    barcodeCheckDigit: '바코드의 체크 숫자가 맞지 않습니다 (EAN-13·UPC-A)',
    barcodeCharacters: '바코드에는 영문, 숫자, 기호만 쓸 수 있습니다',
    barcodeLength: '바코드는 48자까지 입력할 수 있습니다',
    hsCode: 'HS 코드 6자리 또는 10자리 숫자를 입력해 주세요',
    countryCode: '국가 코드 2자리(예: KR, CN)를 입력해 주세요',
    locationCode: '로케이션 코드는 구역-통로-랙-단-칸(예: A-01-02-03-04) 형식으로 입력해 주세요',
    unknownLocation: '이 창고에 없는 로케이션입니다',
    inactiveLocation: '사용 중지된 로케이션입니다. 다른 로케이션을 쓰거나 데스크에서 다시 사용해 주세요',
    itemTarget: '상품(skuId) 또는 세트(groupSkuId) 중 하나만 지정해 주세요',
    duplicateSku: '같은 상품을 두 번 넣을 수 없습니다',
    unknownSku: '등록되지 않은 상품입니다',
    unknownKit: '등록되지 않은 세트 상품입니다',
    kitWithdrawn: '철회된 세트 상품은 주문할 수 없습니다',
    cutOffTime: '마감 시각을 HH:mm 형식(예: 13:00)으로 입력해 주세요',
    expectedDatePast: '입고 예정일은 오늘 이후여야 합니다',
    expectedDateFar: '입고 예정일은 90일 이내로 입력해 주세요',
    nonZero: '0이 아닌 수량을 입력해 주세요',
    sameLocation: '다른 로케이션으로만 옮길 수 있습니다',
    returnQuantity: '배송된 수량보다 많이 반품할 수 없습니다',
    inspectQuantity: '반품 신청 수량과 검수 수량이 같아야 합니다',
    sheetUnreadable: '엑셀(xlsx) 파일을 읽을 수 없습니다',
    sheetNoHeader: '머리글 행을 찾을 수 없습니다. 양식을 내려받아 사용해 주세요',
    sheetNoRows: '등록할 행이 없습니다',
    sheetTooManyRows: '한 번에 1,000행까지 등록할 수 있습니다',
    required: '필수 항목입니다',
    positiveInteger: '1 이상의 정수를 입력해 주세요',
    nonNegativeInteger: '0 이상의 정수를 입력해 주세요',
    orderMismatch: '같은 주문번호의 행은 받는 분 정보가 같아야 합니다',
    barcodeTaken: '이미 다른 상품에 등록된 바코드입니다',
    duplicateInSheet: '파일 안에 같은 값이 두 번 있습니다',
    unitsMax: '한 주문에 한 상품은 1,000,000개까지 담을 수 있습니다 (세트는 구성품 수량을 곱해 셉니다)',
    skuLinesMax: '한 주문에는 상품을 500종까지 담을 수 있습니다 (세트는 구성품마다 셉니다)',
    pickOverRequired: '집품할 수량보다 많이 입력할 수 없습니다',
    unknownPickTask: '이 웨이브에 없는 집품 작업입니다',
    dateRangeOrder: '끝 날짜는 시작 날짜와 같거나 뒤여야 합니다',
  },
  en: {
    businessNumber: 'Enter the 10-digit business registration number correctly',
    phone: 'Enter a valid phone number (e.g. 010-1234-5678, 02-123-4567)',
    zipCode: 'Enter the 5-digit postal code',
    barcodeCheckDigit: 'The check digit of this barcode is wrong (EAN-13, UPC-A)',
    barcodeCharacters: 'A barcode may contain only letters, digits and symbols',
    barcodeLength: 'A barcode can be up to 48 characters long',
    hsCode: 'Enter a 6- or 10-digit HS code',
    countryCode: 'Enter a 2-letter country code (e.g. KR, CN)',
    locationCode: 'Enter the location as zone-aisle-rack-level-bin (e.g. A-01-02-03-04)',
    unknownLocation: 'This location does not exist in the warehouse',
    inactiveLocation: 'This location is deactivated. Use another one, or activate it again at the desk',
    itemTarget: 'Give either a product (skuId) or a kit (groupSkuId)',
    duplicateSku: 'The same product cannot be listed twice',
    unknownSku: 'This product is not registered',
    unknownKit: 'This kit is not registered',
    kitWithdrawn: 'This kit has been withdrawn and cannot be ordered',
    cutOffTime: 'Enter the cut-off time as HH:mm (e.g. 13:00)',
    expectedDatePast: 'The expected date must be today or later',
    expectedDateFar: 'The expected date must be within 90 days',
    nonZero: 'Enter a quantity other than 0',
    sameLocation: 'Stock can only move to another location',
    returnQuantity: 'You cannot return more than was shipped',
    inspectQuantity: 'The inspected quantity must equal the quantity requested for return',
    sheetUnreadable: 'The Excel (xlsx) file cannot be read',
    sheetNoHeader: 'No header row was found. Please start from the template',
    sheetNoRows: 'There are no rows to import',
    sheetTooManyRows: 'At most 1,000 rows can be imported at once',
    required: 'This field is required',
    positiveInteger: 'Enter a whole number of 1 or more',
    nonNegativeInteger: 'Enter a whole number of 0 or more',
    orderMismatch: 'Rows of the same order number must have the same recipient',
    barcodeTaken: 'This barcode is already used by another product',
    duplicateInSheet: 'The same value appears twice in the file',
    unitsMax: 'One order can take at most 1,000,000 units of a product (a kit counts its components)',
    skuLinesMax: 'One order can take at most 500 different products (a kit counts each of its components)',
    pickOverRequired: 'You cannot pick more than the task asks for',
    unknownPickTask: 'This pick task is not part of the wave',
    dateRangeOrder: 'The end date must be on or after the start date',
  },
} as const);
export type FulfillmentFieldMessageId = keyof (typeof FULFILLMENT_FIELD_MESSAGES)['ko'];

/** `params` for a custom zod issue that toFieldErrors shows in the caller's language. */
export const fulfillmentSays = (id: FulfillmentFieldMessageId) => ({
  params: { ko: FULFILLMENT_FIELD_MESSAGES.ko[id], en: FULFILLMENT_FIELD_MESSAGES.en[id] },
});

export function fulfillmentMessage(lang: Language, id: FulfillmentFieldMessageId): string {
  return FULFILLMENT_FIELD_MESSAGES[lang][id];
}

/** Rows one spreadsheet import may carry. */
export const MAX_FULFILLMENT_IMPORT_ROWS = 1000;
export const MAX_QUANTITY = 1_000_000;
/** A quantity of items, as the forms show it (the range hint) and the contract checks it. */
export const QUANTITY_LIMIT = deepFreeze({ min: 1, max: MAX_QUANTITY, decimals: 0 } satisfies NumberLimit);

/** A quantity of items: a whole number of 1 or more. */
export const quantitySchema = z.number().int().min(QUANTITY_LIMIT.min).max(QUANTITY_LIMIT.max);

/** Path parameters: an id of the wrong form is simply not found. */
export const idParamsSchema = z.strictObject({ id: z.string().max(60) });

/** A Korean phone number as typed (full-width, hyphens optional), stored as `010-1234-5678` / `02-123-4567`. */
export const koreanPhoneSchema = z
  .string()
  .max(40)
  .overwrite((value) => normalizeKoreanPhone(value) ?? value)
  .refine((value) => normalizeKoreanPhone(value) === value, fulfillmentSays('phone'));

/** A postal code (5 digits), full-width and spaces tidied. */
export const zipCodeSchema = z
  .string()
  .max(20)
  .overwrite(normalizeZipCode)
  .refine(isZipCode, fulfillmentSays('zipCode'));

/** Who receives a parcel (or hands a return to the carrier), and where. */
export const addressSchema = z.strictObject({
  name: textField(50),
  phone: koreanPhoneSchema,
  zipCode: zipCodeSchema,
  address1: textField(200),
  address2: textField(200).optional(),
});
export type AddressInput = z.input<typeof addressSchema>;

export const addressViewSchema = z.object({
  name: z.string(),
  phone: z.string(),
  zipCode: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
});
export type AddressView = z.infer<typeof addressViewSchema>;

/** On hand, reserved for orders, and available (on hand − reserved). */
export const stockLevelSchema = z.object({
  onHand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
});

/** A SKU as other answers name it. */
export const skuRefSchema = z.object({ id: z.string(), name: z.string(), barcode: z.string() });
export type SkuRef = z.infer<typeof skuRefSchema>;

/** A warehouse as other answers name it. */
export const warehouseRefSchema = z.object({ id: z.string(), code: z.string(), name: z.string() });

/** `{ status, at, note }` entries of a status history, oldest first. */
export const statusHistoryEntrySchema = <S extends z.ZodType>(status: S) =>
  z.object({ status, at: instantSchema, note: z.string().nullable() });

/** `?status=&q=&page=&size=` lists answer the page plus how many there are per status. */
export const countsOf = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object(Object.fromEntries(statuses.map((s) => [s, z.number().int()])) as Record<S[number], z.ZodNumber>);

/** `POST …/import {key}`: a spreadsheet uploaded through `/api/fulfillment/file/upload`. */
export const fulfillmentImportRequestSchema = z.strictObject({ key: fileKeySchema });
export type FulfillmentImportRequest = z.infer<typeof fulfillmentImportRequestSchema>;
