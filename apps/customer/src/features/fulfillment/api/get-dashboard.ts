import type { ApiClient } from '@baro/client';
import { type FulfillmentDashboard, fulfillmentDashboardSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `GET /api/fulfillment/dashboard` (the fulfillment dashboard API base, DESIGN §2): today against the
 * cut-off, orders per status, shipped on time over 30 days, low stock, pending inbound and returns.
 */
export function getDashboard(
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<FulfillmentDashboard> {
  return client.get('fulfillment', '/dashboard', {
    schema: fulfillmentDashboardSchema,
    ...(signal ? { signal } : {}),
  });
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.fulfillmentDashboard.all,
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 0,
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
