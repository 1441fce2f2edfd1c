import { type ApiClient, cacheFor, useLanguage } from '@baro/client';
import { type EstimateSearchResult, estimateSearchResultSchema, type Language } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `GET /api/searchEstimate/{estimateLogId}`: a logged search and its estimates, priced as they
 * were then. The team's logs, the caller's own, or an anonymous one; 404 NOT_FOUND otherwise.
 */
export function getEstimateLog(
  estimateLogId: string,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<EstimateSearchResult> {
  return client.get('shipping', `/searchEstimate/${encodeURIComponent(estimateLogId)}`, {
    schema: estimateSearchResultSchema,
    ...(signal ? { signal } : {}),
  });
}

export const estimateLogQueryOptions = (estimateLogId: string, language: Language) =>
  queryOptions({
    queryKey: queryKeys.estimateLog.detail(estimateLogId, { language }),
    queryFn: ({ signal }) => getEstimateLog(estimateLogId, signal),
    // A log never changes: its prices are those of the search.
    ...cacheFor('oneHour'),
  });

/** The log `estimateLogId`, while there is one. */
export function useEstimateLog(estimateLogId: string | null) {
  const language = useLanguage();
  return useQuery({
    ...estimateLogQueryOptions(estimateLogId ?? '', language),
    enabled: estimateLogId !== null && estimateLogId !== '',
  });
}
