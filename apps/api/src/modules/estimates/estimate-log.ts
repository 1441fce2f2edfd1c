import type { EstimateSearchResult, Language, SearchEstimateInput } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { findLocations, type LocationRow } from '../reference/reference.api.ts';
import { type EstimateLogRow, findEstimateLog } from './estimates.repository.ts';
import {
  canReadEstimateLog,
  cargoMeasuresOf,
  presentEstimate,
  type StoredEstimate,
} from './estimates.rules.ts';

/** A logged search as read back: the row, the search as asked and the estimates as answered. */
export interface EstimateLog {
  /** The log's own columns; what was asked and answered are `search` and `estimates`. */
  row: Omit<EstimateLogRow, 'request' | 'estimates'>;
  search: SearchEstimateInput;
  estimates: StoredEstimate[];
  pol: LocationRow;
  pod: LocationRow;
}

/**
 * The log `id` if the caller may read it (see canReadEstimateLog); NOT_FOUND otherwise, exactly as
 * for a log that does not exist.
 */
export async function loadEstimateLog(
  deps: Pick<AppDeps, 'db'>,
  caller: { userId: string; teamId: string | null } | null,
  id: string,
): Promise<EstimateLog> {
  const row = await findEstimateLog(deps.db, id);
  if (!row || !canReadEstimateLog(row, caller)) throw new AppError('NOT_FOUND');
  const locations = await findLocations(deps.db, [row.pol, row.pod]);
  const pol = locations.get(row.pol);
  const pod = locations.get(row.pod);
  // The foreign keys keep both locations while the log exists.
  if (!pol || !pod) throw new AppError('INTERNAL_ERROR');
  return {
    row,
    search: row.request as unknown as SearchEstimateInput,
    estimates: row.estimates as unknown as StoredEstimate[],
    pol,
    pod,
  };
}

/** The log's estimate `estimateId` with its position (for the quotation number); NOT_FOUND when absent. */
export function estimateOf(
  log: EstimateLog,
  estimateId: string,
): { estimate: StoredEstimate; index: number } {
  const index = log.estimates.findIndex((estimate) => estimate.id === estimateId);
  const estimate = log.estimates[index];
  if (!estimate) throw new AppError('NOT_FOUND');
  return { estimate, index };
}

const locationRef = (row: LocationRow) => ({ code: row.code, nameKo: row.name_ko, nameEn: row.name_en });

/** A log as `POST` and `GET /api/searchEstimate` answer it, in the reader's language. */
export function presentEstimateLog(log: EstimateLog, lang: Language): EstimateSearchResult {
  const { row, search } = log;
  const services = search.services;
  return {
    estimateLogId: row.id,
    createdAt: row.created_at.toISOString(),
    rateDate: row.rate_date,
    freightType: search.freightType,
    incoterms: search.incoterms,
    cargoReadyDate: search.cargoReadyDate,
    pol: locationRef(log.pol),
    pod: locationRef(log.pod),
    containers: search.containers ?? [],
    packages: search.packages ?? [],
    services: {
      customsClearance: services?.customsClearance ?? false,
      insurance: services?.insurance ?? false,
      inlandTransport: services?.inlandTransport ?? false,
      cargoValue: services?.cargoValue ?? null,
    },
    cargoDescription: search.cargoDescription ?? null,
    measures: cargoMeasuresOf(search),
    estimates: log.estimates.map((estimate) => presentEstimate(estimate, lang, search.freightType)),
  };
}
