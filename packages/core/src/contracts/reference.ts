import { z } from 'zod';
import { CURRENCY_CODES } from '../currency/currency-codes.ts';
import { instantSchema, textField } from './common.ts';
import { fileKeySchema } from './files.ts';

// Reference data for forwarding (DESIGN §6): locations (UN/LOCODE sea ports, IATA airports),
// exchange rates (KRW per unit of each currency by day) and vessel schedules, read by anyone
// and managed by staff under /api/admin.

// ── locations ────────────────────────────────────────────────────────────────────────────────

export const LOCATION_KINDS = ['sea', 'air'] as const;
export const locationKindSchema = z.enum(LOCATION_KINDS);
export type LocationKind = z.infer<typeof locationKindSchema>;

/** A sea port's UN/LOCODE (country + three letters or digits 2–9, `KRPUS`). */
export const SEA_LOCATION_CODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;
/** An airport's IATA code (`ICN`). */
export const AIR_LOCATION_CODE_PATTERN = /^[A-Z]{3}$/;

/** A location code in a path or query: 3–5 letters or digits, any case (`krpus` finds `KRPUS`). */
export const locationCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{3,5}$/, { message: 'invalid code' })
  .overwrite((code) => code.toUpperCase());

/** True for an IANA zone name the runtime knows (`Asia/Seoul`, `UTC`); offsets and aliases like `KST` are refused. */
export function isIanaTimeZone(value: string): boolean {
  if (value !== 'UTC' && !/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine(isIanaTimeZone, {
    params: {
      ko: 'IANA 시간대 이름(예: Asia/Seoul)을 입력해 주세요',
      en: 'Enter an IANA time zone name (e.g. Asia/Seoul)',
    },
  });

const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { message: 'invalid country' })
  .overwrite((code) => code.toUpperCase());

export const locationSchema = z
  .object({
    code: z.string(),
    kind: locationKindSchema,
    nameKo: z.string(),
    nameEn: z.string(),
    countryCode: z.string(),
    timeZone: z.string(),
  })
  .meta({ id: 'Location' });
export type TradeLocation = z.infer<typeof locationSchema>;

/** A location as other objects (schedules, rates, bids) name it. */
export const locationRefSchema = z
  .object({ code: z.string(), nameKo: z.string(), nameEn: z.string() })
  .meta({ id: 'LocationRef' });
export type LocationRef = z.infer<typeof locationRefSchema>;

export const LOCATION_SEARCH_DEFAULT_LIMIT = 20;
export const LOCATION_SEARCH_MAX_LIMIT = 50;

/**
 * `GET /api/locations?query=&kind=&limit=`: code, Korean or English name containing the query
 * (case-insensitive, spaces and punctuation ignored), Korean locations first, then by name.
 */
export const locationSearchQuerySchema = z.strictObject({
  query: z.string().max(100).optional(),
  kind: locationKindSchema.optional(),
  limit: z.coerce.number().int().min(1).max(LOCATION_SEARCH_MAX_LIMIT).default(LOCATION_SEARCH_DEFAULT_LIMIT),
});
export type LocationSearchQuery = z.input<typeof locationSearchQuerySchema>;

export const locationListSchema = z.object({ items: z.array(locationSchema) });
export type LocationList = z.infer<typeof locationListSchema>;

/** `GET /api/locations/{code}`, `PATCH|DELETE /api/admin/locations/{code}`. */
export const locationParamsSchema = z.strictObject({ code: locationCodeSchema });

const codeMatchesKind = (value: { code: string; kind: LocationKind; countryCode: string }) => {
  if (value.kind === 'air') return AIR_LOCATION_CODE_PATTERN.test(value.code);
  // A malformed country is reported on its own field; the code is judged only against a real one.
  if (!/^[A-Z]{2}$/.test(value.countryCode)) return SEA_LOCATION_CODE_PATTERN.test(value.code);
  return SEA_LOCATION_CODE_PATTERN.test(value.code) && value.code.startsWith(value.countryCode);
};

/** `POST /api/admin/locations`: a sea port's UN/LOCODE starts with its country code. */
export const createLocationRequestSchema = z
  .strictObject({
    code: locationCodeSchema,
    kind: locationKindSchema,
    nameKo: textField(100),
    nameEn: textField(100),
    countryCode: countryCodeSchema,
    timeZone: timeZoneSchema,
  })
  .refine(codeMatchesKind, {
    path: ['code'],
    params: {
      ko: '항구는 국가 코드로 시작하는 UN/LOCODE 5자리(예: KRPUS), 공항은 IATA 3자리(예: ICN)여야 합니다',
      en: 'A sea port needs its 5-character UN/LOCODE starting with the country (KRPUS), an airport its 3-letter IATA code (ICN)',
    },
  });
export type CreateLocationRequest = z.input<typeof createLocationRequestSchema>;

/** `PATCH /api/admin/locations/{code}`: the code and kind never change (other records refer to them). */
export const updateLocationRequestSchema = z
  .strictObject({
    nameKo: textField(100).optional(),
    nameEn: textField(100).optional(),
    countryCode: countryCodeSchema.optional(),
    timeZone: timeZoneSchema.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'empty update' });
export type UpdateLocationRequest = z.input<typeof updateLocationRequestSchema>;

// ── exchange rates ───────────────────────────────────────────────────────────────────────────

/** A calendar day `YYYY-MM-DD` (a Seoul day where it stands for one). */
export const calendarDateSchema = z.iso.date();

/** `GET /api/exchange-rates?date=`: the day defaults to today in Seoul. */
export const exchangeRatesQuerySchema = z.strictObject({ date: calendarDateSchema.optional() });

/**
 * The rates in force on a day: KRW per one unit of each currency (JPY per one yen), `KRW: 1`
 * included. `date` is the latest day on or before the asked one that has rates.
 */
export const exchangeRatesSchema = z
  .object({ date: z.string(), rates: z.record(z.string(), z.number()) })
  .meta({ id: 'ExchangeRates' });
export type ExchangeRatesOnDate = z.infer<typeof exchangeRatesSchema>;

export const exchangeRateDateParamsSchema = z.strictObject({ date: calendarDateSchema });

const RATE_CURRENCIES = CURRENCY_CODES.filter((code) => code !== 'KRW') as [string, ...string[]];

/** KRW per unit: positive, at most six decimals (the column's scale). */
const krwPerUnitSchema = z
  .number()
  .positive()
  .max(1_000_000_000)
  .refine((value) => Number(value.toFixed(6)) === value, {
    params: { ko: '소수점 아래 6자리까지 입력할 수 있습니다', en: 'At most six decimal places' },
  });

/**
 * `PUT /api/admin/exchange-rates/{date}`: the day's rates become exactly these (currencies from
 * CURRENCY_CODES; KRW is always 1 and is not sent).
 */
export const putExchangeRatesRequestSchema = z.strictObject({
  rates: z
    .partialRecord(z.enum(RATE_CURRENCIES), krwPerUnitSchema)
    .refine((rates) => Object.keys(rates).length > 0, {
      params: { ko: '환율을 하나 이상 입력해 주세요', en: 'Enter at least one rate' },
    }),
});
export type PutExchangeRatesRequest = z.input<typeof putExchangeRatesRequestSchema>;

/** The currencies a day's rates may name (every code but KRW, which is always 1). */
export const EXCHANGE_RATE_CURRENCIES: readonly string[] = RATE_CURRENCIES;

/** At most this many days in one exchange-rate sheet (a year and some). */
export const MAX_EXCHANGE_RATE_IMPORT_ROWS = 400;

/**
 * `POST /api/admin/exchange-rates/import {key}`: a sheet staff uploaded (`/api/file/upload`), one
 * row per day (`날짜 / Date`, then a column per currency code, KRW per unit). All or nothing: each
 * day gets exactly its row's rates, or 400 EXCHANGE_RATE_IMPORT_INVALID names every bad cell.
 */
export const exchangeRateImportRequestSchema = z.strictObject({ key: fileKeySchema });
export type ExchangeRateImportRequest = z.infer<typeof exchangeRateImportRequestSchema>;
export const exchangeRateImportResultSchema = z.object({
  /** The days written, in order. */
  dates: z.array(z.string()),
});
export type ExchangeRateImportResult = z.infer<typeof exchangeRateImportResultSchema>;

/** What the exchange-rate sheet's checks say, in each language (file-level and per cell). */
export const EXCHANGE_RATE_SHEET_MESSAGES = {
  ko: {
    sheetUnreadable: '엑셀(xlsx) 파일을 읽을 수 없습니다',
    sheetNoHeader: '날짜와 통화 코드(USD 등) 머리글 행을 찾을 수 없습니다. 양식을 내려받아 사용해 주세요',
    sheetNoRows: '가져올 환율 행이 없습니다',
    sheetTooManyRows: `한 번에 ${MAX_EXCHANGE_RATE_IMPORT_ROWS}일까지 가져올 수 있습니다`,
    badDate: '날짜를 YYYY-MM-DD 형식으로 입력해 주세요',
    duplicateDate: '같은 날짜가 파일에 두 번 있습니다',
    noRates: '이 날짜의 환율이 하나도 없습니다',
    badRate: '0보다 큰 숫자(소수점 아래 6자리까지)를 입력해 주세요',
  },
  en: {
    sheetUnreadable: 'This file cannot be read as an Excel (xlsx) workbook',
    sheetNoHeader:
      'No header row with a date and currency codes (USD, …) was found. Please start from the template',
    sheetNoRows: 'There are no exchange-rate rows to import',
    sheetTooManyRows: `At most ${MAX_EXCHANGE_RATE_IMPORT_ROWS} days can be imported at once`,
    badDate: 'Enter the date as YYYY-MM-DD',
    duplicateDate: 'This date appears twice in the file',
    noRates: 'This day has no rates',
    badRate: 'Enter a number above 0 with at most six decimal places',
  },
} as const;

// ── vessel schedules ─────────────────────────────────────────────────────────────────────────

export const SCHEDULE_PAGE_DEFAULT_SIZE = 20;
export const SCHEDULE_PAGE_MAX_SIZE = 50;

/**
 * `GET /api/forwarding/schedules?pol=&pod=&from=&cursor=&size=`: sailings departing on or after
 * `from` (a Seoul day, default today), by departure then id; `cursor` is the `nextCursor` of the
 * previous page, opaque to clients.
 */
export const scheduleListQuerySchema = z.strictObject({
  pol: locationCodeSchema.optional(),
  pod: locationCodeSchema.optional(),
  from: calendarDateSchema.optional(),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, { message: 'invalid cursor' })
    .optional(),
  size: z.coerce.number().int().min(1).max(SCHEDULE_PAGE_MAX_SIZE).default(SCHEDULE_PAGE_DEFAULT_SIZE),
});
export type ScheduleListQuery = z.input<typeof scheduleListQuerySchema>;

