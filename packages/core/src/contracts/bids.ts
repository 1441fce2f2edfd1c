import { z } from 'zod';
import { QUOTE_OUTCOMES } from '../forwarding/bid-lifecycle.ts';
import { BID_STATUSES } from '../forwarding/bid-status.ts';
import { decimalPlaces } from '../forwarding/quote-decimal.ts';
import { QUOTE_UNITS } from '../forwarding/quote-lines.ts';
import {
  MAX_DECLINE_REASON_LENGTH,
  REQUESTED_SERVICES,
  type ServiceAnswerProblem,
} from '../forwarding/requested-services.ts';
import type { Language } from '../i18n/language.ts';
import { deepFreeze } from '../internal/deep-freeze.ts';
import { chargeCodeSchema } from './charge-codes.ts';
import { instantSchema, pageOf, pageQuerySchema, prefixedId, textField } from './common.ts';
import {
  ESTIMATE_FIELD_MESSAGES,
  estimateContainerSchema,
  estimatePackageSchema,
  estimateServicesSchema,
  incotermSchema,
  MAX_CARGO_DESCRIPTION_LENGTH,
  MAX_PACKAGE_LINES,
} from './estimates.ts';
import { boundFileSchema, fileKeySchema } from './files.ts';
import {
  CONTAINER_TYPES,
  containerTypeSchema,
  freightTypeSchema,
  MAX_TRANSIT_DAYS,
  rateCurrencySchema,
  rateLocationCodeSchema,
} from './rates.ts';
import { locationCodeSchema, locationRefSchema } from './reference.ts';

// Bid requests (issue 6, "Bids"): a customer asks every partner for a quote on one shipment;
// partners quote until 18:00 Seoul of the second business day after the request (bidDeadline),
// then the customer accepts one quote, which starts a shipment. Partners never see who asked nor
// each other's prices.

export const bidIdSchema = prefixedId('bid');
export const bidQuoteIdSchema = prefixedId('bq');

export const bidStatusSchema = z.enum(BID_STATUSES);
export const quoteOutcomeSchema = z.enum(QUOTE_OUTCOMES);
export const bidQuoteUnitSchema = z.enum(QUOTE_UNITS);

export const MAX_BID_MEMO_LENGTH = 2000;
export const MAX_BID_FILES = 20;
export const MAX_QUOTE_LINES = 50;
export const MAX_QUOTE_MEMO_LENGTH = 1000;
/** The largest unit price or quantity a quote line may carry. */
export const MAX_QUOTE_LINE_VALUE = 999_999_999;

/** Field messages the generic zod phrases cannot say. */
export interface BidFieldMessages {
  readonly containersForFcl: string;
  readonly packagesForLclAir: string;
  readonly noContainersForLclAir: string;
  readonly sameLocation: string;
  readonly fromEstimateOrRequest: string;
  readonly cargoReadyInPast: string;
  readonly quoteValidTooShort: (day: string) => string;
  readonly unknownEstimate: string;
  readonly noExchangeRate: (currency: string) => string;
  /** A requested service (named) the quote answers wrongly (see serviceAnswerProblems). */
  readonly serviceAnswer: (problem: ServiceAnswerProblem, service: string) => string;
}

export const BID_FIELD_MESSAGES: Readonly<Record<Language, BidFieldMessages>> = deepFreeze({
  ko: {
    containersForFcl: 'FCL 요청에는 컨테이너 종류와 수량을 입력해 주세요',
    packagesForLclAir: 'LCL·항공 요청에는 화물 포장 정보를 입력해 주세요',
    noContainersForLclAir: 'LCL·항공 요청에는 컨테이너를 지정할 수 없습니다',
    sameLocation: '출발지와 도착지는 달라야 합니다',
    fromEstimateOrRequest:
      '견적 조회 기록으로 요청하거나 화물 정보를 직접 입력해 주세요. 둘을 함께 보낼 수는 없습니다',
    cargoReadyInPast: '화물 준비일은 오늘 이후여야 합니다',
    quoteValidTooShort: (day) => `견적 유효기간은 입찰 마감일(${day}) 이후여야 합니다`,
    unknownEstimate: '견적 조회 기록에 없는 견적입니다',
    noExchangeRate: (currency) => `${currency} 환율이 없어 계산할 수 없습니다`,
    serviceAnswer: (problem, service) =>
      ({
        unanswered: `요청된 서비스 '${service}'의 금액을 입력하거나 제공하지 않음을 선택해 주세요`,
        pricedAndDeclined: `'${service}'은(는) 금액을 입력했으므로 미제공으로 선택할 수 없습니다`,
        notRequested: `'${service}'은(는) 요청되지 않은 서비스입니다`,
        declinedTwice: `'${service}' 미제공은 한 번만 선택할 수 있습니다`,
      })[problem],
  },
  en: {
    containersForFcl: 'An FCL request needs container types and quantities',
    packagesForLclAir: 'An LCL or air request needs the packages of the cargo',
    noContainersForLclAir: 'An LCL or air request cannot name containers',
    sameLocation: 'Origin and destination must differ',
    fromEstimateOrRequest:
      'Send either an estimate log to request from or the cargo details of a new request, not both',
    cargoReadyInPast: 'The cargo ready date cannot be in the past',
    quoteValidTooShort: (day) => `A quote must stay valid at least until the bid deadline (${day})`,
    unknownEstimate: 'This estimate is not in the estimate log',
    noExchangeRate: (currency) => `There is no exchange rate for ${currency}`,
    serviceAnswer: (problem, service) =>
      ({
        unanswered: `The customer asked for ${service}: price it or decline it`,
        pricedAndDeclined: `${service} is priced on a line, so it cannot also be declined`,
        notRequested: `${service} was not requested`,
        declinedTwice: `${service} can be declined only once`,
      })[problem],
  },
});

