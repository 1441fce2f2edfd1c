import {
  BID_FIELD_MESSAGES,
  type BidCargo,
  type ExchangeRates,
  type FreightType,
  type Language,
  lineAmount,
  MissingExchangeRateError,
  type PartnerOwnQuote,
  parseAmount,
  QUOTE_UNITS,
  type QuoteUnit,
  quoteTotals,
  type SubmitQuoteRequest,
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
  readonly name: string;
  readonly unit: QuoteUnit;
  readonly quantity: string;
  readonly unitPrice: string;
  readonly currency: string;
}

export interface QuoteDraft {
  readonly lines: readonly QuoteLineDraft[];
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

/** An empty line in `currency`, charged per `unit`. */
export function emptyLine(currency = 'USD', unit: QuoteUnit = 'BL'): QuoteLineDraft {
  return { key: newLineKey(), name: '', unit, quantity: '1', unitPrice: '', currency };
}

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
 * The draft the form starts from: the partner's live quote (to revise it), or one freight line sized
 * to the cargo, valid from the earliest allowed date.
 */
export function initialQuoteDraft(
  bid: { freightType: FreightType; cargo: BidCargo; earliestValidUntil: string },
  quote: PartnerOwnQuote | null,
  freightLineName: string,
): QuoteDraft {
  if (quote && quote.status === 'active') {
    return {
      lines: quote.lines.map((line) => ({
        key: newLineKey(),
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
  const basis = freightBasis(bid.freightType, bid.cargo);
  return {
    lines: [
      {
        key: newLineKey(),
        name: freightLineName,
        unit: basis.unit,
        quantity: String(basis.quantity),
        unitPrice: '',
        currency: 'USD',
      },
    ],
    validUntil: bid.earliestValidUntil,
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
  return {
    lines: draft.lines.map((line) => ({
      name: line.name,
      unit: line.unit,
      quantity: parseAmount(line.quantity) as number,
      unitPrice: parseAmount(line.unitPrice) as number,
      currency: line.currency,
    })),
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
 * rule the schema cannot know: the quote must stay valid until the bid's deadline date.
 */
export function checkQuoteDraft(
  draft: QuoteDraft,
  language: Language,
  earliestValidUntil: string,
): QuoteCheck {
  const request = toSubmitRequest(draft);
  const parsed = submitQuoteRequestSchema.safeParse(request);
  const fields = parsed.success ? {} : toFieldErrors(parsed.error, language, request);
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
