import { z } from 'zod';
import { isCurrencyCode } from '../currency/currency-codes.ts';
import { CHARGE_CODES } from '../forwarding/charge-codes.ts';
import type { Language } from '../i18n/language.ts';
import { deepFreeze } from '../internal/deep-freeze.ts';
import { instantSchema, pageOf, pageQuerySchema, prefixedId, textField } from './common.ts';
import { fileKeySchema } from './files.ts';

// Partner rate tables (issue 6, DESIGN §6): a partner's price for a lane (pol → pod) and freight
// type, valid between two Seoul dates. FCL is priced per container of one type, LCL per revenue
// ton, AIR per chargeable kg by weight breaks. Money travels as JSON numbers with at most two
// decimals (the database keeps numeric(14, 2)).

export const FREIGHT_TYPES = ['FCL', 'LCL', 'AIR'] as const;
export const freightTypeSchema = z.enum(FREIGHT_TYPES);
export type FreightType = z.infer<typeof freightTypeSchema>;

export const CONTAINER_TYPES = ['20DRY', '40DRY', '40HQ'] as const;
export const containerTypeSchema = z.enum(CONTAINER_TYPES);
export type ContainerType = z.infer<typeof containerTypeSchema>;

/** Who pays a local charge by Incoterm: the origin or the destination side of the move. */
export const LOCAL_CHARGE_SIDES = ['origin', 'destination'] as const;
export const localChargeSideSchema = z.enum(LOCAL_CHARGE_SIDES);
export type LocalChargeSide = z.infer<typeof localChargeSideSchema>;

/** Per bill of lading, per container, per revenue ton, per chargeable kg. */
export const LOCAL_CHARGE_UNITS = ['BL', 'CNTR', 'RT', 'KG'] as const;
export const localChargeUnitSchema = z.enum(LOCAL_CHARGE_UNITS);
export type LocalChargeUnit = z.infer<typeof localChargeUnitSchema>;

export const MAX_TRANSIT_DAYS = 120;
export const MAX_LOCAL_CHARGES = 30;
export const MAX_WEIGHT_BREAKS = 20;
/** The largest amount numeric(14, 2) holds. */
export const MAX_RATE_AMOUNT = 999_999_999_999.99;
export const MAX_WEIGHT_BREAK_KG = 100_000;
/** Data rows one spreadsheet import may carry. */
export const MAX_RATE_IMPORT_ROWS = 2000;

/** Field messages the generic zod phrases cannot say; used as custom issues' `params` and by the server. */
export interface RateFieldMessages {
  readonly locationCode: string;
  readonly currencyCode: string;
  readonly unknownLocation: string;
  readonly seaLocation: string;
  readonly airLocation: string;
  readonly sameLocation: string;
  readonly validToBeforeFrom: string;
  readonly twoDecimals: string;
  readonly weightBreakOrder: string;
  readonly chargeName: string;
  readonly chargeCode: string;
  readonly weightBreaksFormat: string;
  readonly localChargesFormat: string;
  readonly sheetUnreadable: string;
  readonly sheetNoHeader: string;
  readonly sheetNoRows: string;
  readonly sheetTooManyRows: string;
}