/** `params` for a custom zod issue that toFieldErrors shows in the caller's language. */
const says = (
  id: Exclude<keyof BidFieldMessages, 'quoteValidTooShort' | 'noExchangeRate' | 'serviceAnswer'>,
) => ({
  params: { ko: BID_FIELD_MESSAGES.ko[id], en: BID_FIELD_MESSAGES.en[id] },
});

const hasAtMostDecimals = (places: number) => (value: number) => decimalPlaces(value) <= places;

// ── the cargo of a request (the instant search's shapes: a bid is often made from one) ────────

/** The cargo as a bid keeps and shows it. */
export const bidCargoSchema = z.object({
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
  description: z.string().nullable(),
});
export type BidCargo = z.infer<typeof bidCargoSchema>;

/**
 * The search's cross-field rules (searchEstimateRequestSchema): two different places; FCL needs
 * containers, each type once (packages may be added); LCL and AIR need packages and no containers.
 */
function checkCargo(
  request: {
    freightType?: string | undefined;
    pol?: string | undefined;
    pod?: string | undefined;
    containers?: readonly { type: string }[] | undefined;
    packages?: readonly unknown[] | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (request.pol && request.pol === request.pod) {
    ctx.addIssue({ code: 'custom', path: ['pod'], input: request.pod, ...says('sameLocation') });
  }
  if (request.freightType === 'FCL') {
    if (!request.containers?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['containers'],
        input: request.containers,
        ...says('containersForFcl'),
      });
    }
    const seen = new Set<string>();
    request.containers?.forEach((container, index) => {
      if (seen.has(container.type)) {
        ctx.addIssue({
          code: 'custom',
          path: ['containers', index, 'type'],
          input: container.type,
          params: {
            ko: ESTIMATE_FIELD_MESSAGES.ko.duplicateContainer,
            en: ESTIMATE_FIELD_MESSAGES.en.duplicateContainer,
          },
        });
      }
      seen.add(container.type);
    });
  } else if (request.freightType) {
    if (!request.packages?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['packages'],
        input: request.packages,
        ...says('packagesForLclAir'),
      });
    }
    if (request.containers?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['containers'],
        input: request.containers,
        ...says('noContainersForLclAir'),
      });
    }
  }
}

const REQUEST_FIELDS = ['freightType', 'pol', 'pod', 'incoterms', 'cargoReadyDate'] as const;
const CARGO_FIELDS = ['containers', 'packages', 'services', 'cargoDescription'] as const;

/**
 * `POST /api/bid` (customer), in one of two forms:
 * - from an instant search: `{estimateLogId, estimateId?, memo?, fileKeys?}` — the lane and cargo
 *   are copied from the estimate log (the caller's team's, or an anonymous visitor's search);
 *   `estimateId` names the estimate it started from;
 * - a full request: `{freightType, pol, pod, incoterms, cargoReadyDate, containers?, packages?,
 *   services?, cargoDescription?, memo?, fileKeys?}` — FCL needs `containers`, LCL and AIR
 *   `packages`; pol/pod are known seaports (FCL, LCL) or airports (AIR), checked by the server.
 * `fileKeys` are files the caller uploaded; they are bound to the bid as `etc` documents.
 * An `Idempotency-Key` header makes retries safe: the same key and body answer the same bid.
 */
