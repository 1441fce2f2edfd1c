import { type FloorOrder, floorOrderSchema, type PackOrderRequest } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// The floor's three steps of an order, one request each; every answer is the order as it now is.

/** `POST /api/warehouse/orders/{id}/pick`: picking starts; the order's stock moves to the outbound area. */
export function pickOrder(id: string): Promise<FloorOrder> {
  return apiClient.post('shipping', `/warehouse/orders/${encodeURIComponent(id)}/pick`, undefined, {
    schema: floorOrderSchema,
  });
}

/** `POST /api/warehouse/orders/{id}/pack`: the parcels, each with a typed waybill or one the carrier issues. */
export function packOrder(id: string, request: PackOrderRequest): Promise<FloorOrder> {
  return apiClient.post('shipping', `/warehouse/orders/${encodeURIComponent(id)}/pack`, request, {
    schema: floorOrderSchema,
  });
}

/** `POST /api/warehouse/orders/{id}/ship`: handed to the carrier; the stock leaves the warehouse. */
export function shipOrder(id: string): Promise<FloorOrder> {
  return apiClient.post('shipping', `/warehouse/orders/${encodeURIComponent(id)}/ship`, undefined, {
    schema: floorOrderSchema,
  });
}

/** A step's mutation: the answer replaces the cached order, and the lists (and Today's counts) refresh. */
function useOrderStep<Variables>(run: (variables: Variables) => Promise<FloorOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (order) => {
      queryClient.setQueryData(queryKeys.orders.detail(order.id), order);
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() });
    },
  });
}

export const usePickOrder = () => useOrderStep((id: string) => pickOrder(id));
export const usePackOrder = () =>
  useOrderStep(({ id, request }: { id: string; request: PackOrderRequest }) => packOrder(id, request));
export const useShipOrder = () => useOrderStep((id: string) => shipOrder(id));
