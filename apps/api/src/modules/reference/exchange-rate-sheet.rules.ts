import {
  calendarDateSchema,
  cellNumber,
  cellText,
  EXCHANGE_RATE_CURRENCIES,
  EXCHANGE_RATE_SHEET_MESSAGES,
  type Language,
  MAX_EXCHANGE_RATE_IMPORT_ROWS,
  putExchangeRatesRequestSchema,
  readSheetTable,
  type SheetColumn,
} from '@baro/core';

// The exchange-rate spreadsheet (import and template): one row per day under a header of
// `날짜 / Date` and currency codes; columns are found by name in any order, empty cells are
// currencies the day does not have. Pure: the operation reads the file and writes the days.

type Key = string;

export const EXCHANGE_RATE_SHEET_COLUMNS: readonly (SheetColumn<Key> & { header: string; width: number })[] =
  [
    { key: 'date', names: ['날짜', 'Date', '일자', '기준일'], header: '날짜 / Date', width: 14 },
    ...EXCHANGE_RATE_CURRENCIES.map((code) => ({ key: code, names: [code], header: code, width: 12 })),
  ];

export interface ExchangeRateSheetRow {
  row: number;
  date: string;
  /** KRW per unit by currency code, as numbers the contract accepted. */
  rates: Record<string, number>;
}

/** Checks every row; `fields` holds each problem as `rows.{row}.{column}` (or `key` for the file). */
export function parseExchangeRateSheet(
  sheets: readonly { rows: unknown[][] }[],
  lang: Language,
): { rows: ExchangeRateSheetRow[]; fields: Record<string, string> } {
  const say = EXCHANGE_RATE_SHEET_MESSAGES[lang];
  const table = sheets
    .map((sheet) => readSheetTable(sheet.rows, EXCHANGE_RATE_SHEET_COLUMNS, 2))
    .find((t) => t?.found.includes('date'));
  if (!table) return { rows: [], fields: { key: say.sheetNoHeader } };
  if (table.records.length === 0) return { rows: [], fields: { key: say.sheetNoRows } };
  if (table.records.length > MAX_EXCHANGE_RATE_IMPORT_ROWS) {
    return { rows: [], fields: { key: say.sheetTooManyRows } };
  }
  const rows: ExchangeRateSheetRow[] = [];
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  for (const record of table.records) {
    const date = cellText(record.values.date);
    if (!date || !calendarDateSchema.safeParse(date).success) {
      fields[`rows.${record.row}.date`] = say.badDate;
    } else if (seen.has(date)) {
      fields[`rows.${record.row}.date`] = say.duplicateDate;
    } else {
      seen.add(date);
    }
    const raw: Record<string, unknown> = {};
    for (const code of EXCHANGE_RATE_CURRENCIES) {
      const value = record.values[code];
      if (value !== undefined) raw[code] = cellNumber(value);
    }
    if (Object.keys(raw).length === 0) {
      fields[`rows.${record.row}.${EXCHANGE_RATE_CURRENCIES[0]}`] = say.noRates;
      continue;
    }
    const parsed = putExchangeRatesRequestSchema.safeParse({ rates: raw });
    if (!parsed.success) {
      // Each bad cell is named by its currency column, in the sheet's words.
      for (const issue of parsed.error.issues) {
        const code = issue.path[1];
        if (typeof code === 'string') fields[`rows.${record.row}.${code}`] = say.badRate;
      }
      continue;
    }
    if (date && !fields[`rows.${record.row}.date`]) {
      const rates: Record<string, number> = {};
      for (const [code, value] of Object.entries(parsed.data.rates))
        if (value !== undefined) rates[code] = value;
      rows.push({ row: record.row, date, rates });
    }
  }
  return { rows, fields };
}