export const createBidRequestSchema = z
  .strictObject({
    estimateLogId: z.string().trim().min(1).max(64).optional(),
    estimateId: z.string().trim().min(1).max(64).optional(),
    freightType: freightTypeSchema.optional(),
    pol: rateLocationCodeSchema.optional(),
    pod: rateLocationCodeSchema.optional(),
    incoterms: incotermSchema.optional(),
    cargoReadyDate: z.iso.date().optional(),
    containers: z.array(estimateContainerSchema).max(CONTAINER_TYPES.length).optional(),
    packages: z.array(estimatePackageSchema).max(MAX_PACKAGE_LINES).optional(),
    services: estimateServicesSchema.optional(),
    cargoDescription: textField(MAX_CARGO_DESCRIPTION_LENGTH).optional(),
    memo: textField(MAX_BID_MEMO_LENGTH).optional(),
    fileKeys: z.array(fileKeySchema).max(MAX_BID_FILES).optional(),
  })
  .superRefine((request, ctx) => {
    if (request.estimateLogId !== undefined) {
      for (const field of [...REQUEST_FIELDS, ...CARGO_FIELDS]) {
        if (request[field] !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            input: request[field],
            ...says('fromEstimateOrRequest'),
          });
        }
      }
      return;
    }
    if (request.estimateId !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['estimateLogId'],
        input: undefined,
        ...says('fromEstimateOrRequest'),
      });
    }
    for (const field of REQUEST_FIELDS) {
      if (request[field] === undefined) {
        ctx.addIssue({ code: 'invalid_type', expected: 'string', path: [field], input: undefined });
      }
    }
    checkCargo(request, ctx);
  })
  .meta({ id: 'CreateBidRequest' });
export type CreateBidRequest = z.input<typeof createBidRequestSchema>;
export type CreateBidInput = z.output<typeof createBidRequestSchema>;

/** The answer of `POST /api/bid` (201). */
export const createBidResponseSchema = z
  .object({ id: bidIdSchema, number: z.string(), status: bidStatusSchema, deadline: instantSchema })
  .meta({ id: 'CreatedBid' });
export type CreateBidResponse = z.infer<typeof createBidResponseSchema>;

export const bidParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });

const laneFilters = {
  freightType: freightTypeSchema.optional(),
  pol: locationCodeSchema.optional(),
  pod: locationCodeSchema.optional(),
};

/** `GET /api/bid?status=&freightType=&pol=&pod=&page=&size=`: the team's bids, newest first. */
export const bidListQuerySchema = pageQuerySchema.extend({
  status: bidStatusSchema.optional(),
  ...laneFilters,
});
export type BidListQuery = z.input<typeof bidListQuerySchema>;

// ── quotes ─────────────────────────────────────────────────────────────────────────────────

/**
 * One line of a partner's quote as sent: the amount is computed by the server. `chargeCode` says
 * what the line charges for (`GET /api/forwarding/charge-codes`); the partner app always sends it.
 * A client written before codes existed may leave it out: the server then reads the code from the
 * name as the 0043 migration did for stored lines (keywords, else OTHER), so such a quote still
 * posts, but compares only as well as its wording allows. An unknown code is refused (400).
 */
export const bidQuoteLineInputSchema = z.strictObject({
  chargeCode: chargeCodeSchema.optional(),
  name: textField(100),
  unit: bidQuoteUnitSchema,
  quantity: z.number().gt(0).max(MAX_QUOTE_LINE_VALUE).refine(hasAtMostDecimals(3)),
  unitPrice: z.number().min(0).max(MAX_QUOTE_LINE_VALUE).refine(hasAtMostDecimals(4)),
  currency: rateCurrencySchema,
});
export type BidQuoteLineInput = z.infer<typeof bidQuoteLineInputSchema>;

/** A priced line: `amount` = quantity × unitPrice to the cent, in the line's currency. */
export const bidQuoteLineSchema = z.object({
  chargeCode: chargeCodeSchema,
  name: z.string(),
  unit: bidQuoteUnitSchema,
  quantity: z.number(),
  unitPrice: z.number(),
  currency: z.string(),
  amount: z.number(),
});
export type BidQuoteLine = z.infer<typeof bidQuoteLineSchema>;

export const requestedServiceSchema = z.enum(REQUESTED_SERVICES);

/** A requested service the partner will not provide, with an optional reason. */
export const declinedServiceInputSchema = z.strictObject({
  service: requestedServiceSchema,
  reason: textField(MAX_DECLINE_REASON_LENGTH).optional(),
});
export type DeclinedServiceInput = z.infer<typeof declinedServiceInputSchema>;

