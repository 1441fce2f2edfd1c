import type { ApiClient } from '@baro/client';
import { orderSchema, type ShippingOrder } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/fulfillment/orders/{id}`: items, allocations, status history and parcels. 404 for another team's. */
export function getOrder(
  id: string,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<ShippingOrder> {
  return client.get('fulfillment', `/orders/${encodeURIComponent(id)}`, {
    schema: orderSchema,
    ...(signal ? { signal } : {}),
  });
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.fulfillmentOrders.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
  });

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
