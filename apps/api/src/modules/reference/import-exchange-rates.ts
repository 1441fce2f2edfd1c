import { EXCHANGE_RATE_SHEET_MESSAGES, type ExchangeRateImportResult, type Language } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { readXlsx, type XlsxSheetData } from '../documents/documents.api.ts';
import { readStaffUpload } from '../files/files.api.ts';
import { parseExchangeRateSheet } from './exchange-rate-sheet.rules.ts';
import { findRatesOn, lockRatesOfDay, replaceRatesOn } from './exchange-rates.repository.ts';
import { toRateDecimal } from './reference.rules.ts';

const invalid = (fields: Record<string, string>) => new AppError('EXCHANGE_RATE_IMPORT_INVALID', { fields });

/**
 * `POST /api/admin/exchange-rates/import {key}`: the days of a sheet this staff member uploaded,
 * all or nothing. Every bad cell is named by its Excel row and column (`rows.{row}.{column}`) and
 * nothing changes; otherwise each day gets exactly its row's rates in one transaction, recorded in
 * the audit log as one entry naming every day with its rates before and after. The days are locked
 * against other saves and imports of them until the transaction ends.
 */
export async function importExchangeRates(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage'>,
  actor: StaffActor,
  key: string,
  lang: Language,
): Promise<ExchangeRateImportResult> {
  const upload = await readStaffUpload(deps, actor.userId, key);
  if (!upload) throw new AppError('NOT_FOUND');
  let sheets: XlsxSheetData[];
  try {
    sheets = await readXlsx(upload.bytes);
  } catch {
    throw invalid({ key: EXCHANGE_RATE_SHEET_MESSAGES[lang].sheetUnreadable });
  }
  const { rows, fields } = parseExchangeRateSheet(sheets, lang);
  if (Object.keys(fields).length > 0) throw invalid(fields);

  const days = [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    const before: Record<string, Record<string, string> | null> = {};
    const after: Record<string, Record<string, string>> = {};
    // Every day first, in date order (as a single-day save locks its day): nothing else writes them
    // until this commits, and two imports never wait for each other in a circle.
    for (const day of days) await lockRatesOfDay(trx, day.date);
    for (const day of days) {
      const found = await findRatesOn(trx, day.date);
      before[day.date] = found?.date === day.date ? withoutKrw(found.rates) : null;
      const rates = Object.fromEntries(
        Object.entries(day.rates).map(([code, value]) => [code, toRateDecimal(value)]),
      );
      await replaceRatesOn(trx, day.date, rates, now);
      after[day.date] = rates;
    }
    const dates = days.map((day) => day.date);
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'exchangeRates.import',
        target: dates.length === 1 ? dates[0] : `${dates[0]}…${dates.at(-1)}`,
        targetIds: [...dates, key],
        before,
        after,
        details: { fileName: upload.fileName, days: dates.length },
      },
      now,
    );
    return { dates };
  });
}

/** The stored day's rates as the sheet names them (KRW is implied, never a column). */
function withoutKrw(rates: Record<string, string>): Record<string, string> {
  const { KRW: _krw, ...rest } = rates;
  return rest;
}
