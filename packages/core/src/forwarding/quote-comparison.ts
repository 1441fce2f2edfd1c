import { CHARGE_CODES, type ChargeCode, isChargeCode } from './charge-codes.ts';

// Quotes side by side, charge by charge (issue 18, "Comparing quotes like for like"): one row per
// charge code any quote has — ocean freight per container type being separate rows — with each
// quote's lines of that code, or none when the partner did not quote it. Totals are compared only
// between quotes that cover the same charges: a partner that left out the DOC fee is not "the
// cheapest" next to one that priced it. The customer's screen and the bid PDF both use this.

/** What a line needs here (the contract's quote lines have more). */
export interface ComparedLine {
  readonly chargeCode: string;
}

/** What a quote needs here. */
export interface ComparedQuote<L extends ComparedLine = ComparedLine> {
  readonly id: string;
  readonly totalKRW: number;
  readonly lines: readonly L[];
}

/** One charge across the quotes. */
export interface ChargeRow<L extends ComparedLine> {
  readonly code: ChargeCode;
  /** Each quote's lines of this charge, by quote id; an empty list when the quote does not have it. */
  readonly lines: ReadonlyMap<string, readonly L[]>;
  /** The ids of the quotes without this charge (in the quotes' order); empty when every quote has it. */
  readonly missingFrom: readonly string[];
}

/** Quotes that price exactly the same charges. */
export interface QuoteScope {
  readonly codes: readonly ChargeCode[];
  readonly quoteIds: readonly string[];
}

export interface QuoteComparison<L extends ComparedLine> {
  /** Charges in catalogue order (freight first), only those at least one quote has. */
  readonly rows: readonly ChargeRow<L>[];
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

  const groups = new Map<string, { codes: ChargeCode[]; quoteIds: string[]; first: number }>();
  quotes.forEach((quote, index) => {
    const codes = codesOf.get(quote.id) ?? [];
    const key = codes.join(' ');
    const group = groups.get(key) ?? { codes, quoteIds: [], first: index };
    group.quoteIds.push(quote.id);
    groups.set(key, group);
  });
  const scopes = [...groups.values()]
    .sort(
      (a, b) => b.codes.length - a.codes.length || b.quoteIds.length - a.quoteIds.length || a.first - b.first,
    )
    .map(({ codes, quoteIds }) => ({ codes, quoteIds }));
  const sameScope = scopes.length <= 1;

  const totalOf = new Map(quotes.map((quote) => [quote.id, quote.totalKRW]));
  const cheapestIds = new Set<string>();
  for (const scope of scopes) {
    if (!sameScope && scope.quoteIds.length < 2) continue;
    const lowest = Math.min(...scope.quoteIds.map((id) => totalOf.get(id) ?? Number.POSITIVE_INFINITY));
    for (const id of scope.quoteIds) if (totalOf.get(id) === lowest) cheapestIds.add(id);
  }
  return { rows, scopes, sameScope, cheapestIds };
}
