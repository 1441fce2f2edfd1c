import { orderSchema, type PackOrderRequest, type ShippingOrder } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `POST /api/warehouse/orders/{id}/pack {parcels, items}` with an `Idempotency-Key`: the station's
 * pack, with what was scanned (the server refuses it unless it equals the order) and the boxes —
 * one parcel each, with what went into it when there are several; the carrier issues a waybill per
 * box. A retry with the same key answers the first answer (nothing packed twice). The answer is the
 * packed order; the order lists and waves refresh.
 */
export function packScannedOrder(
  id: string,
  request: PackOrderRequest,
  idempotencyKey: string,
): Promise<ShippingOrder> {
  return apiClient.post('shipping', `/warehouse/orders/${encodeURIComponent(id)}/pack`, request, {
    schema: orderSchema,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export function usePackScannedOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request, key }: { id: string; request: PackOrderRequest; key: string }) =>
      packScannedOrder(id, request, key),
    onSuccess: async (order) => {
      queryClient.setQueryData(queryKeys.orders.detail(order.id), order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.waves.all }),
      ]);
    },
  });
}
