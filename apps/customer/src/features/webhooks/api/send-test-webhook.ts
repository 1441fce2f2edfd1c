import type { ApiClient } from '@baro/client';
import { type WebhookDeliveryDetail, webhookDeliveryDetailSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/webhooks/endpoints/{id}/test`: a signed `webhook.ping` now; answers the delivery. */
export function sendTestWebhook(id: string, client: ApiClient = apiClient): Promise<WebhookDeliveryDetail> {
  return client.post('shipping', `/webhooks/endpoints/${encodeURIComponent(id)}/test`, undefined, {
    schema: webhookDeliveryDetailSchema,
  });
}

export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendTestWebhook(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.webhookDeliveries.all }),
  });
}
