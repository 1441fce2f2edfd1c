import type { ApiClient } from '@baro/client';
import {
  type CreateWebhookEndpointRequest,
  type WebhookEndpointWithSecret,
  webhookEndpointWithSecretSchema,
} from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/webhooks/endpoints` → the endpoint with its signing secret (shown this once). */
export function createWebhookEndpoint(
  body: CreateWebhookEndpointRequest,
  client: ApiClient = apiClient,
): Promise<WebhookEndpointWithSecret> {
  return client.post('shipping', '/webhooks/endpoints', body, { schema: webhookEndpointWithSecretSchema });
}

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookEndpointRequest) => createWebhookEndpoint(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.webhookEndpoints.lists() }),
  });
}