export const RATE_FIELD_MESSAGES: Readonly<Record<Language, RateFieldMessages>> = deepFreeze({
  ko: {
    locationCode: '항구(UN/LOCODE 5자) 또는 공항(IATA 3자) 코드를 입력해 주세요',
    currencyCode: '통화 코드(ISO 4217, 예: USD, CNY, KRW)를 입력해 주세요',
    unknownLocation: '등록되지 않은 항구·공항 코드입니다',
    seaLocation: '해상 운송(FCL, LCL)에는 항구 코드를 입력해 주세요',
    airLocation: '항공 운송(AIR)에는 공항 코드를 입력해 주세요',
    sameLocation: '출발지와 도착지는 달라야 합니다',
    validToBeforeFrom: '유효 종료일은 시작일과 같거나 이후여야 합니다',
    twoDecimals: '소수점 둘째 자리까지 입력해 주세요',
    weightBreakOrder: '중량 구간은 작은 값부터 중복 없이 입력해 주세요',
    chargeName: "비용 이름에는 '|'와 ';'를 쓸 수 없습니다",
    chargeCode: '요금 항목 코드(예: THC, DOC, BAF, CFS, OTHER)를 목록에서 골라 주세요',
    weightBreaksFormat: "중량 구간은 '0:5.2;45:4.8'처럼 '최소kg:단가'를 ';'로 구분해 입력해 주세요",
    localChargesFormat:
      "부대비용은 '코드|이름(선택)|origin 또는 destination|BL·CNTR·RT·KG|금액|통화'를 ';'로 구분해 입력해 주세요 (예: THC||origin|CNTR|850|CNY)",
    sheetUnreadable: '엑셀(xlsx) 파일을 읽을 수 없습니다',
    sheetNoHeader: '운임표 머리글 행을 찾을 수 없습니다. 양식을 내려받아 사용해 주세요',
    sheetNoRows: '가져올 운임 행이 없습니다',
    sheetTooManyRows: `한 번에 ${MAX_RATE_IMPORT_ROWS.toLocaleString('ko-KR')}행까지 가져올 수 있습니다`,
  },
  en: {
    locationCode: 'Enter a port (5-letter UN/LOCODE) or airport (3-letter IATA) code',
    currencyCode: 'Enter an ISO 4217 currency code (e.g. USD, CNY, KRW)',
    unknownLocation: 'Unknown port or airport code',
    seaLocation: 'Sea freight (FCL, LCL) needs a port code',
    airLocation: 'Air freight (AIR) needs an airport code',
    sameLocation: 'Origin and destination must differ',
    validToBeforeFrom: 'Must be on or after the start date',
    twoDecimals: 'Use at most two decimal places',
    weightBreakOrder: 'Weight breaks must be in ascending order without repeats',
    chargeName: "A charge name cannot contain '|' or ';'",
    chargeCode: 'Choose a charge code from the catalogue (e.g. THC, DOC, BAF, CFS, OTHER)',
    weightBreaksFormat: "Write weight breaks as 'minKg:price' separated by ';', e.g. '0:5.2;45:4.8'",
    localChargesFormat:
      "Write local charges as 'code|name (optional)|origin or destination|BL, CNTR, RT or KG|price|currency' separated by ';' (e.g. THC||origin|CNTR|850|CNY)",
    sheetUnreadable: 'This file cannot be read as an Excel (xlsx) workbook',
    sheetNoHeader: 'No rate table header row was found. Please start from the template',
    sheetNoRows: 'There are no rate rows to import',
    sheetTooManyRows: `At most ${MAX_RATE_IMPORT_ROWS.toLocaleString('en-US')} rows can be imported at once`,
  },
});
export type RateFieldMessageId = keyof RateFieldMessages;

/** `params` for a custom zod issue that toFieldErrors shows in the caller's language. */
const says = (id: RateFieldMessageId) => ({
  params: { ko: RATE_FIELD_MESSAGES.ko[id], en: RATE_FIELD_MESSAGES.en[id] },
});

const hasAtMostTwoDecimals = (value: number) => Number.isFinite(value) && Number(value.toFixed(2)) === value;

/** An amount of money: 0 or more, at most two decimals. */
export const rateAmountSchema = z
  .number()
  .min(0)
  .max(MAX_RATE_AMOUNT)
  .refine(hasAtMostTwoDecimals, says('twoDecimals'));

/** An ISO 4217 code Baro quotes in (one of CURRENCY_CODES), upper-cased. */
export const rateCurrencySchema = z
  .string()
  .overwrite((value) => value.trim().toUpperCase())
  .refine(isCurrencyCode, says('currencyCode'))
  .meta({ description: 'ISO 4217 currency code (one of CURRENCY_CODES)' });

const LOCATION_CODE = /^(?:[A-Z]{3}|[A-Z]{2}[A-Z2-9]{3})$/;

/** A seaport (UN/LOCODE, 5 characters) or airport (IATA, 3 letters) code, upper-cased; must exist. */
export const rateLocationCodeSchema = z
  .string()
  .overwrite((value) => value.trim().toUpperCase())
  .refine((value) => LOCATION_CODE.test(value), says('locationCode'));

