import {
  type Language,
  MAX_RATE_IMPORT_ROWS,
  type PartnerRate,
  type PartnerRateInput,
  partnerRateInputSchema,
  RATE_FIELD_MESSAGES,
  toFieldErrors,
} from '@baro/core';
import { XLSX_FORMAT, type XlsxCellValue, type XlsxSheet, xlsxDate } from '../documents/documents.api.ts';
import { addDays, checkRateLocations } from './rates.rules.ts';

// The rate spreadsheet (export, template and import share it): one sheet, one row per rate, a
// freightType column telling FCL, LCL and AIR apart. A few note rows may stand above the header
// row; columns are found by their header (Korean, English or the field name), so their order and
// extra columns do not matter. Everything here is pure: the workbook is read and written elsewhere.

export interface RateColumn {
  /** The rate field the column holds (also the key of its errors: `rows.{row}.{key}`). */
  key: RateColumnKey;
  ko: string;
  en: string;
  /** Column width in characters. */
  width: number;
  required: boolean;
}

export type RateColumnKey =
  | 'freightType'
  | 'pol'
  | 'pod'
  | 'containerType'
  | 'price'
  | 'weightBreaks'
  | 'minCharge'
  | 'currency'
  | 'carrier'
  | 'transitDays'
  | 'validFrom'
  | 'validTo'
  | 'localCharges';

export const RATE_COLUMNS: readonly RateColumn[] = [
  { key: 'freightType', ko: '운송유형', en: 'Freight type', width: 12, required: true },
  { key: 'pol', ko: '출발지', en: 'Origin (POL)', width: 12, required: true },
  { key: 'pod', ko: '도착지', en: 'Destination (POD)', width: 14, required: true },
  { key: 'containerType', ko: '컨테이너', en: 'Container (FCL)', width: 14, required: false },
  { key: 'price', ko: '운임', en: 'Price (FCL per container, LCL per RT)', width: 16, required: false },
  { key: 'weightBreaks', ko: '중량구간', en: 'Weight breaks (AIR, kg:price)', width: 30, required: false },
  { key: 'minCharge', ko: '최저운임', en: 'Min. charge', width: 12, required: false },
  { key: 'currency', ko: '통화', en: 'Currency', width: 10, required: true },
  { key: 'carrier', ko: '운송사', en: 'Carrier', width: 18, required: true },
  { key: 'transitDays', ko: '소요일', en: 'Transit days', width: 12, required: true },
  { key: 'validFrom', ko: '유효시작일', en: 'Valid from', width: 13, required: true },
  { key: 'validTo', ko: '유효종료일', en: 'Valid to', width: 13, required: true },
  {
    key: 'localCharges',
    ko: '부대비용',
    en: 'Local charges (code|name|side|unit|price|currency; …)',
    width: 60,
    required: false,
  },
];

/** What a header cell says: both languages, so one file serves Korean and English users. */
export const headerText = (column: RateColumn) => `${column.ko} / ${column.en}`;

/** The name of the rates sheet in exports and the template. */
export const RATE_SHEET_NAME = '운임표 Rates';

/** The notes above the header row, in Korean and English. */
export const RATE_SHEET_NOTES: readonly string[] = [
  '작성 방법: 한 행에 운임 하나. 운송유형 FCL(컨테이너당 운임, 컨테이너 20DRY·40DRY·40HQ), LCL(RT당 운임), AIR(중량구간 "최소kg:kg당 단가"를 ;로 구분, 예: 0:5.2;45:4.8). 날짜는 YYYY-MM-DD. 부대비용은 "코드|이름(선택)|origin 또는 destination|BL·CNTR·RT·KG|금액|통화"를 ;로 구분합니다. 코드는 요금 항목 목록의 코드입니다: THC, DOC, BAF, LSS, CFS, WFG, HANDLING, CUSTOMS, TRUCKING, INSURANCE, OTHER 등 (예: THC||origin|CNTR|850|CNY).',
  'How to fill in: one rate per row. Freight type FCL (price per container; container 20DRY, 40DRY or 40HQ), LCL (price per revenue ton), AIR (weight breaks "minKg:price per kg" separated by ;, e.g. 0:5.2;45:4.8). Dates as YYYY-MM-DD. Local charges as "code|name (optional)|origin or destination|BL, CNTR, RT or KG|price|currency" separated by ;. The code is one of the charge catalogue: THC, DOC, BAF, LSS, CFS, WFG, HANDLING, CUSTOMS, TRUCKING, INSURANCE, OTHER… (e.g. THC||origin|CNTR|850|CNY).',
];

