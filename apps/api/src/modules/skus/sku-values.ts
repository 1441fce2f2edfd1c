import { randomBytes } from 'node:crypto';
import {
  barcodeTypeOf,
  type CreateSkuRequest,
  createSkuRequestSchema,
  DEFAULT_LOW_STOCK_THRESHOLD,
  generatedBarcode,
} from '@baro/core';
import type { z } from 'zod';

type SkuInput = z.output<typeof createSkuRequestSchema>;

/** The columns of a new SKU from a checked request; a missing barcode is generated (Code 128). */
export function newSkuValues(request: SkuInput) {
  const barcode = request.barcode ?? generatedBarcode(randomBytes(10));
  return {
    name: request.name,
    barcode,
    barcode_type: barcodeTypeOf(barcode),
    weight_grams: request.weightGrams ?? null,
    length_mm: request.lengthMm ?? null,
    width_mm: request.widthMm ?? null,
    height_mm: request.heightMm ?? null,
    value_krw: request.valueKrw ?? null,
    hs_code: request.hsCode ?? null,
    origin_country: request.originCountry ?? null,
    low_stock_threshold: request.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
  };
}

export const parseCreateSku = (body: CreateSkuRequest): SkuInput => createSkuRequestSchema.parse(body);

/** A unique-violation from PostgreSQL (the team's barcode is taken). */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string } | null)?.code === '23505';
