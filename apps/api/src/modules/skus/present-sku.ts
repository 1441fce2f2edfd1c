import { type Sku, toSeoulIso } from '@baro/core';
import type { SkuRow } from './skus.repository.ts';

export function presentSku(row: SkuRow): Sku {
  return {
    id: row.id,
    name: row.name,
    barcode: row.barcode,
    barcodeType: row.barcode_type,
    weightGrams: row.weight_grams,
    lengthMm: row.length_mm,
    widthMm: row.width_mm,
    heightMm: row.height_mm,
    valueKrw: row.value_krw === null ? null : Number(row.value_krw),
    hsCode: row.hs_code,
    originCountry: row.origin_country,
    lowStockThreshold: row.low_stock_threshold,
    createdAt: toSeoulIso(row.created_at),
    updatedAt: toSeoulIso(row.updated_at),
  };
}
