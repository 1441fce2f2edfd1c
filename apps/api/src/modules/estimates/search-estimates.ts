import type { EstimateSearchResult, Language, SearchEstimateInput } from '@baro/core';
import { toSeoulDateString } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { newId } from '../../db/new-id.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/callers.ts';
import { checkRateLocations, listQuotableRates } from '../rates/rates.api.ts';
import { findLocations, findRatesOn } from '../reference/reference.api.ts';
import { presentEstimateLog } from './estimate-log.ts';
import { countAnonymousSearches, insertEstimateLog } from './estimates.repository.ts';
import {
  ANONYMOUS_SEARCH_LIMIT,
  ANONYMOUS_SEARCH_WINDOW_MS,
  cargoReadyDateProblem,
  compareEstimates,
  groupRates,
  priceGroup,
  retryAfterSeconds,
  type StoredEstimate,
} from './estimates.rules.ts';

export interface SearchClient {
  /** The member asking, or null for a visitor. */
  caller: Caller | null;
  /** The client's address (counts a visitor's searches). */
  address: string;
  lang: Language;
}

/**
 * `POST /api/searchEstimate`: every partner rate on the lane that is valid on the cargo-ready date
 * is priced for the cargo (see @baro/core quoteEstimate) with today's exchange rates (Seoul),
 * cheapest first, and the search is logged with who asked (member and team, or a visitor's
 * address). A visitor may search ANONYMOUS_SEARCH_LIMIT times per ANONYMOUS_SEARCH_WINDOW_MS.
 */
export async function searchEstimates(
  deps: Pick<AppDeps, 'db' | 'now'>,
  client: SearchClient,
  search: SearchEstimateInput,
): Promise<EstimateSearchResult> {
  const now = deps.now();
  const { caller, lang } = client;
  const today = toSeoulDateString(now);
  // The reads depend only on the request, so they go out together (each on its own pooled
  // connection on PostgreSQL) and the search waits for the slowest instead of their sum. Their
  // results are still checked in the order below: a limited visitor, then the locations and date,
  // then the day's rates; the lane's rates are only used once all of those passed.
  const since = new Date(now.getTime() - ANONYMOUS_SEARCH_WINDOW_MS);
  const [recent, locations, day, rates] = await Promise.all([
    caller ? null : countAnonymousSearches(deps.db, client.address, since),
    findLocations(deps.db, [search.pol, search.pod]),
    findRatesOn(deps.db, today),
    listQuotableRates(deps.db, {
      freightType: search.freightType,
      pol: search.pol,
      pod: search.pod,
      validOn: search.cargoReadyDate,
      containerTypes: search.containers?.map((container) => container.type),
    }),
  ]);
  if (recent && recent.count >= ANONYMOUS_SEARCH_LIMIT && recent.oldest) {
    throw new AppError('RATE_LIMITED', {
      headers: { 'retry-after': String(retryAfterSeconds(recent.oldest, now)) },
    });
  }

  const fields = checkRateLocations(
    search,
    new Map([...locations].map(([code, row]) => [code, row.kind])),
    lang,
  );
  const dateProblem = cargoReadyDateProblem(search.cargoReadyDate, now, lang);
  if (dateProblem) fields.cargoReadyDate = dateProblem;
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });

  // Without the day's dollar rate no estimate has a USD total: an operations problem, not the visitor's.
  if (!day?.rates.USD) throw new AppError('SERVICE_UNAVAILABLE');

  const groups = groupRates(search.freightType, search.containers ?? [], rates, day.rates);
  const estimates = groups
    .map((group) => priceGroup(search, group, day.rates, newId('est')))
    .filter((estimate): estimate is StoredEstimate => estimate !== null)
    .sort(compareEstimates);

  const row = {
    id: newId('elog'),
    user_id: caller?.userId ?? null,
    team_id: caller?.kind === 'customer' ? caller.teamId : null,
    freight_type: search.freightType,
    pol: search.pol,
    pod: search.pod,
    rate_date: day.date,
    created_at: now,
  };
  await insertEstimateLog(deps.db, {
    id: row.id,
    userId: row.user_id,
    teamId: row.team_id,
    clientAddress: caller ? null : client.address,
    freightType: row.freight_type,
    pol: row.pol,
    pod: row.pod,
    request: search,
    estimates,
    rateDate: row.rate_date,
    now,
  });
  // Answered from what was written rather than read back: the log holds ~100 estimates (tens of
  // kilobytes of JSON) on a busy lane, and a second round trip would only return them unchanged.
  const pol = locations.get(search.pol);
  const pod = locations.get(search.pod);
  if (!pol || !pod) throw new AppError('INTERNAL_ERROR');
  return presentEstimateLog({ row, search, estimates, pol, pod }, lang);
}