const formatAmount = (value: number) => String(value);

/** Weight breaks in one cell: `0:5.2;45:4.8;100:4.1`. */
export const formatWeightBreaks = (breaks: readonly { minKg: number; price: number }[]) =>
  breaks.map((item) => `${formatAmount(item.minKg)}:${formatAmount(item.price)}`).join(';');

/** Local charges in one cell: `THC||origin|CNTR|800|CNY; DOC|DOC fee|destination|BL|50000|KRW`. */
export const formatLocalCharges = (charges: PartnerRate['localCharges']) =>
  charges
    .map((charge) =>
      [
        charge.code,
        charge.name ?? '',
        charge.side,
        charge.unit,
        formatAmount(charge.price),
        charge.currency,
      ].join('|'),
    )
    .join('; ');

/** One rate as a sheet row by column key (blank where the freight type has no such field). */
export function toRateSheetRow(rate: PartnerRateInput | PartnerRate): Record<RateColumnKey, XlsxCellValue> {
  return {
    freightType: rate.freightType,
    pol: rate.pol,
    pod: rate.pod,
    containerType: rate.freightType === 'FCL' ? rate.containerType : null,
    price: rate.freightType === 'AIR' ? null : rate.price,
    weightBreaks: rate.freightType === 'AIR' ? formatWeightBreaks(rate.weightBreaks) : null,
    minCharge: rate.minCharge ?? null,
    currency: rate.currency,
    carrier: rate.carrier,
    transitDays: rate.transitDays,
    validFrom: xlsxDate(rate.validFrom),
    validTo: xlsxDate(rate.validTo),
    localCharges: rate.localCharges.length > 0 ? formatLocalCharges(rate.localCharges) : null,
  };
}

const NUMBER_FORMATS: Partial<Record<RateColumnKey, string>> = {
  price: XLSX_FORMAT.money2,
  minCharge: XLSX_FORMAT.money2,
  transitDays: XLSX_FORMAT.integer,
  validFrom: XLSX_FORMAT.date,
  validTo: XLSX_FORMAT.date,
};

/** The rates sheet: a title, the notes, the header and one row per rate. */
export function rateSheet(rates: readonly (PartnerRateInput | PartnerRate)[], title: string): XlsxSheet {
  return {
    name: RATE_SHEET_NAME,
    titleRows: [title, ...RATE_SHEET_NOTES],
    columns: RATE_COLUMNS.map((column) => ({
      header: headerText(column),
      key: column.key,
      width: column.width,
      ...(NUMBER_FORMATS[column.key] ? { numFmt: NUMBER_FORMATS[column.key] } : {}),
    })),
    rows: rates.map(toRateSheetRow),
  };
}

/** Example rates for the template: one of each freight type, valid from `today` for 90 days. */
export function exampleRates(today: string): PartnerRateInput[] {
  const validTo = addDays(today, 90);
  const common = { transitDays: 2, validFrom: today, validTo, currency: 'USD' as const };
  return [
    {
      ...common,
      freightType: 'FCL',
      pol: 'CNSHA',
      pod: 'KRPUS',
      containerType: '20DRY',
      price: 400,
      carrier: 'HMM',
      localCharges: [
        { code: 'THC', side: 'origin', unit: 'CNTR', price: 850, currency: 'CNY' },
        { code: 'DOC', name: 'BL fee', side: 'origin', unit: 'BL', price: 50, currency: 'USD' },
        { code: 'THC', side: 'destination', unit: 'CNTR', price: 150000, currency: 'KRW' },
        { code: 'DOC', side: 'destination', unit: 'BL', price: 50000, currency: 'KRW' },
      ],
    },
    {
      ...common,
      freightType: 'LCL',
      pol: 'CNSHA',
      pod: 'KRPUS',
      price: 45,
      minCharge: 45,
      carrier: 'Co-loader',
      transitDays: 4,
      localCharges: [{ code: 'CFS', side: 'destination', unit: 'RT', price: 18000, currency: 'KRW' }],
    },
    {
      ...common,
      freightType: 'AIR',
      pol: 'PVG',
      pod: 'ICN',
      weightBreaks: [
        { minKg: 0, price: 5.2 },
        { minKg: 45, price: 4.8 },
        { minKg: 100, price: 4.1 },
      ],
      minCharge: 60,
      carrier: 'Korean Air',
      transitDays: 1,
      localCharges: [{ code: 'HANDLING', side: 'destination', unit: 'KG', price: 200, currency: 'KRW' }],
    },
  ];
}

