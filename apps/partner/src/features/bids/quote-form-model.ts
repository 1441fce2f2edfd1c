import {
  addCalendarDays,
  BID_FIELD_MESSAGES,
  type BidCargo,
  CHARGE_CATALOGUE,
  type ChargeCode,
  chargeCodeName,
  chargeCodeUnit,
  type ExchangeRates,
  type FreightType,
  type Language,
  lineAmount,
  MissingExchangeRateError,
  oceanFreightCode,
  type PartnerOwnQuote,
  parseAmount,
  QUOTE_UNITS,
  type QuoteUnit,
  quoteTotals,
  REQUESTED_SERVICE_CHARGE_CODES,
  type RequestedService,
  requestedServiceName,
  requestedServicesOf,
  type SubmitQuoteRequest,
  serviceAnswerProblems,
  serviceField,
  submitQuoteRequestSchema,
  toFieldErrors,
} from '@baro/core';

// The quote form's values as typed (strings, so a half-typed number stays on screen), and the pure
// steps around them: the draft a form starts from, live line amounts and totals with the day's
// exchange rates, and the request with its messages — the contract's own (submitQuoteRequestSchema
// through toFieldErrors), so the form says exactly what the server would.

export interface QuoteLineDraft {
  /** A stable React key; never sent. */
  readonly key: string;
  /** What the line charges for (the catalogue's code); the customer's comparison lines up by it. */
  readonly chargeCode: ChargeCode;
  readonly name: string;
  readonly unit: QuoteUnit;
  readonly quantity: string;
  readonly unitPrice: string;
  readonly currency: string;
}

/**
 * How the partner answers a service the request asks for: `price` — lines of its charge code
 * carry the price — or `decline`, with an optional reason for the customer.
 */
export interface ServiceDraft {
  readonly service: RequestedService;
  readonly answer: 'price' | 'decline';
  readonly reason: string;
}

export interface QuoteDraft {
  readonly lines: readonly QuoteLineDraft[];
  /** One per requested service, in the request's order (empty when none was requested). */
  readonly services: readonly ServiceDraft[];
  readonly validUntil: string;
  readonly transitDays: string;
  readonly carrier: string;
  readonly memo: string;
}

let lineCounter = 0;
/** A unique key for a new line. */
export const newLineKey = (): string => {
  lineCounter += 1;
  return `line-${lineCounter}`;
};

/** An empty line in `currency`, charged per `unit`; "other" until the partner picks a charge. */
export function emptyLine(currency = 'USD', unit: QuoteUnit = 'BL'): QuoteLineDraft {
  return { key: newLineKey(), chargeCode: 'OTHER', name: '', unit, quantity: '1', unitPrice: '', currency };
}

/** Every name a code has in the catalogue (either language): a name still equal to one was not typed. */
const CATALOGUE_NAMES = new Set(CHARGE_CATALOGUE.flatMap((item) => [item.nameKo, item.nameEn]));

/**
 * The line after the partner picks another charge: the unit becomes the code's usual one for the
 * mode, and the name the code's name — unless the partner wrote a name of their own, which stays.
 */
export function withChargeCode(
  line: QuoteLineDraft,
  code: ChargeCode,
  freightType: FreightType,
  language: Language,
): QuoteLineDraft {
  const typed = line.name.trim() !== '' && !CATALOGUE_NAMES.has(line.name);
  return {
    ...line,
    chargeCode: code,
    name: typed ? line.name : chargeCodeName(code, language),
    unit: chargeCodeUnit(code, freightType),
  };
}

/** Days a new quote holds its price after the bid's deadline date, unless the partner says otherwise. */
export const DEFAULT_VALIDITY_DAYS = 14;

/** The validity a new quote starts with: {@link DEFAULT_VALIDITY_DAYS} after the deadline's date. */
export const defaultValidUntil = (earliestValidUntil: string): string =>
  addCalendarDays(earliestValidUntil, DEFAULT_VALIDITY_DAYS);

/**
 * Whether a validity ends before the cargo is even ready (the price would lapse before shipping):
 * the form warns, but a partner may still quote so (the server only needs the deadline's date).
 */