/** A calendar date (Seoul) as 'YYYY-MM-DD'. */
export const rateDateSchema = z.iso.date();

export const partnerRateIdSchema = prefixedId('rate');

/** AIR: from `minKg` chargeable kg up, `price` per kg. */
export const weightBreakSchema = z.strictObject({
  minKg: z.number().min(0).max(MAX_WEIGHT_BREAK_KG).refine(hasAtMostTwoDecimals, says('twoDecimals')),
  price: rateAmountSchema,
});
export type WeightBreak = z.infer<typeof weightBreakSchema>;

/** 1..20 breaks, `minKg` strictly ascending (the highest break not above the weight applies). */
export const weightBreakListSchema = z
  .array(weightBreakSchema)
  .min(1)
  .max(MAX_WEIGHT_BREAKS)
  .superRefine((breaks, ctx) => {
    for (let i = 1; i < breaks.length; i++) {
      const previous = breaks[i - 1];
      const current = breaks[i];
      if (previous && current && current.minKg <= previous.minKg) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'minKg'],
          input: current.minKg,
          ...says('weightBreakOrder'),
        });
      }
    }
  });

/**
 * A charge on top of the freight, on one side of the move, per `unit`, in its own currency.
 * `code` says what it charges for, from the same catalogue as quote lines
 * (`GET /api/forwarding/charge-codes`, issue 18): the instant quote names the charge by the
 * catalogue's name in the reader's language. `name` is the partner's own wording, optional (an
 * OTHER charge is shown by it).
 */
export const localChargeSchema = z.strictObject({
  code: z.enum(CHARGE_CODES),
  name: textField(60)
    .refine((name) => !/[|;]/.test(name), says('chargeName'))
    .optional(),
  side: localChargeSideSchema,
  unit: localChargeUnitSchema,
  price: rateAmountSchema,
  currency: rateCurrencySchema,
});
export type LocalCharge = z.infer<typeof localChargeSchema>;
export const localChargeListSchema = z.array(localChargeSchema).max(MAX_LOCAL_CHARGES);

const commonInput = {
  pol: rateLocationCodeSchema,
  pod: rateLocationCodeSchema,
  carrier: textField(100),
  transitDays: z.number().int().min(0).max(MAX_TRANSIT_DAYS),
  validFrom: rateDateSchema,
  validTo: rateDateSchema,
  currency: rateCurrencySchema,
  minCharge: rateAmountSchema.nullable().optional(),
  localCharges: localChargeListSchema.default([]),
};

/** The cross-field rules of every rate: a lane of two places, a validity that does not run backwards. */
function checkRate(
  rate: { pol: string; pod: string; validFrom: string; validTo: string },
  ctx: z.RefinementCtx,
) {
  if (rate.pol === rate.pod)
    ctx.addIssue({ code: 'custom', path: ['pod'], input: rate.pod, ...says('sameLocation') });
  if (rate.validTo < rate.validFrom) {
    ctx.addIssue({ code: 'custom', path: ['validTo'], input: rate.validTo, ...says('validToBeforeFrom') });
  }
}

/**
 * `POST /api/partner/rates` and `PUT /api/partner/rates/{id}` (the whole rate): the common fields
 * and, by `freightType`, FCL `containerType` + `price` per container, LCL `price` per revenue ton,
 * AIR `weightBreaks`. `pol`/`pod` must be known locations, seaports for FCL/LCL and airports for
 * AIR (checked by the server, reported under the field like any other error).
 */
export const partnerRateInputSchema = z
  .discriminatedUnion('freightType', [
    z.strictObject({
      freightType: z.literal('FCL'),
      containerType: containerTypeSchema,
      price: rateAmountSchema,
      ...commonInput,
    }),
    z.strictObject({ freightType: z.literal('LCL'), price: rateAmountSchema, ...commonInput }),
    z.strictObject({ freightType: z.literal('AIR'), weightBreaks: weightBreakListSchema, ...commonInput }),
  ])
  .superRefine(checkRate);
