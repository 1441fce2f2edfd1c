import type { ApiClient } from '@baro/client';
import { type Return, returnSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/fulfillment/returns/{id}`: items with their outcomes, the collection parcel and the history. */
export function getReturn(id: string, signal?: AbortSignal, client: ApiClient = apiClient): Promise<Return> {
  return client.get('fulfillment', `/returns/${encodeURIComponent(id)}`, {
    schema: returnSchema,
    ...(signal ? { signal } : {}),
  });
}

export const returnQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.returns.detail(id),
    queryFn: ({ signal }) => getReturn(id, signal),
    staleTime: 0,
  });

export function useReturn(id: string) {
  return useQuery(returnQueryOptions(id));
}
