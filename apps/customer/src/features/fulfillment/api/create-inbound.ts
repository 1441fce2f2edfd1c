import type { ApiClient } from '@baro/client';
import { type CreateInboundRequest, type Inbound, inboundSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/fulfillment/inbound {expectedDate, items, boxes?, memo?}` → 201 the inbound, `requested`. */
export function createInbound(body: CreateInboundRequest, client: ApiClient = apiClient): Promise<Inbound> {
  return client.post('fulfillment', '/inbound', body, { schema: inboundSchema });
}

export function useCreateInbound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInboundRequest) => createInbound(body),
    onSuccess: (inbound) => {
      queryClient.setQueryData(queryKeys.inbound.detail(inbound.id), inbound);
      void queryClient.invalidateQueries({ queryKey: queryKeys.fulfillmentDashboard.all });
      return queryClient.invalidateQueries({ queryKey: queryKeys.inbound.lists() });
    },
  });
}