/** A rate as sent (localCharges and minCharge may be left out). */
export type PartnerRateRequest = z.input<typeof partnerRateInputSchema>;
/** A rate as validated (defaults filled in). */
export type PartnerRateInput = z.output<typeof partnerRateInputSchema>;

const commonOutput = {
  id: z.string(),
  partner: z.object({ id: z.string(), name: z.string() }),
  pol: z.string(),
  pod: z.string(),
  carrier: z.string(),
  transitDays: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  currency: z.string(),
  minCharge: z.number().nullable(),
  localCharges: z.array(localChargeSchema),
  createdAt: instantSchema,
  updatedAt: instantSchema,
};

/** A stored rate, as the partner (and staff) read it. */
export const partnerRateSchema = z
  .discriminatedUnion('freightType', [
    z.object({
      freightType: z.literal('FCL'),
      containerType: containerTypeSchema,
      price: z.number(),
      ...commonOutput,
    }),
    z.object({ freightType: z.literal('LCL'), price: z.number(), ...commonOutput }),
    z.object({ freightType: z.literal('AIR'), weightBreaks: z.array(weightBreakSchema), ...commonOutput }),
  ])
  .meta({ id: 'PartnerRate' });
export type PartnerRate = z.infer<typeof partnerRateSchema>;

export const partnerRateParamsSchema = z.strictObject({ id: z.string().max(60) });

/** Narrowing filters shared by the lists and the export. */
const rateFilters = {
  freightType: freightTypeSchema.optional(),
  pol: rateLocationCodeSchema.optional(),
  pod: rateLocationCodeSchema.optional(),
  containerType: containerTypeSchema.optional(),
  /** Only rates valid on this date. */
  validOn: rateDateSchema.optional(),
};

/** `GET /api/partner/rates?freightType=&pol=&pod=&containerType=&validOn=&page=&size=`: ordered by lane. */
export const partnerRateListQuerySchema = pageQuerySchema.extend(rateFilters);
export type PartnerRateListQuery = z.infer<typeof partnerRateListQuerySchema>;
export const partnerRatePageSchema = pageOf(partnerRateSchema);

/** `GET /api/admin/rates?partnerId=&…`: staff read every partner's rates. */
export const adminRateListQuerySchema = partnerRateListQuerySchema.extend({
  partnerId: z.string().max(60).optional(),
});
export type AdminRateListQuery = z.infer<typeof adminRateListQuerySchema>;

export const RATE_EXPORT_FORMATS = ['xlsx'] as const;

/** `GET /api/partner/rates/export?format=xlsx&…` → a download link to the partner's rates (filtered). */
export const rateExportQuerySchema = z.strictObject({
  format: z.enum(RATE_EXPORT_FORMATS).default('xlsx'),
  ...rateFilters,
});
export type RateExportQuery = z.infer<typeof rateExportQuerySchema>;

/** `GET /api/partner/rates/template?format=xlsx` → a download link to an empty sheet with example rows. */
export const rateTemplateQuerySchema = z.strictObject({
  format: z.enum(RATE_EXPORT_FORMATS).default('xlsx'),
});

/** append: add the sheet's rates; replace: the sheet becomes the partner's whole rate table. */
export const RATE_IMPORT_MODES = ['append', 'replace'] as const;
export const rateImportModeSchema = z.enum(RATE_IMPORT_MODES);
export type RateImportMode = z.infer<typeof rateImportModeSchema>;

/**
 * `POST /api/partner/rates/import`: `key` of a spreadsheet the caller uploaded through
 * `/api/file/upload`. All or nothing: one bad row and nothing is imported (400
 * RATE_IMPORT_INVALID, `fields` keyed `rows.{Excel row}.{column}`, file-level problems under `key`).
 */
export const rateImportRequestSchema = z.strictObject({
  key: fileKeySchema,
  mode: rateImportModeSchema.default('append'),
});
export type RateImportRequest = z.input<typeof rateImportRequestSchema>;

export const rateImportResultSchema = z
  .object({ mode: rateImportModeSchema, created: z.number().int(), deleted: z.number().int() })
  .meta({ id: 'RateImportResult' });
export type RateImportResult = z.infer<typeof rateImportResultSchema>;
