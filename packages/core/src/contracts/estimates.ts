import { z } from 'zod';
import { CHARGE_CODES } from '../forwarding/charge-codes.ts';
import { INCOTERMS } from '../forwarding/incoterms.ts';
import { decimalPlaces } from '../forwarding/quote-decimal.ts';
import { QUOTE_UNITS } from '../forwarding/quote-lines.ts';
import type { Language } from '../i18n/language.ts';
import { deepFreeze } from '../internal/deep-freeze.ts';
import { instantSchema, textField } from './common.ts';
import { downloadLinkSchema } from './files.ts';
import {
  CONTAINER_TYPES,
  containerTypeSchema,
  freightTypeSchema,
  RATE_FIELD_MESSAGES,
  rateCurrencySchema,
  rateLocationCodeSchema,
} from './rates.ts';
import { locationRefSchema } from './reference.ts';

// Instant quotes (issue 6): `POST /api/searchEstimate` prices a cargo with every partner rate that
// applies on its cargo-ready date and logs the search; the log is read back, downloaded as a
// quotation (PDF/XLSX) and e-mailed. Arithmetic: packages/core/src/forwarding/quote-*.ts.

export const incotermSchema = z.enum(INCOTERMS);

/** Longest dimension of one piece, cm (to the millimetre). */
export const MAX_PACKAGE_DIMENSION_CM = 2000;
/** Heaviest piece, kg (to the gram). */
export const MAX_PACKAGE_WEIGHT_KG = 50_000;
export const MAX_PACKAGE_QUANTITY = 9999;
export const MAX_PACKAGE_LINES = 50;
export const MAX_CONTAINER_QUANTITY = 999;
/** How far ahead a cargo-ready date may be, in days from today (Seoul). */
export const MAX_CARGO_READY_DAYS_AHEAD = 365;
/** Largest declared cargo value. */
export const MAX_CARGO_VALUE = 999_999_999_999.99;
/** Longest commodity text (품명) of a quote search or a bid request. */
export const MAX_CARGO_DESCRIPTION_LENGTH = 1000;

/** The range of one number of the cargo: `min` (or above `above`), `max`, decimal places. */
export interface NumberLimit {
  /** Least value allowed (inclusive); absent when only `above` bounds it. */
  readonly min?: number;
  /** The value must be greater than this (exclusive), e.g. a measure above 0. */
  readonly above?: number;
  readonly max: number;
  readonly decimals: number;
}

/**
 * Every limit of the cargo a customer types, once: the contracts below check them (the server
 * answers 400 with `fields`), and the forms show them (min/max hints, counters) and refuse what
 * is outside with the same words — a value is never changed to fit.
 */
export const CARGO_LIMITS = deepFreeze({
  containerQuantity: { min: 1, max: MAX_CONTAINER_QUANTITY, decimals: 0 },
  packageDimensionCm: { above: 0, max: MAX_PACKAGE_DIMENSION_CM, decimals: 1 },
  packageWeightKg: { above: 0, max: MAX_PACKAGE_WEIGHT_KG, decimals: 3 },
  packageQuantity: { min: 1, max: MAX_PACKAGE_QUANTITY, decimals: 0 },
  cargoValue: { above: 0, max: MAX_CARGO_VALUE, decimals: 2 },
  packageLines: MAX_PACKAGE_LINES,
  descriptionLength: MAX_CARGO_DESCRIPTION_LENGTH,
} satisfies Record<string, NumberLimit | number>);

/** Field messages the generic zod phrases cannot say (used as custom issues' `params`). */
export interface EstimateFieldMessages {
  readonly oneDecimal: string;
  readonly threeDecimals: string;
  readonly twoDecimals: string;
  readonly duplicateContainer: string;
  readonly fclOnly: string;
  readonly containersRequired: string;
}

