import { type FloorOrder, floorOrderSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/warehouse/orders/{id}`: the order with its lines, picking list, parcels and history. */
export function getOrder(id: string, signal?: AbortSignal): Promise<FloorOrder> {
  return apiClient.get('shipping', `/warehouse/orders/${encodeURIComponent(id)}`, {
    schema: floorOrderSchema,
    ...(signal ? { signal } : {}),
  });
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
