import { type Return, returnSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/warehouse/returns/{id}`: the return with its items and what each became. */
export function getReturn(id: string, signal?: AbortSignal): Promise<Return> {
  return apiClient.get('shipping', `/warehouse/returns/${encodeURIComponent(id)}`, {
    schema: returnSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useReturn(id: string) {
  return useQuery(
    queryOptions({ queryKey: queryKeys.returns.detail(id), queryFn: ({ signal }) => getReturn(id, signal) }),
  );
}