export const validityBeforeCargoReady = (validUntil: string, cargoReadyDate: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(validUntil) && validUntil < cargoReadyDate;

/** What the freight line is charged per, and how many, for a request's cargo. */
export function freightBasis(
  freightType: FreightType,
  cargo: BidCargo,
): { unit: QuoteUnit; quantity: number } {
  if (freightType === 'FCL') {
    const containers = cargo.containers.reduce((sum, container) => sum + container.quantity, 0);
    return { unit: 'CNTR', quantity: Math.max(1, containers) };
  }
  const packages = cargo.packages;
  if (freightType === 'LCL') {
    const cbm = packages.reduce(
      (sum, pkg) => sum + (pkg.length * pkg.width * pkg.height * pkg.quantity) / 1_000_000,
      0,
    );
    const tonnes = packages.reduce((sum, pkg) => sum + (pkg.weight * pkg.quantity) / 1000, 0);
    return { unit: 'RT', quantity: Math.max(1, round3(Math.max(cbm, tonnes))) };
  }
  const chargeable = packages.reduce(
    (sum, pkg) => sum + Math.max(pkg.weight, (pkg.length * pkg.width * pkg.height) / 6000) * pkg.quantity,
    0,
  );
  return { unit: 'KG', quantity: Math.max(1, round3(chargeable)) };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The freight lines a new quote starts with: on FCL one per container type of the request (2×40HQ
 * and 1×20DRY are two lines, each priced per container), on LCL one per revenue ton, on air one per
 * chargeable kg — each with its charge code and the code's name.
 */
export function freightLines(
  freightType: FreightType,
  cargo: BidCargo,
  language: Language,
): QuoteLineDraft[] {
  const line = (chargeCode: ChargeCode, name: string, unit: QuoteUnit, quantity: number): QuoteLineDraft => ({
    key: newLineKey(),
    chargeCode,
    name,
    unit,
    quantity: String(quantity),
    unitPrice: '',
    currency: 'USD',
  });
  if (freightType === 'FCL' && cargo.containers.length > 0) {
    const byType = new Map<string, number>();
    for (const container of cargo.containers) {
      byType.set(container.type, (byType.get(container.type) ?? 0) + container.quantity);
    }
    return [...byType].map(([type, quantity]) => {
      // Requests name only the catalogue's types; an unknown one would still be its own line.
      const code = oceanFreightCode(type);
      return code
        ? line(code, chargeCodeName(code, language), 'CNTR', quantity)
        : line('OTHER', type, 'CNTR', quantity);
    });
  }
  const basis = freightBasis(freightType, cargo);
  const code: ChargeCode = freightType === 'AIR' ? 'AFR' : freightType === 'LCL' ? 'OFR_LCL' : 'OTHER';
  return [line(code, chargeCodeName(code, language), basis.unit, basis.quantity)];
}

/** A line pricing a requested service: its code's name and unit, one of it, in won. */
export function serviceLine(
  service: RequestedService,
  freightType: FreightType,
  language: Language,
): QuoteLineDraft {
  const code = REQUESTED_SERVICE_CHARGE_CODES[service];
  return {
    key: newLineKey(),
    chargeCode: code,
    name: chargeCodeName(code, language),
    unit: chargeCodeUnit(code, freightType),
    quantity: '1',
    unitPrice: '',
    currency: 'KRW',
  };
}

/**
 * The draft after the partner answers a service otherwise: declining drops the lines of its
 * code (a declined service has no price); pricing adds a line of it unless one is there already.
 * The reason is kept while the answer flips, so a mistaken click loses nothing.
 */
export function withServiceAnswer(
  draft: QuoteDraft,
  service: RequestedService,
  answer: ServiceDraft['answer'],
  freightType: FreightType,
  language: Language,
): QuoteDraft {
  const code = REQUESTED_SERVICE_CHARGE_CODES[service];
  const services = draft.services.map((item) => (item.service === service ? { ...item, answer } : item));
  if (answer === 'decline') {
    const kept = draft.lines.filter((line) => line.chargeCode !== code);
    // A quote needs a line: declining the only one leaves an empty line to fill.
    return { ...draft, services, lines: kept.length > 0 ? kept : [emptyLine()] };
  }
  const priced = draft.lines.some((line) => line.chargeCode === code);
  return {
    ...draft,
    services,
    lines: priced ? draft.lines : [...draft.lines, serviceLine(service, freightType, language)],
  };
}

/**
 * The draft the form starts from: the partner's live quote (to revise it), or the freight lines of
 * the cargo ({@link freightLines}) and one line per requested service (customs clearance, inland
 * trucking — priced unless the partner declines), valid {@link DEFAULT_VALIDITY_DAYS} days after
 * the deadline.
 */
export function initialQuoteDraft(
  bid: { freightType: FreightType; cargo: BidCargo; earliestValidUntil: string },
  quote: PartnerOwnQuote | null,
  language: Language,
): QuoteDraft {
  const requested = requestedServicesOf(bid.cargo.services);
  if (quote && quote.status === 'active') {
    return {
      services: requested.map((service) => {
        const declined = quote.declinedServices.find((item) => item.service === service);
        return { service, answer: declined ? 'decline' : 'price', reason: declined?.reason ?? '' };
      }),
      lines: quote.lines.map((line) => ({
        key: newLineKey(),
        chargeCode: line.chargeCode,
        name: line.name,
        unit: line.unit,
        quantity: String(line.quantity),
        unitPrice: String(line.unitPrice),
        currency: line.currency,
      })),
      validUntil: quote.validUntil,
      transitDays: String(quote.transitDays),
      carrier: quote.carrier,
      memo: quote.memo ?? '',
    };
  }
  return {
    lines: [
      ...freightLines(bid.freightType, bid.cargo, language),
      ...requested.map((service) => serviceLine(service, bid.freightType, language)),
    ],
    services: requested.map((service) => ({ service, answer: 'price', reason: '' })),
    validUntil: defaultValidUntil(bid.earliestValidUntil),
    transitDays: '',
    carrier: '',
    memo: '',
  };
}

/** The line's amount (quantity × unit price to the cent), or null until both are numbers. */
export function draftLineAmount(line: Pick<QuoteLineDraft, 'quantity' | 'unitPrice'>): number | null {
  const quantity = parseAmount(line.quantity);
  const unitPrice = parseAmount(line.unitPrice);
  if (quantity === undefined || unitPrice === undefined || quantity < 0 || unitPrice < 0) return null;
  try {
    return lineAmount(quantity, unitPrice);
  } catch {
    return null;
  }
}

export type DraftTotals =
  | { readonly state: 'ok'; readonly totalKRW: number; readonly totalUSD: number }
  /** A line's currency (or USD) has no rate today. */
  | { readonly state: 'missingRate'; readonly currency: string }
  /** Nothing priced yet. */
  | { readonly state: 'empty' };

/** The totals of the lines priced so far, with @baro/core's quote arithmetic (the server's). */
export function draftTotals(lines: readonly QuoteLineDraft[], rates: ExchangeRates): DraftTotals {
  const priced = lines.flatMap((line) => {
    const amount = draftLineAmount(line);
    return amount === null ? [] : [{ amount, currency: line.currency }];
  });
  if (priced.length === 0) return { state: 'empty' };
  try {
    return { state: 'ok', ...quoteTotals(priced, rates) };
  } catch (error) {
    if (error instanceof MissingExchangeRateError) return { state: 'missingRate', currency: error.currency };
    throw error;
  }
}

/** The request body of a draft (numbers read, blank memo left out). */
export function toSubmitRequest(draft: QuoteDraft): SubmitQuoteRequest {
  const memo = draft.memo.trim();
  const declinedServices = draft.services
    .filter((item) => item.answer === 'decline')
    .map((item) =>
      item.reason.trim() === '' ? { service: item.service } : { service: item.service, reason: item.reason },
    );
  return {
    lines: draft.lines.map((line) => ({
      chargeCode: line.chargeCode,
      name: line.name,
      unit: line.unit,
      quantity: parseAmount(line.quantity) as number,
      unitPrice: parseAmount(line.unitPrice) as number,
      currency: line.currency,
    })),
    ...(declinedServices.length === 0 ? {} : { declinedServices }),
    validUntil: draft.validUntil,
    transitDays: parseAmount(draft.transitDays) as number,
    carrier: draft.carrier,
    ...(memo === '' ? {} : { memo: draft.memo }),
  };
}

export type QuoteCheck =
  | { readonly ok: true; readonly request: SubmitQuoteRequest }
  | { readonly ok: false; readonly fields: Record<string, string> };

/**
 * Checks a draft as the server will (`lines.0.unitPrice`, `validUntil`, … in `language`), plus the
 * rules the schema cannot know: the quote must stay valid until the bid's deadline date, and each
 * requested service must be priced (a line of its code) or declined (`services.customsClearance`).
 */
export function checkQuoteDraft(
  draft: QuoteDraft,
  language: Language,
  earliestValidUntil: string,
): QuoteCheck {
  const request = toSubmitRequest(draft);
  const parsed = submitQuoteRequestSchema.safeParse(request);
  const fields = parsed.success ? {} : toFieldErrors(parsed.error, language, request);
  const problems = serviceAnswerProblems(
    draft.services.map((item) => item.service),
    {
      lines: draft.lines.map((line) => ({ chargeCode: line.chargeCode, currency: line.currency, amount: 0 })),
      declinedServices: (request.declinedServices ?? []).map((item) => ({
        service: item.service,
        reason: item.reason ?? null,
      })),
    },
  );
  for (const [service, problem] of Object.entries(problems) as [
    RequestedService,
    (typeof problems)[RequestedService],
  ][]) {
    if (problem)
      fields[serviceField(service)] = BID_FIELD_MESSAGES[language].serviceAnswer(
        problem,
        requestedServiceName(service, language),
      );
  }
  if (
    !fields.validUntil &&
    /^\d{4}-\d{2}-\d{2}$/.test(draft.validUntil) &&
    draft.validUntil < earliestValidUntil
  ) {
    fields.validUntil = BID_FIELD_MESSAGES[language].quoteValidTooShort(earliestValidUntil);
  }
  return Object.keys(fields).length === 0 ? { ok: true, request } : { ok: false, fields };
}

export { QUOTE_UNITS };
