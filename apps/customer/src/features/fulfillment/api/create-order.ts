import type { ApiClient } from '@baro/client';
import { type CreateOrderRequest, type CreateOrderResponse, createOrderResponseSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `POST /api/fulfillment/orders` with `Idempotency-Key` → 201 `{id, orderNo, status, promisedShipDate}`:
 * stock is reserved at once (`allocated`) or the order waits for it (`waiting`). A retry with the
 * same key answers the first order.
 */
export function createOrder(
  body: CreateOrderRequest,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<CreateOrderResponse> {
  return client.post('fulfillment', '/orders', body, {
    schema: createOrderResponseSchema,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateOrderRequest; idempotencyKey: string }) =>
      createOrder(body, idempotencyKey),
    onSuccess: () => {
      // Stock was reserved: SKU, kit and inventory figures changed too.
      for (const scope of [
        queryKeys.skus,
        queryKeys.kits,
        queryKeys.inventory,
        queryKeys.fulfillmentDashboard,
      ]) {
        void queryClient.invalidateQueries({ queryKey: scope.all });
      }
      return queryClient.invalidateQueries({ queryKey: queryKeys.fulfillmentOrders.all });
    },
  });
}
