import type { ApiClient } from '@baro/client';
import { type DetectResult, detectResultSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `GET /api/tracking/detect?invoiceNo=`: the carriers a number can belong to, most likely first
 * (by each carrier's length and check-digit rules).
 */
export function detectCarrier(
  invoiceNo: string,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<DetectResult> {
  return client.get('tracking', '/detect', {
    query: { invoiceNo },
    schema: detectResultSchema,
    ...(signal ? { signal } : {}),
  });
}

export const carrierDetectionQueryOptions = (invoiceNo: string, language: string) =>
  queryOptions({
    queryKey: queryKeys.carrierDetection.detail(invoiceNo, { language }),
    queryFn: ({ signal }) => detectCarrier(invoiceNo, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The detection of `invoiceNo`; idle while there is no number or the carrier is chosen. */
export function useCarrierDetection(invoiceNo: string, language: string, enabled: boolean) {
  return useQuery({
    ...carrierDetectionQueryOptions(invoiceNo, language),
    enabled: enabled && invoiceNo !== '',
  });
}
