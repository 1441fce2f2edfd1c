import { ESTIMATE_LINE_GROUPS, type Estimate } from '@baro/core';
import { QUOTE_PARAMS } from './quote-search.ts';

// How the result list is shown: sorted by price or transit time and filtered by partner, carrier
// and longest transit. Kept in the address beside the search (`sort=transit&carrier=HMM`).

export const ESTIMATE_SORTS = ['price', 'transit'] as const;
export type EstimateSort = (typeof ESTIMATE_SORTS)[number];

export interface EstimateFilters {
  /** A partner id, or null for every partner. */
  readonly partner: string | null;
  readonly carrier: string | null;
  readonly maxTransitDays: number | null;
}

export interface EstimateView extends EstimateFilters {
  readonly sort: EstimateSort;
}

export const NO_FILTERS: EstimateFilters = { partner: null, carrier: null, maxTransitDays: null };

/** Compare at least two and at most three estimates side by side. */
export const MIN_COMPARE = 2;
export const MAX_COMPARE = 3;

const byPrice = (a: Estimate, b: Estimate) =>
  a.totalKRW - b.totalKRW || a.transitDays - b.transitDays || a.id.localeCompare(b.id);
const byTransit = (a: Estimate, b: Estimate) =>
  a.transitDays - b.transitDays || a.totalKRW - b.totalKRW || a.id.localeCompare(b.id);

/** The estimates to show: filtered, then cheapest (or fastest) first, ties by the other. */
export function viewEstimates(estimates: readonly Estimate[], view: EstimateView): Estimate[] {
  return estimates
    .filter((estimate) => view.partner === null || estimate.partner.id === view.partner)
    .filter((estimate) => view.carrier === null || estimate.carrier === view.carrier)
    .filter((estimate) => view.maxTransitDays === null || estimate.transitDays <= view.maxTransitDays)
    .sort(view.sort === 'transit' ? byTransit : byPrice);
}

export interface FilterOptions {
  readonly partners: readonly { readonly id: string; readonly name: string }[];
  readonly carriers: readonly string[];
}

/** The partners and carriers present in the results, by name. */
export function filterOptions(estimates: readonly Estimate[]): FilterOptions {
  const partners = new Map<string, string>();
  const carriers = new Set<string>();
  for (const estimate of estimates) {
    partners.set(estimate.partner.id, estimate.partner.name);
    carriers.add(estimate.carrier);
  }
  return {
    partners: [...partners].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    carriers: [...carriers].sort((a, b) => a.localeCompare(b)),
  };
}

/** The result view an address asks for; anything unreadable is the default. */
export function readEstimateView(params: URLSearchParams): EstimateView {
  const sort = params.get(QUOTE_PARAMS.sort);
  const maxDays = Number(params.get(QUOTE_PARAMS.maxDays) ?? '');
  return {
    sort: sort === 'transit' ? 'transit' : 'price',
    partner: params.get(QUOTE_PARAMS.partner) || null,
    carrier: params.get(QUOTE_PARAMS.carrier) || null,
    maxTransitDays:
      params.has(QUOTE_PARAMS.maxDays) && Number.isInteger(maxDays) && maxDays >= 0 ? maxDays : null,
  };
}

/** The address with `view` written into it (defaults left out). */
export function writeEstimateView(params: URLSearchParams, view: EstimateView): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null) => {
    if (value === null) next.delete(key);
    else next.set(key, value);
  };
  put(QUOTE_PARAMS.sort, view.sort === 'price' ? null : view.sort);
  put(QUOTE_PARAMS.partner, view.partner);
  put(QUOTE_PARAMS.carrier, view.carrier);
  put(QUOTE_PARAMS.maxDays, view.maxTransitDays === null ? null : String(view.maxTransitDays));
  return next;
}

export const hasFilters = (view: EstimateFilters): boolean =>
  view.partner !== null || view.carrier !== null || view.maxTransitDays !== null;

export type LineGroup = (typeof ESTIMATE_LINE_GROUPS)[number];

/**
 * Each charge group's total in won, converted with the estimate's own exchange rates (the rates
 * its totalKRW was computed with); a group without lines is absent. Rounded to the won, so the
 * groups may differ from totalKRW by a won or two.
 */
export function groupTotalsKRW(estimate: Estimate): Partial<Record<LineGroup, number>> {
  const totals: Partial<Record<LineGroup, number>> = {};
  for (const line of estimate.lines) {
    const rate = line.currency === 'KRW' ? 1 : Number(estimate.exchangeRates[line.currency] ?? Number.NaN);
    totals[line.group] = (totals[line.group] ?? 0) + line.amount * rate;
  }
  for (const group of ESTIMATE_LINE_GROUPS) {
    const total = totals[group];
    if (total !== undefined) totals[group] = Number.isFinite(total) ? Math.round(total) : Number.NaN;
  }
  return totals;
}

/** The ids of the cheapest and of the fastest among `estimates` (ties: every one of them). */
export function bestOf(estimates: readonly Estimate[]): { cheapest: Set<string>; fastest: Set<string> } {
  const lowest = Math.min(...estimates.map((estimate) => estimate.totalKRW));
  const shortest = Math.min(...estimates.map((estimate) => estimate.transitDays));
  return {
    cheapest: new Set(estimates.filter((e) => e.totalKRW === lowest).map((e) => e.id)),
    fastest: new Set(estimates.filter((e) => e.transitDays === shortest).map((e) => e.id)),
  };
}
