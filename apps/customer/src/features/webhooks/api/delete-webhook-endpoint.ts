import type { ApiClient } from '@baro/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `DELETE /api/webhooks/endpoints/{id}`: the endpoint and its delivery log go. */
export async function deleteWebhookEndpoint(id: string, client: ApiClient = apiClient): Promise<void> {
  await client.delete('shipping', `/webhooks/endpoints/${encodeURIComponent(id)}`);
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteWebhookEndpoint(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.webhookEndpoints.all }),
  });
}
