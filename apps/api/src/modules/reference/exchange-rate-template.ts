import { type DownloadLink, toSeoulDateString } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { renderXlsx, storeDocument, XLSX_CONTENT_TYPE } from '../documents/documents.api.ts';
import { EXCHANGE_RATE_SHEET_COLUMNS } from './exchange-rate-sheet.rules.ts';
import { findRatesOn } from './exchange-rates.repository.ts';

/**
 * `GET /api/admin/exchange-rates/template`: the import sheet, its one row today's rates as they
 * stand (the latest day's), so staff change numbers rather than type the layout.
 */
export async function exchangeRateTemplate(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage'>,
): Promise<DownloadLink> {
  const now = deps.now();
  const today = toSeoulDateString(now);
  const current = await findRatesOn(deps.db, today);
  const example: Record<string, string | number> = { date: today };
  for (const column of EXCHANGE_RATE_SHEET_COLUMNS) {
    const value = current?.rates[column.key];
    if (column.key !== 'date' && value !== undefined) example[column.key] = Number(value);
  }
  const bytes = await renderXlsx({
    createdAt: now,
    sheets: [
      {
        name: '환율 Exchange rates',
        titleRows: [
          '환율 가져오기 양식 · Exchange-rate import',
          '한 행이 하루입니다. 1단위당 원화(JPY는 1엔당), 빈 칸은 그날 없는 통화 · One row per day: KRW per unit (JPY per yen); an empty cell is a currency the day lacks',
        ],
        columns: EXCHANGE_RATE_SHEET_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width })),
        rows: [example],
      },
    ],
  });
  return storeDocument(deps, { bytes, fileName: `환율_양식_${today}.xlsx`, contentType: XLSX_CONTENT_TYPE });
}
