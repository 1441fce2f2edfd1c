import {
  currenciesOf,
  type EstimateDraftLine,
  type EstimateSearchResult,
  FIELD_MESSAGES,
  formatDate,
  guessChargeCode,
  isChargeCode,
  type Language,
  MAX_CARGO_READY_DAYS_AHEAD,
  MissingExchangeRateError,
  measureCargo,
  type PartnerRate,
  type QuoteContainer,
  quoteEstimate,
  quoteTotals,
  type SearchEstimateInput,
  toSeoulDateString,
} from '@baro/core';

// The pure part of instant quotes: which rates make an estimate, how estimates are ordered, who
// may read a logged search, and the limits on anonymous searching. Prices come from @baro/core.

// ── what is logged ────────────────────────────────────────────────────────────────────────────

/** A line as logged: its name in both languages, so the log reads in whichever the reader uses. */
export type StoredLine = EstimateDraftLine;

/** One estimate as logged in `estimate_logs.estimates` (what later reads and downloads show). */
export interface StoredEstimate {
  id: string;
  partner: { id: string; name: string };
  carrier: string;
  transitDays: number;
  validUntil: string;
  /** The partner rates it was priced from (FCL: one per container type). */
  rateIds: string[];
  lines: StoredLine[];
  totalKRW: number;
  totalUSD: number;
  exchangeRates: Record<string, string>;
}

// ── which rates make an estimate ──────────────────────────────────────────────────────────────

/** The rates behind one estimate: LCL/AIR one rate; FCL one per requested container type. */
export interface RateGroup {
  partner: { id: string; name: string };
  carrier: string;
  rates: PartnerRate[];
}

/** The freight of one FCL container in KRW, to pick the cheaper of two rates for the same type. */
function containerPriceKRW(rate: PartnerRate, exchangeRates: Record<string, string>): number | null {
  if (rate.freightType !== 'FCL') return null;
  try {
    return quoteTotals([{ amount: rate.price, currency: rate.currency }], exchangeRates).totalKRW;
  } catch (error) {
    if (error instanceof MissingExchangeRateError) return null;
    throw error;
  }
}

/**
 * Groups the applicable rates into estimates. LCL and AIR: one per rate. FCL: one per partner and
 * carrier, offered only when that pair has a rate for every requested container type; among
 * several rates for one type the cheapest freight wins (then the shorter transit, then the id).
 */
export function groupRates(
  freightType: SearchEstimateInput['freightType'],
  containers: readonly QuoteContainer[],
  rates: readonly PartnerRate[],
  exchangeRates: Record<string, string>,
): RateGroup[] {
  if (freightType !== 'FCL') {
    return rates
      .filter((rate) => rate.freightType === freightType)
      .map((rate) => ({ partner: rate.partner, carrier: rate.carrier, rates: [rate] }));
  }
  const byPair = new Map<string, { partner: RateGroup['partner']; carrier: string; rates: PartnerRate[] }>();
  for (const rate of rates) {
    if (rate.freightType !== 'FCL') continue;
    const key = JSON.stringify([rate.partner.id, rate.carrier]);
    const group = byPair.get(key) ?? { partner: rate.partner, carrier: rate.carrier, rates: [] };
    group.rates.push(rate);
    byPair.set(key, group);
  }
  const groups: RateGroup[] = [];
  for (const group of byPair.values()) {
    const chosen: PartnerRate[] = [];
    for (const container of containers) {
      const candidates = group.rates
        .filter((rate) => rate.freightType === 'FCL' && rate.containerType === container.type)
        .map((rate) => ({ rate, krw: containerPriceKRW(rate, exchangeRates) }))
        .filter((candidate): candidate is { rate: PartnerRate; krw: number } => candidate.krw !== null)
        .sort(
          (a, b) =>
            a.krw - b.krw ||
            a.rate.transitDays - b.rate.transitDays ||
            (a.rate.id < b.rate.id ? -1 : a.rate.id > b.rate.id ? 1 : 0),
        );
      const best = candidates[0];
      if (!best) break;
      chosen.push(best.rate);
    }
    if (chosen.length === containers.length && chosen.length > 0) {
      groups.push({ partner: group.partner, carrier: group.carrier, rates: chosen });
    }
  }
  return groups;
}

/**
 * Prices one group of rates for the search; null when it cannot be priced (a currency without a
 * rate that day, a rate that cannot price the cargo) or when the importer has nothing to pay.
 */
