import { orderSchema, type PackOrderRequest, type ShippingOrder } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `POST /api/warehouse/orders/{id}/pack {parcels, items}`: the station's pack, with what was
 * scanned (the server refuses it unless it equals the order) and the box; the waybill is issued by
 * the carrier. The answer is the packed order; the order lists and waves refresh.
 */
export function packScannedOrder(id: string, request: PackOrderRequest): Promise<ShippingOrder> {
  return apiClient.post('shipping', `/warehouse/orders/${encodeURIComponent(id)}/pack`, request, {
    schema: orderSchema,
  });
}

export function usePackScannedOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: PackOrderRequest }) => packScannedOrder(id, request),
    onSuccess: async (order) => {
      queryClient.setQueryData(queryKeys.orders.detail(order.id), order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.waves.all }),
      ]);
    },
  });
}
