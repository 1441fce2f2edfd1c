import { type ApiClient, useLanguage } from '@baro/client';
import {
  type EstimateSearchResult,
  estimateSearchResultSchema,
  type Language,
  type SearchEstimateRequest,
} from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `POST /api/searchEstimate` (visitors and members): every partner rate that applies on the
 * cargo-ready date, priced and logged; cheapest first. 400 VALIDATION_FAILED with `fields`
 * (unknown place, date out of range…), 429 RATE_LIMITED for a visitor searching too often.
 */
export function searchEstimates(
  body: SearchEstimateRequest,
  client: ApiClient = apiClient,
): Promise<EstimateSearchResult> {
  return client.post('shipping', '/searchEstimate', body, { schema: estimateSearchResultSchema });
}

/** The search; its answer is cached as the log's, so showing the log needs no second request. */
export function useSearchEstimates() {
  const queryClient = useQueryClient();
  const language: Language = useLanguage();
  return useMutation({
    mutationFn: (body: SearchEstimateRequest) => searchEstimates(body),
    onSuccess: (result) =>
      queryClient.setQueryData(queryKeys.estimateLog.detail(result.estimateLogId, { language }), result),
  });
}