export function priceGroup(
  search: SearchEstimateInput,
  group: RateGroup,
  exchangeRates: Record<string, string>,
  id: string,
): StoredEstimate | null {
  let estimate: ReturnType<typeof quoteEstimate>;
  try {
    estimate = quoteEstimate({
      freightType: search.freightType,
      incoterm: search.incoterms,
      containers: search.containers ?? [],
      packages: search.packages ?? [],
      ...(search.services ? { services: search.services } : {}),
      rates: group.rates,
      exchangeRates,
    });
  } catch (error) {
    if (error instanceof MissingExchangeRateError) return null;
    throw error;
  }
  if (!estimate) return null;
  const used = new Set(currenciesOf(estimate.lines));
  const insured = search.services?.insurance ? search.services.cargoValue?.currency : undefined;
  if (insured && insured !== 'KRW') used.add(insured);
  return {
    id,
    partner: group.partner,
    carrier: group.carrier,
    transitDays: Math.max(...group.rates.map((rate) => rate.transitDays)),
    // The earliest last day ('YYYY-MM-DD' text sorts by date).
    validUntil: group.rates.map((rate) => rate.validTo).sort()[0] ?? search.cargoReadyDate,
    rateIds: group.rates.map((rate) => rate.id),
    lines: estimate.lines,
    totalKRW: estimate.totalKRW,
    totalUSD: estimate.totalUSD,
    exchangeRates: Object.fromEntries(
      [...used].sort().map((currency) => [currency, exchangeRates[currency] ?? '']),
    ),
  };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Cheapest first (totalKRW), then the shortest transit, then partner, carrier and validity. */
export function compareEstimates(a: StoredEstimate, b: StoredEstimate): number {
  return (
    a.totalKRW - b.totalKRW ||
    a.transitDays - b.transitDays ||
    byText(a.partner.name, b.partner.name) ||
    byText(a.carrier, b.carrier) ||
    byText(b.validUntil, a.validUntil) ||
    byText(a.rateIds.join(), b.rateIds.join())
  );
}

// ── the cargo-ready date ──────────────────────────────────────────────────────────────────────

const DAY_MS = 86_400_000;

/** The calendar day `days` after `day` ('YYYY-MM-DD'). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first and last cargo-ready day a search may ask for: today (Seoul) to a year ahead. */
export function cargoReadyWindow(now: Date): { from: string; to: string } {
  const today = toSeoulDateString(now);
  return { from: today, to: addDays(today, MAX_CARGO_READY_DAYS_AHEAD) };
}

/** The field message for a cargo-ready date outside the window, or null when it is inside. */
export function cargoReadyDateProblem(date: string, now: Date, lang: Language): string | null {
  const { from, to } = cargoReadyWindow(now);
  const label = (day: string) => formatDate(`${day}T12:00:00+09:00`, lang);
  if (date < from) return FIELD_MESSAGES[lang].dateMin(label(from));
  if (date > to) return FIELD_MESSAGES[lang].dateMax(label(to));
  return null;
}

// ── who may read a logged search ──────────────────────────────────────────────────────────────

export interface LogOwner {
  user_id: string | null;
  team_id: string | null;
}

/**
 * A team's search is its team's; a search by someone without a team (staff, partner) is theirs;
 * an anonymous search belongs to whoever holds its unguessable id. Anyone else is told "not found".
 */
export function canReadEstimateLog(
  log: LogOwner,
  caller: { userId: string; teamId: string | null } | null,
): boolean {
  if (log.team_id) return caller?.teamId === log.team_id;
  if (log.user_id) return caller?.userId === log.user_id;
  return true;
}

// ── anonymous searching ───────────────────────────────────────────────────────────────────────

/** Searches one client address may make without logging in per window. */
export const ANONYMOUS_SEARCH_LIMIT = 60;
export const ANONYMOUS_SEARCH_WINDOW_MS = 10 * 60_000;

/** Seconds until the oldest search in the window leaves it (at least 1). */
export function retryAfterSeconds(oldest: Date, now: Date): number {
  return Math.max(1, Math.ceil((oldest.getTime() + ANONYMOUS_SEARCH_WINDOW_MS - now.getTime()) / 1000));
}

// ── reading a log back ────────────────────────────────────────────────────────────────────────

/**
 * A logged line's charge code: the one it was priced with, or (a search logged before lines carried
 * codes) the code its English name reads as, services by their name too.
 */
export function storedChargeCode(
  line: Omit<StoredLine, 'chargeCode'> & { chargeCode?: unknown },
  freightType: SearchEstimateInput['freightType'],
) {
  if (isChargeCode(line.chargeCode)) return line.chargeCode;
  const containerTypes = [...line.name.en.matchAll(/\b(20DRY|40DRY|40HQ)\b/g)].map((match) => match[1] ?? '');
  return guessChargeCode(`${line.name.en} ${line.name.ko}`, { freightType, containerTypes });
}

/** An estimate as the API answers it: line names in the reader's language. */
export function presentEstimate(
  estimate: StoredEstimate,
  lang: Language,
  freightType: SearchEstimateInput['freightType'],
): EstimateSearchResult['estimates'][number] {
  return {
    id: estimate.id,
    partner: estimate.partner,
    carrier: estimate.carrier,
    transitDays: estimate.transitDays,
    validUntil: estimate.validUntil,
    lines: estimate.lines.map((line) => ({
      chargeCode: storedChargeCode(line, freightType),
      name: line.name[lang],
      group: line.group,
      unit: line.unit,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      currency: line.currency,
      amount: line.amount,
    })),
    totalKRW: estimate.totalKRW,
    totalUSD: estimate.totalUSD,
    exchangeRates: estimate.exchangeRates,
  };
}

/** The cargo's measures as the result shows them. */
export function cargoMeasuresOf(search: Pick<SearchEstimateInput, 'packages' | 'containers'>) {
  const measures = measureCargo(search.packages ?? []);
  return {
    pieces: measures.pieces,
    actualKg: measures.actualKg,
    chargeableKg: measures.chargeableKg,
    cbm: measures.cbm,
    revenueTons: measures.revenueTons,
    containers: (search.containers ?? []).reduce((sum, container) => sum + container.quantity, 0),
  };
}

/** `BQ-20260310-<log id tail>-01`: the quotation number of the n-th estimate (0-based) of a log. */
export function quotationNumber(logId: string, createdAt: Date, index: number): string {
  const day = toSeoulDateString(createdAt).replaceAll('-', '');
  const tail = logId.slice(-6);
  return `BQ-${day}-${tail}-${String(index + 1).padStart(2, '0')}`;
}
