import {
  type DownloadLink,
  fulfillmentMessage,
  kitChangeError,
  type Language,
  type OrderImportResult,
  toSeoulDateString,
} from '@baro/core';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import {
  readXlsx,
  renderXlsx,
  storeDocument,
  XLSX_CONTENT_TYPE,
  type XlsxSheetData,
} from '../documents/documents.api.ts';
import { readTeamUpload } from '../files/files.api.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { lockStock } from '../inventory/inventory.api.ts';
import { getWarehouse } from '../warehouses/warehouses.api.ts';
import { ORDER_SHEET_COLUMNS, type OrderSheetRow, parseOrderSheet } from './order-sheet.rules.ts';
import { findTeamSkusByBarcode, lockOrderQueue } from './orders.repository.ts';
import { type OrderRequest, type PlacingContext, placeOrder, placingContext } from './place-order.ts';

type Deps = Pick<AppDeps, 'db' | 'now' | 'storage'>;

const invalid = (fields: Record<string, string>) => new AppError('ORDER_IMPORT_INVALID', { fields });

/** The upload read as a sheet: its rows, the problems found without the database, and the raw records. */
async function readOrderUpload(deps: Deps, customer: FulfillmentCustomer, key: string, lang: Language) {
  const upload = await readTeamUpload(deps, customer.teamId, key);
  if (!upload) throw new AppError('NOT_FOUND');
  let sheets: XlsxSheetData[];
  try {
    sheets = await readXlsx(upload.bytes);
  } catch {
    return { rows: [], records: [], fields: { key: fulfillmentMessage(lang, 'sheetUnreadable') } };
  }
  return parseOrderSheet(sheets, lang);
}

/**
 * Resolves each row's item against the team's SKUs (by barcode or ID) and kits, adding a problem
 * for each unknown one (or withdrawn kit), and groups the rows into orders in sheet order.
 */
async function resolveOrders(
  trx: Transaction<Database>,
  customer: FulfillmentCustomer,
  rows: readonly OrderSheetRow[],
  context: PlacingContext,
  fields: Record<string, string>,
  lang: Language,
): Promise<OrderRequest[]> {
  const byBarcode = await findTeamSkusByBarcode(
    trx,
    customer.teamId,
    rows.flatMap((r) => (r.item.barcode ? [r.item.barcode] : [])),
  );
  // SKUs named by barcode join the context, so placing the order knows them like ones named by ID.
  for (const sku of byBarcode) context.skus.set(sku.id, { id: sku.id, name: sku.name });
  const barcodes = new Map(byBarcode.map((s) => [s.barcode, s.id]));
  const orders = new Map<
    string,
    OrderRequest & { items: { skuId?: string; groupSkuId?: string; quantity: number }[] }
  >();
  for (const row of rows) {
    let item: { skuId?: string; groupSkuId?: string; quantity: number } | undefined;
    if (row.item.barcode !== undefined) {
      const skuId = barcodes.get(row.item.barcode);
      if (skuId) item = { skuId, quantity: row.item.quantity };
      else fields[`rows.${row.row}.barcode`] = fulfillmentMessage(lang, 'unknownSku');
    } else if (row.item.skuId !== undefined) {
      if (context.skus.has(row.item.skuId)) item = { skuId: row.item.skuId, quantity: row.item.quantity };
      else fields[`rows.${row.row}.skuId`] = fulfillmentMessage(lang, 'unknownSku');
    } else if (row.item.groupSkuId !== undefined) {
      const kit = context.kits.get(row.item.groupSkuId);
      if (!kit?.components.length)
        fields[`rows.${row.row}.groupSkuId`] = fulfillmentMessage(lang, 'unknownKit');
      // A withdrawn kit is named on its row, as an unknown one is, not refused later by placing.
      else if (kitChangeError(kit.status, 'order'))
        fields[`rows.${row.row}.groupSkuId`] = fulfillmentMessage(lang, 'kitWithdrawn');
      else item = { groupSkuId: row.item.groupSkuId, quantity: row.item.quantity };
    }
    if (!item) continue;
    const order = orders.get(row.orderKey) ?? {
      recipient: row.recipient,
      items: [],
      memo: row.memo,
      channelOrderNo: row.channelOrderNo,
    };
    order.items.push(item);
    orders.set(row.orderKey, order);
  }
  return [...orders.values()];
}

/** What the sheet's rows name, for reading the team's SKUs and kits once. */
const namedItems = (rows: readonly OrderSheetRow[]) => [
  {
    items: rows.map((r) => ({
      ...(r.item.skuId !== undefined ? { skuId: r.item.skuId } : {}),
      ...(r.item.groupSkuId !== undefined ? { groupSkuId: r.item.groupSkuId } : {}),
      quantity: r.item.quantity,
    })),
  },
];

/**
 * `POST /api/fulfillment/orders/import {key}` → 201: every order of an uploaded sheet, all or
 * nothing. Any bad row — a missing or malformed cell, an unknown product, rows of one order naming
 * different recipients — and no order is created: 400 ORDER_IMPORT_INVALID with each problem as
 * `rows.{row}.{column}` (`POST …/import/report` hands the same as a spreadsheet). Otherwise one
 * transaction places them in sheet order, each allocated or waiting like a single order.
 */
