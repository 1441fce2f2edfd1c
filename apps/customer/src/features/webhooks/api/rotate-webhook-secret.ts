import type { ApiClient } from '@baro/client';
import { type WebhookEndpointWithSecret, webhookEndpointWithSecretSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/webhooks/endpoints/{id}/secret`: a new signing secret, answered this once; the old one stops. */
export function rotateWebhookSecret(
  id: string,
  client: ApiClient = apiClient,
): Promise<WebhookEndpointWithSecret> {
  return client.post('shipping', `/webhooks/endpoints/${encodeURIComponent(id)}/secret`, undefined, {
    schema: webhookEndpointWithSecretSchema,
  });
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => rotateWebhookSecret(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.webhookEndpoints.lists() }),
  });
}
