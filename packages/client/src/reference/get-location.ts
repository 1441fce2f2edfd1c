import { locationSchema, type TradeLocation } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/create-api-client.ts';
import { cacheFor } from '../query/create-query-client.ts';
import { kitQueryKeys } from '../query/query-keys.ts';
import { useApiClient } from '../react/api-client-context.tsx';

/** `GET /api/locations/{code}`: one sea port or airport; 404 NOT_FOUND for an unknown code. */
export function getLocation(client: ApiClient, code: string, signal?: AbortSignal): Promise<TradeLocation> {
  return client.get('shipping', `/locations/${encodeURIComponent(code)}`, {
    schema: locationSchema,
    ...(signal ? { signal } : {}),
  });
}

export const locationQueryOptions = (client: ApiClient, code: string) =>
  queryOptions({
    queryKey: kitQueryKeys.locations.detail(code),
    queryFn: ({ signal }) => getLocation(client, code, signal),
    ...cacheFor('oneDay'),
  });

/** The location of a code a form holds (from the address, or chosen earlier), to show its name. */
export function useLocation(code: string) {
  const client = useApiClient();
  return useQuery({ ...locationQueryOptions(client, code), enabled: code !== '' });
}
