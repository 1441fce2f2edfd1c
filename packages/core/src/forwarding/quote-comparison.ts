import { CHARGE_CODES, type ChargeCode, isChargeCode } from './charge-codes.ts';
import {
  type DeclinedService,
  type QuoteServiceStatus,
  quoteServiceStatuses,
  REQUESTED_SERVICE_CHARGE_CODES,
  type RequestedService,
} from './requested-services.ts';

// Quotes side by side, charge by charge (issue 18, "Comparing quotes like for like"): one row per
// charge code any quote has — ocean freight per container type being separate rows — with each
// quote's lines of that code, or none when the partner did not quote it. Totals are compared only
// between quotes that cover the same charges: a partner that left out the DOC fee is not "the
// cheapest" next to one that priced it. The customer's screen and the bid PDF both use this.
// The services the request asks for (customs clearance, inland trucking) get a row each saying how
// every quote answered them — priced, declined (with the reason) or unanswered — and they are part
// of a quote's scope: one that declined trucking is never "the lowest" next to one that priced it.

/** What a line needs here (the contract's quote lines have more). */
export interface ComparedLine {
  readonly chargeCode: string;
  /** Needed for the service rows' amounts; lines without them count as 0 in no currency. */
  readonly currency?: string;
  readonly amount?: number;
}

/** What a quote needs here. */
export interface ComparedQuote<L extends ComparedLine = ComparedLine> {
  readonly id: string;
  readonly totalKRW: number;
  readonly lines: readonly L[];
  readonly declinedServices?: readonly DeclinedService[];
}

/** One requested service across the quotes. */
export interface ServiceRow {
  readonly service: RequestedService;
  readonly code: ChargeCode;
  /** How each quote answers it, by quote id. */
  readonly statuses: ReadonlyMap<string, QuoteServiceStatus>;
}

/** One charge across the quotes. */
export interface ChargeRow<L extends ComparedLine> {
  readonly code: ChargeCode;
  /** Each quote's lines of this charge, by quote id; an empty list when the quote does not have it. */
  readonly lines: ReadonlyMap<string, readonly L[]>;
  /** The ids of the quotes without this charge (in the quotes' order); empty when every quote has it. */
  readonly missingFrom: readonly string[];
}

/** Quotes that price exactly the same charges (and so the same requested services). */
export interface QuoteScope {
  readonly codes: readonly ChargeCode[];
  /** The requested services the scope's quotes price (the others they declined or left unanswered). */
  readonly services: readonly RequestedService[];
  readonly quoteIds: readonly string[];
}

export interface QuoteComparison<L extends ComparedLine> {
  /** Charges in catalogue order (freight first), only those at least one quote has. */
  readonly rows: readonly ChargeRow<L>[];
  /** One row per requested service, in the request's order (none when nothing was requested). */
  readonly services: readonly ServiceRow[];
  /** The groups of quotes with the same charges, the widest scope first (then most quotes, then order). */
  readonly scopes: readonly QuoteScope[];
  /** True when every quote prices the same charges (then the cheapest is the cheapest of all). */
  readonly sameScope: boolean;
  /**
   * The quotes that may be called the lowest: the cheapest by total in won (ties all) of each scope
   * that has at least two quotes — or, when all quotes share one scope, of all of them (even one).
   * A quote alone in its scope is compared with nothing, so it is never "the lowest".
   */
  readonly cheapestIds: ReadonlySet<string>;
}

const ORDER = new Map<string, number>(CHARGE_CODES.map((code, index) => [code, index]));
/** A line's code as the comparison reads it: an unknown one counts as OTHER. */
const codeOf = (line: ComparedLine): ChargeCode =>
  isChargeCode(line.chargeCode) ? line.chargeCode : 'OTHER';
const byCatalogue = (a: ChargeCode, b: ChargeCode) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0);

/** Lines up quotes by charge code, flags missing charges and says which quotes may be called the lowest. */
export function compareQuotes<L extends ComparedLine>(
  quotes: readonly ComparedQuote<L>[],
  requestedServices: readonly RequestedService[] = [],
): QuoteComparison<L> {
  const codesOf = new Map<string, ChargeCode[]>();
  for (const quote of quotes) {
    codesOf.set(quote.id, [...new Set(quote.lines.map(codeOf))].sort(byCatalogue));
  }
  const allCodes = [...new Set([...codesOf.values()].flat())].sort(byCatalogue);

  const rows = allCodes.map((code): ChargeRow<L> => {
    const lines = new Map<string, L[]>();
    for (const quote of quotes)
      lines.set(
        quote.id,
        quote.lines.filter((line) => codeOf(line) === code),
      );
    return {
      code,
      lines,
      missingFrom: quotes
        .filter((quote) => (lines.get(quote.id) ?? []).length === 0)
        .map((quote) => quote.id),
    };
  });

  const statusesOf = new Map(
    quotes.map((quote) => [
      quote.id,
      quoteServiceStatuses(requestedServices, {
        lines: quote.lines.map((line) => ({
          chargeCode: codeOf(line),
          currency: line.currency ?? '',
          amount: line.amount ?? 0,
        })),
        declinedServices: quote.declinedServices,
      }),
    ]),
  );
  const services = requestedServices.map(
    (service, index): ServiceRow => ({
      service,
      code: REQUESTED_SERVICE_CHARGE_CODES[service],
      statuses: new Map(
        quotes.flatMap((quote) => {
          const status = statusesOf.get(quote.id)?.[index];
          return status ? [[quote.id, status] as const] : [];
        }),
      ),
    }),
  );

  // A quote's scope is the charges it prices; the requested services it prices are among them
  // (their codes), so declining one narrows the scope like leaving out any charge.
  const groups = new Map<
    string,
    { codes: ChargeCode[]; services: RequestedService[]; quoteIds: string[]; first: number }
  >();
  quotes.forEach((quote, index) => {
    const codes = codesOf.get(quote.id) ?? [];
    const key = codes.join(' ');
    const priced = (statusesOf.get(quote.id) ?? [])
      .filter((status) => status.status === 'priced')
      .map((status) => status.service);
    const group = groups.get(key) ?? { codes, services: priced, quoteIds: [], first: index };
    group.quoteIds.push(quote.id);
    groups.set(key, group);
  });
  const scopes = [...groups.values()]
    .sort(
      (a, b) => b.codes.length - a.codes.length || b.quoteIds.length - a.quoteIds.length || a.first - b.first,
    )
    .map(({ codes, services: priced, quoteIds }) => ({ codes, services: priced, quoteIds }));
  const sameScope = scopes.length <= 1;

  const totalOf = new Map(quotes.map((quote) => [quote.id, quote.totalKRW]));
  const cheapestIds = new Set<string>();
  for (const scope of scopes) {
    if (!sameScope && scope.quoteIds.length < 2) continue;
    const lowest = Math.min(...scope.quoteIds.map((id) => totalOf.get(id) ?? Number.POSITIVE_INFINITY));
    for (const id of scope.quoteIds) if (totalOf.get(id) === lowest) cheapestIds.add(id);
  }
  return { rows, services, scopes, sameScope, cheapestIds };
}
