import type { ApiClient } from '@baro/client';
import { type Inbound, inboundSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/fulfillment/inbound/{id}/cancel`: withdraw an inbound that has not arrived → the inbound. */
export function cancelInbound(id: string, client: ApiClient = apiClient): Promise<Inbound> {
  return client.post(
    'fulfillment',
    `/inbound/${encodeURIComponent(id)}/cancel`,
    {},
    { schema: inboundSchema },
  );
}

export function useCancelInbound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelInbound(id),
    onSuccess: (inbound) => {
      queryClient.setQueryData(queryKeys.inbound.detail(inbound.id), inbound);
      void queryClient.invalidateQueries({ queryKey: queryKeys.fulfillmentDashboard.all });
      return queryClient.invalidateQueries({ queryKey: queryKeys.inbound.lists() });
    },
  });
}
