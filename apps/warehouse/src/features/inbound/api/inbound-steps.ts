import { type Inbound, inboundSchema, type ReceiveInboundRequest } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const path = (id: string, step: string) => `/warehouse/inbound/${encodeURIComponent(id)}/${step}`;

/** `POST /api/warehouse/inbound/{id}/arrive`: the boxes are at the dock. */
export function arriveInbound(id: string): Promise<Inbound> {
  return apiClient.post('shipping', path(id, 'arrive'), {}, { schema: inboundSchema });
}

/** `POST /api/warehouse/inbound/{id}/receive`: counted quantities into a location (or the receiving dock). */
export function receiveInbound(id: string, request: ReceiveInboundRequest): Promise<Inbound> {
  return apiClient.post('shipping', path(id, 'receive'), request, { schema: inboundSchema });
}

/** `POST /api/warehouse/inbound/{id}/complete`: closed with what was counted; the rest is a short discrepancy. */
export function completeInbound(id: string): Promise<Inbound> {
  return apiClient.post('shipping', path(id, 'complete'), {}, { schema: inboundSchema });
}

/** A step's mutation: the answer replaces the cached inbound; the lists, Today and stock refresh. */
function useInboundStep<Variables>(run: (variables: Variables) => Promise<Inbound>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (inbound) => {
      queryClient.setQueryData(queryKeys.inbound.detail(inbound.id), inbound);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.inbound.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stock.all }),
      ]);
    },
  });
}

export const useArriveInbound = () => useInboundStep((id: string) => arriveInbound(id));
export const useReceiveInbound = () =>
  useInboundStep(({ id, request }: { id: string; request: ReceiveInboundRequest }) =>
    receiveInbound(id, request),
  );
export const useCompleteInbound = () => useInboundStep((id: string) => completeInbound(id));
