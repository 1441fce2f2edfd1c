import {
  addressSchema,
  cellNumber,
  cellText,
  fulfillmentMessage,
  type Language,
  MAX_FULFILLMENT_IMPORT_ROWS,
  quantitySchema,
  readSheetTable,
  type SheetColumn,
  type SheetRecord,
  textField,
  toFieldErrors,
} from '@baro/core';
import { z } from 'zod';

// The order spreadsheet (Excel upload of many orders): one row per item under a bilingual header,
// columns found by name in any order. Rows with the same order number (the sales channel's) are
// one order and must name the same recipient; a row without one is an order by itself. An item is
// a SKU by its barcode or ID, or a kit by its ID. Every problem is named `rows.{row}.{column}`.

export type OrderSheetKey =
  | 'channelOrderNo'
  | 'name'
  | 'phone'
  | 'zipCode'
  | 'address1'
  | 'address2'
  | 'barcode'
  | 'skuId'
  | 'groupSkuId'
  | 'quantity'
  | 'memo';

export const ORDER_SHEET_COLUMNS: readonly (SheetColumn<OrderSheetKey> & {
  header: string;
  width: number;
})[] = [
  {
    key: 'channelOrderNo',
    names: ['주문번호', 'Order no', 'Order number'],
    header: '주문번호 / Order no',
    width: 18,
  },
  { key: 'name', names: ['받는 분', '수령인', 'Recipient'], header: '받는 분 / Recipient', width: 14 },
  { key: 'phone', names: ['전화번호', '연락처', 'Phone'], header: '전화번호 / Phone', width: 16 },
  {
    key: 'zipCode',
    names: ['우편번호', 'Postal code', 'Zip code'],
    header: '우편번호 / Postal code',
    width: 12,
  },
  { key: 'address1', names: ['주소', 'Address'], header: '주소 / Address', width: 40 },
  {
    key: 'address2',
    names: ['상세주소', 'Address 2', 'Address line 2'],
    header: '상세주소 / Address 2',
    width: 20,
  },
  { key: 'barcode', names: ['바코드', 'Barcode'], header: '바코드 / Barcode', width: 18 },
  { key: 'skuId', names: ['상품 ID', 'SKU ID'], header: '상품 ID / SKU ID', width: 28 },
  { key: 'groupSkuId', names: ['세트 ID', 'Kit ID', 'Group SKU ID'], header: '세트 ID / Kit ID', width: 28 },
  { key: 'quantity', names: ['수량', 'Quantity', 'Qty'], header: '수량 / Quantity', width: 10 },
  { key: 'memo', names: ['배송 메모', '메모', 'Memo'], header: '배송 메모 / Memo', width: 24 },
];

const rowSchema = z.object({
  channelOrderNo: textField(100).optional(),
  recipient: addressSchema,
  quantity: quantitySchema,
  memo: textField(500).optional(),
});

/** Excel keeps a postal code typed as a number without its leading zero (06236 → 6236): put it back. */
const zipCell = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 100000
    ? String(value).padStart(5, '0')
    : cellText(value);

/** Where a row's column sits in the error names (`recipient.phone` is the `phone` column). */
const columnOf = (field: string) => field.replace(/^recipient\./, '');

export interface OrderSheetRow {
  row: number;
  /** Rows with the same key are one order. */
  orderKey: string;
  channelOrderNo: string | undefined;
  recipient: z.output<typeof addressSchema>;
  memo: string | undefined;
  item: { barcode?: string; skuId?: string; groupSkuId?: string; quantity: number };
}

/** Reads and checks every row; `fields` holds each problem as `rows.{row}.{column}` (or `key` for the file). */
export function parseOrderSheet(
  sheets: readonly { rows: unknown[][] }[],
  lang: Language,
): { rows: OrderSheetRow[]; fields: Record<string, string>; records: SheetRecord<OrderSheetKey>[] } {
  const table = sheets
    .map((sheet) => readSheetTable(sheet.rows, ORDER_SHEET_COLUMNS, 3))
    .find((t) => t?.found.includes('quantity'));
  if (!table) return { rows: [], records: [], fields: { key: fulfillmentMessage(lang, 'sheetNoHeader') } };
  const { records } = table;
  if (records.length === 0)
    return { rows: [], records, fields: { key: fulfillmentMessage(lang, 'sheetNoRows') } };
  if (records.length > MAX_FULFILLMENT_IMPORT_ROWS)
    return { rows: [], records, fields: { key: fulfillmentMessage(lang, 'sheetTooManyRows') } };

  const rows: OrderSheetRow[] = [];
  const fields: Record<string, string> = {};
  const first = new Map<string, OrderSheetRow>();
  for (const { row, values } of table.records) {
    const text = (key: OrderSheetKey) => cellText(values[key]);
    const parsed = rowSchema.safeParse({
      channelOrderNo: text('channelOrderNo'),
      recipient: {
        name: text('name'),
        phone: text('phone'),
        zipCode: zipCell(values.zipCode),
        address1: text('address1'),
        address2: text('address2'),
      },
      quantity: cellNumber(values.quantity),
      memo: text('memo'),
    });
    const targets = (['barcode', 'skuId', 'groupSkuId'] as const).filter((k) => text(k) !== undefined);
    if (targets.length !== 1) fields[`rows.${row}.barcode`] = fulfillmentMessage(lang, 'itemTarget');
    if (!parsed.success) {
      for (const [field, message] of Object.entries(toFieldErrors(parsed.error, lang)))
        fields[`rows.${row}.${columnOf(field)}`] = message;
      continue;
    }
    if (targets.length !== 1) continue;
    const target = targets[0] as 'barcode' | 'skuId' | 'groupSkuId';
    const data = parsed.data;
    const sheetRow: OrderSheetRow = {
      row,
      orderKey: data.channelOrderNo === undefined ? `row:${row}` : `no:${data.channelOrderNo}`,
      channelOrderNo: data.channelOrderNo,
      recipient: data.recipient,
      memo: data.memo,
      item: { [target]: text(target), quantity: data.quantity },
    };
    const leader = first.get(sheetRow.orderKey);
    if (!leader) first.set(sheetRow.orderKey, sheetRow);
    else if (JSON.stringify(leader.recipient) !== JSON.stringify(sheetRow.recipient))
      fields[`rows.${row}.name`] = fulfillmentMessage(lang, 'orderMismatch');
    rows.push(sheetRow);
  }
  return { rows, fields, records };
}
