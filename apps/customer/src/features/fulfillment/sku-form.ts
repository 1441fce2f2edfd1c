import {
  type CreateSkuRequest,
  createSkuRequestSchema,
  DEFAULT_LOW_STOCK_THRESHOLD,
  type Language,
  type Sku,
  type UpdateSkuRequest,
  updateSkuRequestSchema,
} from '@baro/core';
import {
  contractErrors,
  type NumberValue,
  optionalText,
  toNumber,
  withoutUndefined,
} from './contract-check.ts';

// The SKU form's values and their request bodies: `POST /api/fulfillment/sku` (new) and
// `PATCH /api/fulfillment/sku/{skuId}` (edit, where an emptied optional field is cleared with null).

export interface SkuValues extends Record<string, unknown> {
  name: string;
  barcode: string;
  weightGrams: NumberValue;
  lengthMm: NumberValue;
  widthMm: NumberValue;
  heightMm: NumberValue;
  valueKrw: NumberValue;
  hsCode: string;
  originCountry: string;
  lowStockThreshold: NumberValue;
}

export const SKU_NUMBER_FIELDS = ['weightGrams', 'lengthMm', 'widthMm', 'heightMm', 'valueKrw'] as const;
export const SKU_FIELDS = [
  'name',
  'barcode',
  ...SKU_NUMBER_FIELDS,
  'hsCode',
  'originCountry',
  'lowStockThreshold',
] as const;

export function initialSkuValues(sku?: Sku): SkuValues {
  return {
    name: sku?.name ?? '',
    barcode: sku?.barcode ?? '',
    weightGrams: sku?.weightGrams ?? '',
    lengthMm: sku?.lengthMm ?? '',
    widthMm: sku?.widthMm ?? '',
    heightMm: sku?.heightMm ?? '',
    valueKrw: sku?.valueKrw ?? '',
    hsCode: sku?.hsCode ?? '',
    originCountry: sku?.originCountry ?? '',
    lowStockThreshold: sku?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
  };
}

export function toCreateSkuRequest(values: SkuValues): CreateSkuRequest {
  return withoutUndefined({
    name: values.name.trim(),
    barcode: optionalText(values.barcode),
    weightGrams: toNumber(values.weightGrams),
    lengthMm: toNumber(values.lengthMm),
    widthMm: toNumber(values.widthMm),
    heightMm: toNumber(values.heightMm),
    valueKrw: toNumber(values.valueKrw),
    hsCode: optionalText(values.hsCode),
    originCountry: optionalText(values.originCountry),
    lowStockThreshold: toNumber(values.lowStockThreshold),
  });
}

/** Every field as it now is: an emptied optional field is cleared (null); an emptied barcode keeps the old one. */
export function toUpdateSkuRequest(values: SkuValues): UpdateSkuRequest {
  const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);
  return withoutUndefined({
    name: values.name.trim(),
    barcode: optionalText(values.barcode),
    weightGrams: orNull(toNumber(values.weightGrams)),
    lengthMm: orNull(toNumber(values.lengthMm)),
    widthMm: orNull(toNumber(values.widthMm)),
    heightMm: orNull(toNumber(values.heightMm)),
    valueKrw: orNull(toNumber(values.valueKrw)),
    hsCode: orNull(optionalText(values.hsCode)),
    originCountry: orNull(optionalText(values.originCountry)),
    lowStockThreshold: toNumber(values.lowStockThreshold),
  });
}

export function checkSku(
  values: SkuValues,
  mode: 'create' | 'edit',
  language: Language,
): Record<string, string> {
  return mode === 'create'
    ? contractErrors(createSkuRequestSchema, toCreateSkuRequest(values), language)
    : contractErrors(updateSkuRequestSchema, toUpdateSkuRequest(values), language);
}
