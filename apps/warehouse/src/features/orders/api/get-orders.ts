import { type OrderListQuery, type OrderPage, orderPageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type OrderListParams = OrderListQuery & { page: number; size: number };

/**
 * `GET /api/warehouse/orders?status=&q=&promisedShipDate=&page=&size=`: the orders of the worker's
 * warehouse (staff: every warehouse), with counts per status under the same filters.
 */
export function getOrders(params: OrderListParams, signal?: AbortSignal): Promise<OrderPage> {
  return apiClient.get('shipping', '/warehouse/orders', {
    query: { ...params },
    schema: orderPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const ordersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: queryKeys.orders.list(params),
    queryFn: ({ signal }) => getOrders(params, signal),
    placeholderData: keepPreviousData,
  });

export function useOrders(params: OrderListParams) {
  return useQuery(ordersQueryOptions(params));
}
