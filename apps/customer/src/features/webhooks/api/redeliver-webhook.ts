import type { ApiClient } from '@baro/client';
import { type WebhookDeliveryDetail, webhookDeliveryDetailSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/webhooks/deliveries/{id}/redeliver`: the same event to the endpoint again, now. */
export function redeliverWebhook(id: string, client: ApiClient = apiClient): Promise<WebhookDeliveryDetail> {
  return client.post('shipping', `/webhooks/deliveries/${encodeURIComponent(id)}/redeliver`, undefined, {
    schema: webhookDeliveryDetailSchema,
  });
}

export function useRedeliverWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => redeliverWebhook(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.webhookDeliveries.all }),
  });
}