export const ESTIMATE_FIELD_MESSAGES: Readonly<Record<Language, EstimateFieldMessages>> = deepFreeze({
  ko: {
    oneDecimal: '소수점 첫째 자리까지 입력해 주세요',
    threeDecimals: '소수점 셋째 자리까지 입력해 주세요',
    twoDecimals: '소수점 둘째 자리까지 입력해 주세요',
    duplicateContainer: '같은 컨테이너 종류는 한 번만 입력해 주세요',
    fclOnly: '컨테이너는 FCL 운송에만 입력합니다',
    containersRequired: 'FCL 운송에는 컨테이너 종류와 수량을 입력해 주세요',
  },
  en: {
    oneDecimal: 'Use at most one decimal place',
    threeDecimals: 'Use at most three decimal places',
    twoDecimals: 'Use at most two decimal places',
    duplicateContainer: 'List each container type once',
    fclOnly: 'Containers are only for FCL',
    containersRequired: 'FCL needs container types and quantities',
  },
});
export type EstimateFieldMessageId = keyof EstimateFieldMessages;

const says = (id: EstimateFieldMessageId) => ({
  params: { ko: ESTIMATE_FIELD_MESSAGES.ko[id], en: ESTIMATE_FIELD_MESSAGES.en[id] },
});

const places = (max: number, id: EstimateFieldMessageId) =>
  [(value: number) => decimalPlaces(value) <= max, says(id)] as const;

const dimensionSchema = z
  .number()
  .positive()
  .max(CARGO_LIMITS.packageDimensionCm.max)
  .refine(...places(CARGO_LIMITS.packageDimensionCm.decimals, 'oneDecimal'));

/** One line of the packing list: one piece's L×W×H in cm and weight in kg, and how many. */
export const estimatePackageSchema = z.strictObject({
  length: dimensionSchema,
  width: dimensionSchema,
  height: dimensionSchema,
  weight: z
    .number()
    .positive()
    .max(CARGO_LIMITS.packageWeightKg.max)
    .refine(...places(CARGO_LIMITS.packageWeightKg.decimals, 'threeDecimals')),
  quantity: z.number().int().min(CARGO_LIMITS.packageQuantity.min).max(CARGO_LIMITS.packageQuantity.max),
});
export type EstimatePackage = z.infer<typeof estimatePackageSchema>;

export const estimateContainerSchema = z.strictObject({
  type: containerTypeSchema,
  quantity: z.number().int().min(CARGO_LIMITS.containerQuantity.min).max(CARGO_LIMITS.containerQuantity.max),
});
export type EstimateContainer = z.infer<typeof estimateContainerSchema>;

/** Baro's services to add (see BARO_SERVICE_FEES); `cargoValue` prices the insurance. */
export const estimateServicesSchema = z.strictObject({
  customsClearance: z.boolean().default(false),
  insurance: z.boolean().default(false),
  inlandTransport: z.boolean().default(false),
  cargoValue: z
    .strictObject({
      amount: z
        .number()
        .positive()
        .max(CARGO_LIMITS.cargoValue.max)
        .refine(...places(CARGO_LIMITS.cargoValue.decimals, 'twoDecimals')),
      currency: rateCurrencySchema,
    })
    .nullable()
    .optional(),
});
export type EstimateServices = z.infer<typeof estimateServicesSchema>;

/**
 * `POST /api/searchEstimate`. FCL needs `containers` (each type once), LCL and AIR `packages`
 * (FCL may add packages too: their weight prices per-kg charges). The server also checks that
 * `pol`/`pod` are known sea ports (FCL, LCL) or airports (AIR), and that `cargoReadyDate` is
 * between today and a year from today (Seoul), reporting under those fields.
 */