export const vesselScheduleSchema = z
  .object({
    id: z.string(),
    carrier: z.string(),
    vessel: z.string(),
    voyage: z.string(),
    pol: locationRefSchema,
    pod: locationRefSchema,
    cutoffAt: instantSchema.nullable(),
    etd: instantSchema,
    eta: instantSchema,
    transitDays: z.number().int(),
  })
  .meta({ id: 'VesselSchedule' });
export type VesselSchedule = z.infer<typeof vesselScheduleSchema>;

export const vesselSchedulePageSchema = z.object({
  items: z.array(vesselScheduleSchema),
  nextCursor: z.string().nullable(),
});
export type VesselSchedulePage = z.infer<typeof vesselSchedulePageSchema>;

/**
 * `POST /api/admin/schedules`: one sailing between two sea ports. `transitDays` defaults to the
 * whole days from ETD to ETA.
 */
export const createVesselScheduleRequestSchema = z
  .strictObject({
    carrier: textField(60),
    vessel: textField(100),
    voyage: textField(30),
    pol: locationCodeSchema,
    pod: locationCodeSchema,
    cutoffAt: instantSchema.nullable().optional(),
    etd: instantSchema,
    eta: instantSchema,
    transitDays: z.number().int().min(0).max(120).optional(),
  })
  .refine((value) => value.pol !== value.pod, {
    path: ['pod'],
    params: { ko: '출발지와 도착지가 같습니다', en: 'The destination is the same as the origin' },
  })
  .refine((value) => Date.parse(value.eta) >= Date.parse(value.etd), {
    path: ['eta'],
    params: { ko: '도착 예정일은 출발 예정일 이후여야 합니다', en: 'ETA must not be before ETD' },
  })
  .refine((value) => !value.cutoffAt || Date.parse(value.cutoffAt) <= Date.parse(value.etd), {
    path: ['cutoffAt'],
    params: { ko: '마감 시각은 출발 예정일 이전이어야 합니다', en: 'The cut-off must not be after ETD' },
  });
export type CreateVesselScheduleRequest = z.input<typeof createVesselScheduleRequestSchema>;

/** `DELETE /api/admin/schedules/{id}`. */
export const vesselScheduleParamsSchema = z.strictObject({ id: z.string().max(60) });
