import type { ApiClient } from '@baro/client';
import { type FulfillmentApplicationState, fulfillmentApplicationStateSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/fulfillment/application`: the team's application, or `{status: 'none'}` before it applies. */
export function getFulfillmentApplication(
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<FulfillmentApplicationState> {
  return client.get('fulfillment', '/application', {
    schema: fulfillmentApplicationStateSchema,
    ...(signal ? { signal } : {}),
  });
}

export const fulfillmentApplicationQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.fulfillmentApplication.all,
    queryFn: ({ signal }) => getFulfillmentApplication(signal),
    // Staff decide at any time: asked again whenever a screen that shows it opens.
    staleTime: 0,
  });

export function useFulfillmentApplication(options: { enabled?: boolean } = {}) {
  return useQuery({ ...fulfillmentApplicationQueryOptions(), enabled: options.enabled ?? true });
}
