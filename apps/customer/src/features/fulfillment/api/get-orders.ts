import type { ApiClient } from '@baro/client';
import { type OrderPage, type OrderStatusValue, orderPageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const ORDER_PAGE_SIZE = 20;

export interface OrderListParams {
  readonly status: OrderStatusValue | null;
  readonly q: string;
  readonly page: number;
}

/** `GET /api/fulfillment/orders?status=&q=&page=&size=`: the team's orders, newest first, and counts per status. */
export function getOrders(
  params: OrderListParams,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<OrderPage> {
  return client.get('fulfillment', '/orders', {
    query: { status: params.status, q: params.q.trim() || null, page: params.page, size: ORDER_PAGE_SIZE },
    schema: orderPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const ordersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: queryKeys.fulfillmentOrders.list(params),
    queryFn: ({ signal }) => getOrders(params, signal),
    // The warehouse moves orders along all day: asked again whenever the list is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useOrders(params: OrderListParams) {
  return useQuery(ordersQueryOptions(params));
}
