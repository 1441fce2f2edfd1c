import type { ApiClient } from '@baro/client';
import { type UpdateWebhookEndpointRequest, type WebhookEndpoint, webhookEndpointSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `PATCH /api/webhooks/endpoints/{id}`: address, description, events or enabled. */
export function updateWebhookEndpoint(
  id: string,
  body: UpdateWebhookEndpointRequest,
  client: ApiClient = apiClient,
): Promise<WebhookEndpoint> {
  return client.patch('shipping', `/webhooks/endpoints/${encodeURIComponent(id)}`, body, {
    schema: webhookEndpointSchema,
  });
}

export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateWebhookEndpointRequest }) =>
      updateWebhookEndpoint(id, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.webhookEndpoints.lists() }),
  });
}
