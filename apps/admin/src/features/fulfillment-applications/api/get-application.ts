import { type FulfillmentApplication, fulfillmentApplicationSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/admin/fulfillment/applications/{id}`. */
export function getApplication(id: string, signal?: AbortSignal): Promise<FulfillmentApplication> {
  return apiClient.get('admin', `/fulfillment/applications/${encodeURIComponent(id)}`, {
    schema: fulfillmentApplicationSchema,
    ...(signal ? { signal } : {}),
  });
}

export const applicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.applications.detail(id),
    queryFn: ({ signal }) => getApplication(id, signal),
  });

export function useApplication(id: string) {
  return useQuery(applicationQueryOptions(id));
}