// ── reading ──────────────────────────────────────────────────────────────────────────────────

/** A sheet as read from a workbook: `rows[i]` is Excel row i + 1, `row[j]` column j + 1. */
export interface RateSheetInput {
  sheetName: string;
  rows: readonly (readonly unknown[] | undefined)[];
}

/** One good row: its Excel row number and the rate it holds. */
export interface ParsedRateRow {
  row: number;
  rate: PartnerRateInput;
}

/** The good rows, and every problem found (none: the sheet may be imported). */
export interface RateSheetResult {
  rows: ParsedRateRow[];
  fields: Record<string, string>;
}

/** The key of an error in a row: `rows.12.pol`, `rows.12.weightBreaks.1.minKg`. */
export const rowFieldKey = (row: number, field: string) => `rows.${row}.${field}`;

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9가-힣]/g, '');

const HEADER_NAMES = new Map<string, RateColumnKey>(
  RATE_COLUMNS.flatMap((column) =>
    [column.key, column.ko, column.en, `${column.ko}${column.en}`].map(
      (name) => [squash(name), column.key] as const,
    ),
  ),
);

/** The column a header cell names, if any: its field name, Korean or English label, or both. */
export function columnOfHeader(cell: unknown): RateColumnKey | undefined {
  const text = cellText(cell);
  if (!text) return undefined;
  const whole = HEADER_NAMES.get(squash(text));
  if (whole) return whole;
  for (const part of text.split(/\n|\/|\(|\)/)) {
    const key = HEADER_NAMES.get(squash(part));
    if (key) return key;
  }
  return undefined;
}

/** Excel's day 0 for serial dates (1900 system, with its leap-year bug folded in). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A cell's value as text: trimmed strings, numbers as written, dates as their calendar day, and
 * the rich-text, hyperlink and formula objects of spreadsheet readers by what they show.
 */
export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : isoDay(cell);
  if (typeof cell === 'object') {
    const value = cell as { richText?: unknown; text?: unknown; result?: unknown };
    if (Array.isArray(value.richText)) {
      return value.richText
        .map((part) => cellText((part as { text?: unknown }).text))
        .join('')
        .trim();
    }
    if ('result' in value) return cellText(value.result);
    if ('text' in value) return cellText(value.text);
  }
  return '';
}

const unwrap = (cell: unknown): unknown => {
  if (cell && typeof cell === 'object' && !(cell instanceof Date)) {
    const value = cell as { result?: unknown };
    if ('result' in value) return unwrap(value.result);
  }
  return cell;
};