export const searchEstimateRequestSchema = z
  .strictObject({
    freightType: freightTypeSchema,
    pol: rateLocationCodeSchema,
    pod: rateLocationCodeSchema,
    incoterms: incotermSchema,
    cargoReadyDate: z.iso.date(),
    containers: z.array(estimateContainerSchema).max(CONTAINER_TYPES.length).optional(),
    packages: z.array(estimatePackageSchema).max(MAX_PACKAGE_LINES).optional(),
    services: estimateServicesSchema.optional(),
    /** What the cargo is (품명): asked in the quote as in the bid, and carried to a bid made from it. */
    cargoDescription: textField(MAX_CARGO_DESCRIPTION_LENGTH).optional(),
  })
  .superRefine((request, ctx) => {
    if (request.pol === request.pod) {
      ctx.addIssue({
        code: 'custom',
        path: ['pod'],
        input: request.pod,
        params: { ko: RATE_FIELD_MESSAGES.ko.sameLocation, en: RATE_FIELD_MESSAGES.en.sameLocation },
      });
    }
    if (request.freightType === 'FCL') {
      if (request.containers === undefined) {
        ctx.addIssue({ code: 'invalid_type', expected: 'array', path: ['containers'], input: undefined });
      } else if (request.containers.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['containers'],
          input: request.containers,
          ...says('containersRequired'),
        });
      }
      const seen = new Set<string>();
      request.containers?.forEach((container, index) => {
        if (seen.has(container.type)) {
          ctx.addIssue({
            code: 'custom',
            path: ['containers', index, 'type'],
            input: container.type,
            ...says('duplicateContainer'),
          });
        }
        seen.add(container.type);
      });
    } else {
      if (request.containers !== undefined && request.containers.length > 0) {
        ctx.addIssue({ code: 'custom', path: ['containers'], input: request.containers, ...says('fclOnly') });
      }
      if (request.packages === undefined) {
        ctx.addIssue({ code: 'invalid_type', expected: 'array', path: ['packages'], input: undefined });
      } else if (request.packages.length === 0) {
        ctx.addIssue({
          code: 'too_small',
          origin: 'array',
          minimum: 1,
          inclusive: true,
          path: ['packages'],
          input: request.packages,
        });
      }
    }
  })
  .meta({ id: 'SearchEstimateRequest' });
/** The search as sent (service flags may be left out). */
export type SearchEstimateRequest = z.input<typeof searchEstimateRequestSchema>;
/** The search as validated. */
export type SearchEstimateInput = z.output<typeof searchEstimateRequestSchema>;

export const ESTIMATE_LINE_GROUPS = ['origin', 'freight', 'destination', 'service'] as const;

/**
 * One priced line: amount = round2(quantity × unitPrice) in `currency`; `chargeCode` from the charge
 * catalogue (`GET /api/forwarding/charge-codes`), `name` its catalogue name in the caller's language
 * (an OTHER charge: the partner's wording).
 */
export const estimateLineSchema = z
  .object({
    chargeCode: z.enum(CHARGE_CODES),
    name: z.string(),
    /**
     * origin/freight/destination: the partner's rate, as the Incoterm leaves it to the importer;
     * service: Baro's own estimate for a requested service (BARO_SERVICE_FEES, ADR 0018), not a
     * partner's price.
     */
    group: z.enum(ESTIMATE_LINE_GROUPS),
    unit: z.enum(QUOTE_UNITS),
    quantity: z.number(),
    unitPrice: z.number(),
    currency: z.string(),
    amount: z.number(),
  })
  .meta({ id: 'EstimateLine' });
export type EstimateLine = z.infer<typeof estimateLineSchema>;

/** One partner's priced answer. */
export const estimateSchema = z
  .object({
    id: z.string(),
    partner: z.object({ id: z.string(), name: z.string() }),
    carrier: z.string(),
    transitDays: z.number().int(),
    /** Last day (Seoul) the underlying rate(s) are valid. */
    validUntil: z.string(),
    lines: z.array(estimateLineSchema),
    /** Σ amount × KRW rate, whole won. */
    totalKRW: z.number().int(),
    /** totalKRW ÷ KRW per USD, to the cent. */
    totalUSD: z.number(),
    /** KRW per unit of each currency the estimate was converted with (USD always). */
    exchangeRates: z.record(z.string(), z.string()),
  })
  .meta({ id: 'Estimate' });
