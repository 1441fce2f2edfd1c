import type { Language, RateImportRequest, RateImportResult } from '@baro/core';
import { RATE_FIELD_MESSAGES, rateImportModeSchema } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { newId } from '../../db/new-id.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { PartnerCaller } from '../../http/callers.ts';
import { readXlsx, type XlsxSheetData } from '../documents/documents.api.ts';
import { findLocationKinds } from '../reference/reference.api.ts';
import { checkSheetLocations, parseRateSheets } from './rate-import.rules.ts';
import { deletePartnerRates, findPartnerUpload, insertRates, lockPartner } from './rates.repository.ts';
import { toRateValues } from './rates.rules.ts';

const invalid = (fields: Record<string, string>) => new AppError('RATE_IMPORT_INVALID', { fields });

/**
 * `POST /api/partner/rates/import`: the rates of a spreadsheet the caller's partner uploaded
 * (`/api/file/upload`), all or nothing. Every bad row is reported with its Excel row number
 * (`rows.{row}.{field}`) and nothing is written; when every row is good they are inserted in one
 * transaction — after removing the partner's other rates in `replace` mode.
 */
export async function importRates(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage'>,
  caller: PartnerCaller,
  request: RateImportRequest,
  lang: Language,
): Promise<RateImportResult> {
  const mode = rateImportModeSchema.parse(request.mode ?? 'append');
  const upload = await findPartnerUpload(deps.db, caller.partnerId, request.key);
  if (!upload) throw new AppError('NOT_FOUND');
  const bytes = await deps.storage.read(upload.key);
  if (!bytes) throw new AppError('NOT_FOUND');

  let sheets: XlsxSheetData[];
  try {
    sheets = await readXlsx(bytes);
  } catch {
    throw invalid({ key: RATE_FIELD_MESSAGES[lang].sheetUnreadable });
  }
  const { rows, fields } = parseRateSheets(sheets, lang);
  if (rows.length === 0 && Object.keys(fields).length > 0) throw invalid(fields);
  const kinds = await findLocationKinds(
    deps.db,
    rows.flatMap(({ rate }) => [rate.pol, rate.pod]),
  );
  const problems = { ...fields, ...checkSheetLocations(rows, kinds, lang) };
  if (Object.keys(problems).length > 0) throw invalid(sortedByRow(problems));

  const now = deps.now();
  return transact(deps.db, async (trx) => {
    if (!(await lockPartner(trx, caller.partnerId))) throw new AppError('NOT_FOUND');
    const deleted = mode === 'replace' ? await deletePartnerRates(trx, caller.partnerId) : 0;
    await insertRates(
      trx,
      rows.map(({ rate }) => ({
        ...toRateValues(rate, now),
        id: newId('rate'),
        partner_id: caller.partnerId,
        created_by: caller.userId,
        created_at: now,
      })),
    );
    return { mode, created: rows.length, deleted };
  });
}

/** Errors in row order (then by field as found), so the answer reads top to bottom like the sheet. */
function sortedByRow(fields: Record<string, string>): Record<string, string> {
  const rowOf = (key: string) => Number(key.split('.')[1] ?? Number.POSITIVE_INFINITY);
  const entries = Object.entries(fields).map((entry, index) => ({ entry, index }));
  entries.sort((a, b) => rowOf(a.entry[0]) - rowOf(b.entry[0]) || a.index - b.index);
  return Object.fromEntries(entries.map(({ entry }) => entry));
}