const NUMBER_TEXT = /^[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/** A number cell, or the text of one (`1,200.50`); other text stays text so validation names it. */
export function cellNumber(cell: unknown): number | string | undefined {
  const value = unwrap(cell);
  if (typeof value === 'number') return value;
  const text = cellText(value);
  if (text === '') return undefined;
  return NUMBER_TEXT.test(text) ? Number(text.replaceAll(',', '')) : text;
}

/** A date cell (a Date, an Excel serial day or `2026-3-1`, `2026/03/01`, `2026.03.01`) as 'YYYY-MM-DD'. */
export function cellDate(cell: unknown): string | undefined {
  const value = unwrap(cell);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoDay(value);
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 2_958_466) {
    return isoDay(new Date(EXCEL_EPOCH_MS + value * DAY_MS));
  }
  const text = cellText(value);
  if (text === '') return undefined;
  const match = text.match(/^(\d{4})[-./](\d{1,2})[-./](\d{1,2})\.?$/);
  if (!match) return text;
  const [, year, month, day] = match;
  return `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
}

const CONTAINER_ALIASES: Readonly<Record<string, string>> = {
  '20GP': '20DRY',
  '20DV': '20DRY',
  '20DC': '20DRY',
  '20FT': '20DRY',
  '40GP': '40DRY',
  '40DV': '40DRY',
  '40DC': '40DRY',
  '40FT': '40DRY',
  '40HC': '40HQ',
};

const upper = (cell: unknown) => cellText(cell).toUpperCase();

const SIDES: Readonly<Record<string, string>> = {
  origin: 'origin',
  o: 'origin',
  출발: 'origin',
  출발지: 'origin',
  destination: 'destination',
  dest: 'destination',
  d: 'destination',
  도착: 'destination',
  도착지: 'destination',
};

type Parsed<T> = { ok: true; value: T } | { ok: false };

const numberOrText = (text: string): number | string =>
  NUMBER_TEXT.test(text) ? Number(text.replaceAll(',', '')) : text;

/** `0:5.2;45:4.8` → breaks (left for the schema to judge); anything not shaped like that fails. */
export function parseWeightBreaks(
  text: string,
): Parsed<{ minKg: number | string; price: number | string }[]> {
  const parts = text
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const breaks: { minKg: number | string; price: number | string }[] = [];
  for (const part of parts) {
    const match = part.match(/^([^:=]+)[:=]([^:=]+)$/);
    if (!match?.[1] || !match[2]) return { ok: false };
    const minKg = match[1].trim().replace(/\s*kg$/i, '');
    const price = match[2].trim();
    if (!NUMBER_TEXT.test(minKg) || !NUMBER_TEXT.test(price)) return { ok: false };
    breaks.push({ minKg: numberOrText(minKg), price: numberOrText(price) });
  }
  return { ok: true, value: breaks };
}

/**
 * `THC||origin|CNTR|850|CNY; DOC|DOC fee|destination|BL|50000|KRW` → charges (left for the schema
 * to judge). Each charge starts with its charge code (upper-cased; issue 18), then the partner's
 * own name (may be blank). Five parts are read as a code without a name — the older
 * `name|side|unit|price|currency` is read so too, and a name that is no code is refused by the
 * schema under `localCharges.{i}.code`.
 */
export function parseLocalCharges(text: string): Parsed<Record<string, unknown>[]> {
  const items = text
    .split(/[;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
  const charges: Record<string, unknown>[] = [];
  for (const item of items) {
    const parts = item.split('|').map((part) => part.trim());
    if (parts.length !== 5 && parts.length !== 6) return { ok: false };
    const [code, name, side, unit, price, currency] = (
      parts.length === 6 ? parts : [parts[0], '', ...parts.slice(1)]
    ) as [string, string, string, string, string, string];
    charges.push({
      code: code.toUpperCase().replace(/[\s-]+/g, '_'),
      ...(name === '' ? {} : { name }),
      side: SIDES[side.toLowerCase()] ?? side,
      unit: unit.toUpperCase(),
      price: numberOrText(price),
      currency: currency.toUpperCase(),
    });
  }
  return { ok: true, value: charges };
}

const isBlankRow = (row: readonly unknown[] | undefined) =>
  !row || row.every((cell) => cellText(cell) === '');

/** Where each known column is in the first row that names at least three of them. */
function findHeader(
  rows: RateSheetInput['rows'],
): { index: number; columns: Map<RateColumnKey, number> } | undefined {
  for (let index = 0; index < rows.length; index++) {
    const columns = new Map<RateColumnKey, number>();
    (rows[index] ?? []).forEach((cell, position) => {
      const key = columnOfHeader(cell);
      if (key && !columns.has(key)) columns.set(key, position);
    });
    if (columns.size >= 3) return { index, columns };
  }
  return undefined;
}

/** The fields of one data row as the rate contract expects them (blank cells left out). */
export function rowToRateObject(row: readonly unknown[], columns: ReadonlyMap<RateColumnKey, number>) {
  const at = (key: RateColumnKey): unknown => {
    const position = columns.get(key);
    return position === undefined ? undefined : row[position];
  };
  const object: Record<string, unknown> = {};
  const formatErrors: Record<string, 'weightBreaksFormat' | 'localChargesFormat'> = {};
  const put = (key: string, value: unknown) => {
    if (value !== undefined && value !== '') object[key] = value;
  };
  put('freightType', upper(at('freightType')));
  put('pol', cellText(at('pol')));
  put('pod', cellText(at('pod')));
  const container = upper(at('containerType')).replace(/[\s'’-]/g, '');
  put('containerType', CONTAINER_ALIASES[container] ?? container);
  put('price', cellNumber(at('price')));
  put('minCharge', cellNumber(at('minCharge')));
  put('currency', upper(at('currency')));
  put('carrier', cellText(at('carrier')));
  put('transitDays', cellNumber(at('transitDays')));
  put('validFrom', cellDate(at('validFrom')));
  put('validTo', cellDate(at('validTo')));
  const breaks = cellText(at('weightBreaks'));
  if (breaks) {
    const parsed = parseWeightBreaks(breaks);
    if (parsed.ok) object.weightBreaks = parsed.value;
    else formatErrors.weightBreaks = 'weightBreaksFormat';
  }
  const charges = cellText(at('localCharges'));
  if (charges) {
    const parsed = parseLocalCharges(charges);
    if (parsed.ok) object.localCharges = parsed.value;
    else formatErrors.localCharges = 'localChargesFormat';
  }
  return { object, formatErrors };
}

/**
 * Reads the rates of a workbook's first sheet that has a rate header: every non-blank row below
 * the header must be a valid rate. Answers the good rates with their Excel row numbers and every
 * problem found, in the caller's language: file-level ones under `key` (the upload), row ones
 * under `rows.{row}.{field}`. The locations of the good rows are checked separately
 * (checkSheetLocations), as they need the database.
 */
export function parseRateSheets(sheets: readonly RateSheetInput[], lang: Language): RateSheetResult {
  const messages = RATE_FIELD_MESSAGES[lang];
  let found: { sheet: RateSheetInput; header: NonNullable<ReturnType<typeof findHeader>> } | undefined;
  for (const sheet of sheets) {
    const header = findHeader(sheet.rows);
    if (header) {
      found = { sheet, header };
      break;
    }
  }
  if (!found) return { rows: [], fields: { key: messages.sheetNoHeader } };
  const { sheet, header } = found;
  const missing = RATE_COLUMNS.filter((column) => column.required && !header.columns.has(column.key));
  if (missing.length > 0) {
    return {
      rows: [],
      fields: {
        key: `${messages.sheetNoHeader} (${missing.map((column) => column[lang === 'ko' ? 'ko' : 'en']).join(', ')})`,
      },
    };
  }

  const dataRows: { row: number; cells: readonly unknown[] }[] = [];
  for (let index = header.index + 1; index < sheet.rows.length; index++) {
    const cells = sheet.rows[index];
    if (cells && !isBlankRow(cells)) dataRows.push({ row: index + 1, cells });
  }
  if (dataRows.length === 0) return { rows: [], fields: { key: messages.sheetNoRows } };
  if (dataRows.length > MAX_RATE_IMPORT_ROWS) return { rows: [], fields: { key: messages.sheetTooManyRows } };

  const rows: ParsedRateRow[] = [];
  const fields: Record<string, string> = {};
  for (const { row, cells } of dataRows) {
    const { object, formatErrors } = rowToRateObject(cells, header.columns);
    const result = partnerRateInputSchema.safeParse(object);
    for (const [field, id] of Object.entries(formatErrors)) fields[rowFieldKey(row, field)] = messages[id];
    if (result.success && Object.keys(formatErrors).length === 0) {
      rows.push({ row, rate: result.data });
    } else if (!result.success) {
      for (const [field, raw] of Object.entries(toFieldErrors(result.error, lang, object))) {
        const key = rowFieldKey(row, field);
        // The catalogue has too many codes to list in zod's "one of"; say what a code is.
        const message = /^localCharges\.\d+\.code$/.test(field) ? messages.chargeCode : raw;
        if (!Object.hasOwn(fields, key)) fields[key] = message;
      }
    }
  }
  return { rows, fields };
}

/** Every row whose pol or pod is unknown or of the wrong kind, keyed like parseRateSheets' errors. */
export function checkSheetLocations(
  rows: readonly ParsedRateRow[],
  kinds: ReadonlyMap<string, 'sea' | 'air'>,
  lang: Language,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { row, rate } of rows) {
    for (const [field, message] of Object.entries(checkRateLocations(rate, kinds, lang))) {
      fields[rowFieldKey(row, field)] = message;
    }
  }
  return fields;
}
