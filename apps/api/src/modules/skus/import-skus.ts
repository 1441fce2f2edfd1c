import { barcodeTypeOf, fulfillmentMessage, type Language, type SkuImportResult } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { newId } from '../../db/new-id.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { readXlsx, type XlsxSheetData } from '../documents/documents.api.ts';
import { readTeamUpload } from '../files/files.api.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { parseSkuSheet } from './sku-sheet.rules.ts';
import { isUniqueViolation, newSkuValues } from './sku-values.ts';
import {
  findTeamSkuRows,
  findTeamSkuRowsByBarcode,
  insertSkus,
  lockTeam,
  updateSkuRow,
} from './skus.repository.ts';

const invalid = (fields: Record<string, string>) => new AppError('SKU_IMPORT_INVALID', { fields });

/**
 * `POST /api/fulfillment/sku/import {key}`: the SKUs of a spreadsheet the team uploaded, all or
 * nothing. Rows with an ID change that SKU, others create one. Every problem is named by its Excel
 * row and column (`rows.{row}.{column}`) and nothing is saved; otherwise one transaction writes all.
 */
export async function importSkus(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage'>,
  customer: FulfillmentCustomer,
  key: string,
  lang: Language,
): Promise<SkuImportResult> {
  const upload = await readTeamUpload(deps, customer.teamId, key);
  if (!upload) throw new AppError('NOT_FOUND');
  let sheets: XlsxSheetData[];
  try {
    sheets = await readXlsx(upload.bytes);
  } catch {
    throw invalid({ key: fulfillmentMessage(lang, 'sheetUnreadable') });
  }
  const { rows, fields } = parseSkuSheet(sheets, lang);
  if (Object.keys(fields).length > 0) throw invalid(fields);

  const now = deps.now();
  try {
    return await transact(deps.db, async (trx) => {
      await lockTeam(trx, customer.teamId);
      const ids = rows.flatMap((r) => (r.id ? [r.id] : []));
      const existing = new Set((await findTeamSkuRows(trx, customer.teamId, ids)).map((s) => s.id));
      const holders = new Map(
        (
          await findTeamSkuRowsByBarcode(
            trx,
            customer.teamId,
            rows.flatMap((r) => (r.input.barcode ? [r.input.barcode] : [])),
          )
        ).map((s) => [s.barcode, s.id]),
      );
      const problems: Record<string, string> = {};
      for (const row of rows) {
        if (row.id && !existing.has(row.id))
          problems[`rows.${row.row}.id`] = fulfillmentMessage(lang, 'unknownSku');
        const holder = row.input.barcode ? holders.get(row.input.barcode) : undefined;
        if (holder && holder !== row.id)
          problems[`rows.${row.row}.barcode`] = fulfillmentMessage(lang, 'barcodeTaken');
      }
      if (Object.keys(problems).length > 0) throw invalid(problems);

      const created = rows.filter((r) => !r.id);
      await insertSkus(
        trx,
        created.map((r) => ({
          ...newSkuValues(r.input),
          id: newId('sku'),
          team_id: customer.teamId,
          created_by: customer.userId,
          created_at: now,
          updated_at: now,
        })),
      );
      const updated = rows.filter((r) => r.id);
      for (const row of updated) {
        await updateSkuRow(trx, row.id as string, {
          name: row.input.name,
          ...(row.input.barcode
            ? { barcode: row.input.barcode, barcode_type: barcodeTypeOf(row.input.barcode) }
            : {}),
          weight_grams: row.input.weightGrams ?? null,
          length_mm: row.input.lengthMm ?? null,
          width_mm: row.input.widthMm ?? null,
          height_mm: row.input.heightMm ?? null,
          value_krw: row.input.valueKrw ?? null,
          hs_code: row.input.hsCode ?? null,
          origin_country: row.input.originCountry ?? null,
          ...(row.input.lowStockThreshold !== undefined
            ? { low_stock_threshold: row.input.lowStockThreshold }
            : {}),
          updated_at: now,
        });
      }
      return { created: created.length, updated: updated.length };
    });
  } catch (error) {
    // Two rows swapping barcodes collide mid-way; the sheet is fine, the order of writes is not.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', { cause: error });
    throw error;
  }
}