/**
 * `POST /api/partner/bids/{id}/quotes` (partner): the partner's one live quote on the bid; posting
 * again revises it. `validUntil` (a Seoul date) must be on or after the deadline's date. Totals are
 * converted with the exchange rates of the day (Seoul) the quote is posted.
 *
 * Every service the request asks for (`cargo.services`: customs clearance, inland transport) is
 * either priced — lines with its charge code (CUSTOMS, TRUCKING) — or listed in
 * `declinedServices`; otherwise 400 with `fields["services.customsClearance"]` and the like.
 */
export const submitQuoteRequestSchema = z
  .strictObject({
    lines: z.array(bidQuoteLineInputSchema).min(1).max(MAX_QUOTE_LINES),
    declinedServices: z.array(declinedServiceInputSchema).max(REQUESTED_SERVICES.length).optional(),
    validUntil: z.iso.date(),
    transitDays: z.number().int().min(0).max(MAX_TRANSIT_DAYS),
    carrier: textField(100),
    memo: textField(MAX_QUOTE_MEMO_LENGTH).optional(),
  })
  .meta({ id: 'SubmitQuoteRequest' });
export type SubmitQuoteRequest = z.input<typeof submitQuoteRequestSchema>;

const partnerRefSchema = z.object({ id: z.string(), name: z.string() });

/** A requested service the partner declined on its quote (reason null when none was given). */
export const declinedServiceSchema = z.object({
  service: requestedServiceSchema,
  reason: z.string().nullable(),
});

/** How a quote answers one requested service (@baro/core quoteServiceStatuses). */
export const quoteServiceStatusSchema = z
  .object({
    service: requestedServiceSchema,
    chargeCode: chargeCodeSchema,
    status: z.enum(['priced', 'declined', 'unanswered']),
    amounts: z.array(z.object({ currency: z.string(), amount: z.number() })),
    reason: z.string().nullable(),
  })
  .meta({ id: 'QuoteServiceStatus' });

const quoteBody = {
  id: z.string(),
  lines: z.array(bidQuoteLineSchema),
  /** The requested services the partner will not provide. */
  declinedServices: z.array(declinedServiceSchema),
  totalKRW: z.number(),
  totalUSD: z.number(),
  /** The last Seoul date the partner holds the price. */
  validUntil: z.string(),
  transitDays: z.number().int(),
  carrier: z.string(),
  memo: z.string().nullable(),
  /** When this version was posted (a revision is a new version). */
  submittedAt: instantSchema,
};

/** A live quote as the customer sees it; `acceptable` is false once its validity date passed. */
export const customerBidQuoteSchema = z
  .object({
    ...quoteBody,
    partner: partnerRefSchema,
    accepted: z.boolean(),
    acceptable: z.boolean(),
  })
  .meta({ id: 'CustomerBidQuote' });
export type CustomerBidQuote = z.infer<typeof customerBidQuoteSchema>;

/** The partner's own latest quote on a bid (a withdrawn one too), with how it turned out. */
export const partnerOwnQuoteSchema = z
  .object({ ...quoteBody, status: z.enum(['active', 'withdrawn']), outcome: quoteOutcomeSchema })
  .meta({ id: 'PartnerOwnQuote' });
export type PartnerOwnQuote = z.infer<typeof partnerOwnQuoteSchema>;

// ── bids as the customer sees them ─────────────────────────────────────────────────────────

const requestBody = {
  id: z.string(),
  /** What people read and say (`BID-20261125-0001`); `id` stays the address. */
  number: z.string(),
  status: bidStatusSchema,
  freightType: freightTypeSchema,
  pol: locationRefSchema,
  pod: locationRefSchema,
  incoterms: z.string(),
  cargoReadyDate: z.string(),
  /** Quoting closes then (18:00 Seoul, second business day after the request). */
  deadline: instantSchema,
  createdAt: instantSchema,
};

/** A bid in the team's list: live quotes so far and the lowest total among them. */
export const bidSummarySchema = z
  .object({
    ...requestBody,
    createdBy: z.object({ id: z.string(), name: z.string() }),
    quoteCount: z.number().int(),
    lowestTotalKRW: z.number().nullable(),
    acceptedQuoteId: z.string().nullable(),
  })
  .meta({ id: 'BidSummary' });
export type BidSummary = z.infer<typeof bidSummarySchema>;
export const bidPageSchema = pageOf(bidSummarySchema);
export type BidPage = z.infer<typeof bidPageSchema>;

/**
 * `GET /api/bid/{id}` (and the answer of close and cancel): the request, its live quotes (cheapest
 * first), its files, and the shipment once a quote is accepted.
 */