export async function importOrders(
  deps: Deps,
  customer: FulfillmentCustomer,
  key: string,
  lang: Language,
): Promise<OrderImportResult> {
  const { rows, fields } = await readOrderUpload(deps, customer, key, lang);
  if (Object.keys(fields).length > 0) throw invalid(fields);
  const warehouse = await getWarehouse(deps.db, customer.warehouseId);
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    await lockOrderQueue(trx, customer.teamId);
    const placer = { teamId: customer.teamId, warehouseId: customer.warehouseId, userId: customer.userId };
    const context = await placingContext(trx, placer, namedItems(rows), warehouse.cutOffTime, now);
    const problems: Record<string, string> = {};
    const requests = await resolveOrders(trx, customer, rows, context, problems, lang);
    if (Object.keys(problems).length > 0) throw invalid(problems);
    // Every SKU the sheet reserves, locked at once in (SKU, location) order before the first order
    // reserves: order by order, a later order's SKU sorting first would invert the lock order.
    await lockStock(trx, {
      sellableOf: requests.flatMap((request) =>
        request.items.flatMap((item) =>
          item.skuId !== undefined
            ? [item.skuId]
            : (context.kits.get(item.groupSkuId ?? '')?.components.map((c) => c.skuId) ?? []),
        ),
      ),
    });
    const orders = [];
    for (const request of requests)
      orders.push(await placeOrder(trx, placer, request, context, { now, lang }));
    return { created: orders.length, orders };
  });
}

/**
 * `POST /api/fulfillment/orders/import/report {key}`: the uploaded sheet checked like the import
 * (nothing is written), as a spreadsheet with each row's problems beside it — the error report a
 * seller fixes their file from.
 */
export async function orderImportReport(
  deps: Deps,
  customer: FulfillmentCustomer,
  key: string,
  lang: Language,
): Promise<DownloadLink> {
  const { rows, fields, records } = await readOrderUpload(deps, customer, key, lang);
  if (Object.keys(fields).length === 0) {
    const warehouse = await getWarehouse(deps.db, customer.warehouseId);
    // Resolving reads only; the transaction is rolled back so nothing can be written.
    await transact(deps.db, async (trx) => {
      const placer = {
        teamId: customer.teamId,
        warehouseId: customer.warehouseId,
        userId: customer.userId,
      };
      const context = await placingContext(trx, placer, namedItems(rows), warehouse.cutOffTime, deps.now());
      await resolveOrders(trx, customer, rows, context, fields, lang);
      throw new RollBack();
    }).catch((error) => {
      if (!(error instanceof RollBack)) throw error;
    });
  }
  const perRow = new Map<number, string[]>();
  const fileProblems: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    const match = /^rows\.(\d+)\.(.+)$/.exec(field);
    if (!match) {
      fileProblems.push(message);
      continue;
    }
    const column = ORDER_SHEET_COLUMNS.find((c) => c.key === match[2])?.header ?? match[2];
    const list = perRow.get(Number(match[1])) ?? [];
    list.push(`${column}: ${message}`);
    perRow.set(Number(match[1]), list);
  }
  const ok = lang === 'ko' ? '정상' : 'OK';
  const now = deps.now();
  const bytes = await renderXlsx({
    createdAt: now,
    sheets: [
      {
        name: lang === 'ko' ? '오류 내역' : 'Errors',
        titleRows: [
          lang === 'ko' ? '주문 파일 검사 결과' : 'Order sheet check',
          ...(fileProblems.length > 0
            ? fileProblems
            : [
                Object.keys(fields).length === 0
                  ? lang === 'ko'
                    ? '오류가 없습니다. 그대로 등록할 수 있습니다.'
                    : 'No errors: the sheet can be imported as it is.'
                  : lang === 'ko'
                    ? '오류가 있는 행을 고친 뒤 다시 올려 주세요.'
                    : 'Fix the rows with errors and upload the sheet again.',
              ]),
        ],
        columns: [
          { header: lang === 'ko' ? '행' : 'Row', key: 'row', width: 6 },
          { header: lang === 'ko' ? '오류' : 'Errors', key: 'errors', width: 60 },
          ...ORDER_SHEET_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width })),
        ],
        rows: records.map((record) => ({
          row: record.row,
          errors: perRow.get(record.row)?.join('\n') ?? ok,
          ...Object.fromEntries(ORDER_SHEET_COLUMNS.map((c) => [c.key, reportCell(record.values[c.key])])),
        })),
      },
    ],
  });
  const day = toSeoulDateString(now);
  return storeDocument(deps, {
    bytes,
    fileName: lang === 'ko' ? `주문_오류내역_${day}.xlsx` : `order-errors_${day}.xlsx`,
    contentType: XLSX_CONTENT_TYPE,
  });
}

class RollBack extends Error {}

const reportCell = (value: unknown): string | number | null =>
  value === undefined || value === null ? null : typeof value === 'number' ? value : String(value);
