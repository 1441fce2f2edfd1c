import {
  cellNumber,
  cellText,
  createSkuRequestSchema,
  fulfillmentMessage,
  type Language,
  MAX_FULFILLMENT_IMPORT_ROWS,
  readSheetTable,
  type SheetColumn,
  type Sku,
  toFieldErrors,
} from '@baro/core';
import type { z } from 'zod';

// The SKU spreadsheet (import and export): one row per SKU under a bilingual header; columns are
// found by name in any order. A row with an ID changes that SKU, one without creates a SKU.

type Key =
  | 'id'
  | 'name'
  | 'barcode'
  | 'weightGrams'
  | 'lengthMm'
  | 'widthMm'
  | 'heightMm'
  | 'valueKrw'
  | 'hsCode'
  | 'originCountry'
  | 'lowStockThreshold';

export const SKU_SHEET_COLUMNS: readonly (SheetColumn<Key> & { header: string; width: number })[] = [
  { key: 'id', names: ['ID', '상품 ID', 'SKU ID'], header: 'ID', width: 28 },
  { key: 'name', names: ['상품명', 'Name'], header: '상품명 / Name', width: 32 },
  { key: 'barcode', names: ['바코드', 'Barcode'], header: '바코드 / Barcode', width: 18 },
  { key: 'weightGrams', names: ['무게(g)', 'Weight (g)', '무게'], header: '무게(g) / Weight (g)', width: 14 },
  { key: 'lengthMm', names: ['가로(mm)', 'Length (mm)'], header: '가로(mm) / Length (mm)', width: 14 },
  { key: 'widthMm', names: ['세로(mm)', 'Width (mm)'], header: '세로(mm) / Width (mm)', width: 14 },
  { key: 'heightMm', names: ['높이(mm)', 'Height (mm)'], header: '높이(mm) / Height (mm)', width: 14 },
  {
    key: 'valueKrw',
    names: ['가격(원)', 'Value (KRW)', '가격'],
    header: '가격(원) / Value (KRW)',
    width: 14,
  },
  { key: 'hsCode', names: ['HS 코드', 'HS code'], header: 'HS 코드 / HS code', width: 14 },
  {
    key: 'originCountry',
    names: ['원산지', 'Origin country', 'Origin'],
    header: '원산지 / Origin country',
    width: 12,
  },
  {
    key: 'lowStockThreshold',
    names: ['재고 경고 수량', 'Low stock threshold'],
    header: '재고 경고 수량 / Low stock threshold',
    width: 16,
  },
];

const NUMBER_KEYS: readonly Key[] = [
  'weightGrams',
  'lengthMm',
  'widthMm',
  'heightMm',
  'valueKrw',
  'lowStockThreshold',
];

export interface SkuSheetRow {
  row: number;
  id: string | undefined;
  input: z.output<typeof createSkuRequestSchema>;
}

/** Checks every row; `fields` holds each problem as `rows.{row}.{column}` (or `key` for the file). */
export function parseSkuSheet(
  sheets: readonly { rows: unknown[][] }[],
  lang: Language,
): { rows: SkuSheetRow[]; fields: Record<string, string> } {
  const table = sheets
    .map((sheet) => readSheetTable(sheet.rows, SKU_SHEET_COLUMNS, 2))
    .find((t) => t?.found.includes('name'));
  if (!table) return { rows: [], fields: { key: fulfillmentMessage(lang, 'sheetNoHeader') } };
  if (table.records.length === 0)
    return { rows: [], fields: { key: fulfillmentMessage(lang, 'sheetNoRows') } };
  if (table.records.length > MAX_FULFILLMENT_IMPORT_ROWS) {
    return { rows: [], fields: { key: fulfillmentMessage(lang, 'sheetTooManyRows') } };
  }
  const rows: SkuSheetRow[] = [];
  const fields: Record<string, string> = {};
  const barcodes = new Map<string, number>();
  for (const record of table.records) {
    const raw: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record.values) as [Key, unknown][]) {
      if (key === 'id') continue;
      raw[key] = NUMBER_KEYS.includes(key) ? cellNumber(value) : cellText(value);
    }
    const id = cellText(record.values.id);
    const parsed = createSkuRequestSchema.safeParse(raw);
    if (!parsed.success) {
      for (const [field, message] of Object.entries(toFieldErrors(parsed.error, lang))) {
        fields[`rows.${record.row}.${field}`] = message;
      }
      continue;
    }
    const barcode = parsed.data.barcode;
    if (barcode !== undefined) {
      if (barcodes.has(barcode))
        fields[`rows.${record.row}.barcode`] = fulfillmentMessage(lang, 'duplicateInSheet');
      barcodes.set(barcode, record.row);
    }
    rows.push({ row: record.row, id, input: parsed.data });
  }
  return { rows, fields };
}

/** The export's row of a SKU: what the import reads back unchanged. */
export function skuSheetRow(sku: Sku): Record<Key, string | number | null> {
  return {
    id: sku.id,
    name: sku.name,
    barcode: sku.barcode,
    weightGrams: sku.weightGrams,
    lengthMm: sku.lengthMm,
    widthMm: sku.widthMm,
    heightMm: sku.heightMm,
    valueKrw: sku.valueKrw,
    hsCode: sku.hsCode,
    originCountry: sku.originCountry,
    lowStockThreshold: sku.lowStockThreshold,
  };
}
