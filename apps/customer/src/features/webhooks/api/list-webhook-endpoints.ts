import type { ApiClient } from '@baro/client';
import { type WebhookEndpoint, webhookEndpointListSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/webhooks/endpoints` (master, admin): the team's webhook endpoints. */
export async function listWebhookEndpoints(
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<WebhookEndpoint[]> {
  const answer = await client.get('shipping', '/webhooks/endpoints', {
    schema: webhookEndpointListSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.endpoints;
}

export const webhookEndpointsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.webhookEndpoints.lists(),
    queryFn: ({ signal }) => listWebhookEndpoints(signal),
  });

export function useWebhookEndpoints() {
  return useQuery(webhookEndpointsQueryOptions());
}