export type Estimate = z.infer<typeof estimateSchema>;

export const cargoMeasuresSchema = z.object({
  pieces: z.number().int(),
  actualKg: z.number(),
  chargeableKg: z.number(),
  cbm: z.number(),
  revenueTons: z.number(),
  containers: z.number().int(),
});
export type EstimateCargoMeasures = z.infer<typeof cargoMeasuresSchema>;

/**
 * The answer of `POST /api/searchEstimate` and `GET /api/searchEstimate/{estimateLogId}`: the
 * search as asked, the cargo's measures and the estimates, cheapest first (by totalKRW, then
 * transit days). No estimate is a valid answer. Prices are those of the search, whenever read.
 */
export const estimateSearchResultSchema = z
  .object({
    estimateLogId: z.string(),
    createdAt: instantSchema,
    /** The day of the exchange rates used ('YYYY-MM-DD'). */
    rateDate: z.string(),
    freightType: freightTypeSchema,
    incoterms: incotermSchema,
    cargoReadyDate: z.string(),
    pol: locationRefSchema,
    pod: locationRefSchema,
    containers: z.array(z.object({ type: containerTypeSchema, quantity: z.number().int() })),
    packages: z.array(
      z.object({
        length: z.number(),
        width: z.number(),
        height: z.number(),
        weight: z.number(),
        quantity: z.number().int(),
      }),
    ),
    services: z.object({
      customsClearance: z.boolean(),
      insurance: z.boolean(),
      inlandTransport: z.boolean(),
      cargoValue: z.object({ amount: z.number(), currency: z.string() }).nullable(),
    }),
    /** The commodity as asked; null when the search did not say. */
    cargoDescription: z.string().nullable(),
    measures: cargoMeasuresSchema,
    estimates: z.array(estimateSchema),
  })
  .meta({ id: 'EstimateSearchResult' });
export type EstimateSearchResult = z.infer<typeof estimateSearchResultSchema>;

const idParam = z.string().min(1).max(60);

export const estimateLogParamsSchema = z.strictObject({ estimateLogId: idParam });

export const ESTIMATE_DOCUMENT_FORMATS = ['pdf', 'xlsx'] as const;
export const estimateDocumentFormatSchema = z.enum(ESTIMATE_DOCUMENT_FORMATS);
export type EstimateDocumentFormat = z.infer<typeof estimateDocumentFormatSchema>;

/** `PUT /api/searchEstimate/download/{id}`: `{id}` is the estimate (from the e-mailed link). */
export const emailedEstimateDownloadParamsSchema = z.strictObject({ id: idParam });
export const emailedEstimateDownloadRequestSchema = z.strictObject({
  estimateLogId: idParam,
  freightType: freightTypeSchema,
  format: estimateDocumentFormatSchema.default('pdf'),
});
export type EmailedEstimateDownloadRequest = z.input<typeof emailedEstimateDownloadRequestSchema>;

/** `PUT /api/searchEstimate/download`: a live result's quotation, PDF unless `xlsx` is asked for. */
export const estimateDownloadRequestSchema = z.strictObject({
  estimateLogId: idParam,
  estimateId: idParam,
  format: estimateDocumentFormatSchema.default('pdf'),
});
export type EstimateDownloadRequest = z.input<typeof estimateDownloadRequestSchema>;

/** Both downloads answer a signed link that expires (SPEC §3 download link entry). */
export const estimateDownloadResponseSchema = downloadLinkSchema;

/** `POST /api/searchEstimate/{estimateLogId}/email` (customer): mails the estimate to the caller. */
export const emailEstimateRequestSchema = z.strictObject({ estimateId: idParam });
export type EmailEstimateRequest = z.infer<typeof emailEstimateRequestSchema>;
export const emailEstimateResponseSchema = z
  .object({ email: z.string() })
  .meta({ id: 'EmailEstimateResult' });
export type EmailEstimateResponse = z.infer<typeof emailEstimateResponseSchema>;