export const bidDetailSchema = bidSummarySchema
  .extend({
    cargo: bidCargoSchema,
    memo: z.string().nullable(),
    estimateLogId: z.string().nullable(),
    estimateId: z.string().nullable(),
    closedAt: instantSchema.nullable(),
    shipmentId: z.string().nullable(),
    quotes: z.array(customerBidQuoteSchema),
    files: z.array(boundFileSchema),
  })
  .meta({ id: 'BidDetail' });
export type BidDetail = z.infer<typeof bidDetailSchema>;

/** `POST /api/bid/{id}/accept`: one live quote of a waiting bid. */
export const acceptBidRequestSchema = z.strictObject({ quoteId: z.string().trim().min(1).max(64) });
export type AcceptBidRequest = z.infer<typeof acceptBidRequestSchema>;
export const acceptBidResponseSchema = z.object({ shipmentId: z.string() }).meta({ id: 'AcceptedBid' });
export type AcceptBidResponse = z.infer<typeof acceptBidResponseSchema>;

// ── bids as partners see them (never who asked, never other partners' quotes) ──────────────

/**
 * Partner list filters: `open` — estimating and before the deadline, every lane, whether or not
 * the partner quoted; `quoted` — the partner's live quote is pending; `won`/`lost` — decided.
 */
export const PARTNER_BID_FILTERS = ['open', 'quoted', 'won', 'lost'] as const;
export const partnerBidFilterSchema = z.enum(PARTNER_BID_FILTERS);
export type PartnerBidFilter = z.infer<typeof partnerBidFilterSchema>;

/** `GET /api/partner/bids?status=open|quoted|won|lost&freightType=&pol=&pod=&page=&size=`. */
export const partnerBidListQuerySchema = pageQuerySchema.extend({
  status: partnerBidFilterSchema.default('open'),
  ...laneFilters,
});
export type PartnerBidListQuery = z.input<typeof partnerBidListQuerySchema>;

/** The partner's quote in short, on a list row. */
export const partnerQuoteBriefSchema = z.object({
  id: z.string(),
  status: z.enum(['active', 'withdrawn']),
  outcome: quoteOutcomeSchema,
  totalKRW: z.number(),
  totalUSD: z.number(),
  validUntil: z.string(),
  submittedAt: instantSchema,
});

/** A request as a partner sees it: the lane and cargo, no customer identity. */
export const partnerBidSummarySchema = z
  .object({
    ...requestBody,
    /** True while the partner may still quote, revise or withdraw. */
    open: z.boolean(),
    cargo: bidCargoSchema,
    myQuote: partnerQuoteBriefSchema.nullable(),
  })
  .meta({ id: 'PartnerBidSummary' });
export type PartnerBidSummary = z.infer<typeof partnerBidSummarySchema>;
export const partnerBidPageSchema = pageOf(partnerBidSummarySchema);
export type PartnerBidPage = z.infer<typeof partnerBidPageSchema>;

/**
 * `GET /api/partner/bids/{id}` (and the answer of posting or withdrawing a quote): the request, the
 * customer's memo, and only this partner's own latest quote. While the bid is open every partner
 * may read it; afterwards only partners who quoted on it (others get 404).
 */
export const partnerBidDetailSchema = partnerBidSummarySchema
  .omit({ myQuote: true })
  .extend({
    memo: z.string().nullable(),
    /** The earliest `validUntil` a quote may give (the deadline's Seoul date). */
    earliestValidUntil: z.string(),
    myQuote: partnerOwnQuoteSchema.nullable(),
  })
  .meta({ id: 'PartnerBidDetail' });
export type PartnerBidDetail = z.infer<typeof partnerBidDetailSchema>;

/** `GET /api/partner/quotes?outcome=&page=&size=`: the partner's latest quote on each bid, newest first. */
export const partnerQuoteListQuerySchema = pageQuerySchema.extend({ outcome: quoteOutcomeSchema.optional() });
export type PartnerQuoteListQuery = z.input<typeof partnerQuoteListQuerySchema>;

export const partnerQuoteItemSchema = partnerOwnQuoteSchema
  .extend({
    bid: z.object({
      id: z.string(),
      number: z.string(),
      status: bidStatusSchema,
      freightType: freightTypeSchema,
      pol: locationRefSchema,
      pod: locationRefSchema,
      deadline: instantSchema,
    }),
  })
  .meta({ id: 'PartnerQuoteItem' });
export type PartnerQuoteItem = z.infer<typeof partnerQuoteItemSchema>;
export const partnerQuotePageSchema = pageOf(partnerQuoteItemSchema);
export type PartnerQuotePage = z.infer<typeof partnerQuotePageSchema>;
