import {
  type InboundPage,
  inboundPageSchema,
  type OrderPage,
  orderPageSchema,
  type ReturnPage,
  returnPageSchema,
} from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// The Today page asks each floor list for one row and reads its counts per status (every list of
// the floor answers them beside the page). A minute is fresh enough for a board people glance at.
const FRESH_MS = 60_000;

/** `GET /api/warehouse/orders?size=1[&promisedShipDate=]`: orders per status (of one promised day). */
export function getOrderCounts(promisedShipDate: string | null, signal?: AbortSignal): Promise<OrderPage> {
  return apiClient.get('shipping', '/warehouse/orders', {
    query: { size: 1, ...(promisedShipDate ? { promisedShipDate } : {}) },
    schema: orderPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useOrderCounts(promisedShipDate: string | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.orders.list({ size: 1, promisedShipDate }),
      queryFn: ({ signal }) => getOrderCounts(promisedShipDate, signal),
      staleTime: FRESH_MS,
    }),
  );
}

/** `GET /api/warehouse/inbound?size=1[&expectedDate=]`: inbounds per status (of one expected day). */
export function getInboundCounts(expectedDate: string | null, signal?: AbortSignal): Promise<InboundPage> {
  return apiClient.get('shipping', '/warehouse/inbound', {
    query: { size: 1, ...(expectedDate ? { expectedDate } : {}) },
    schema: inboundPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useInboundCounts(expectedDate: string | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.inbound.list({ size: 1, expectedDate }),
      queryFn: ({ signal }) => getInboundCounts(expectedDate, signal),
      staleTime: FRESH_MS,
    }),
  );
}

/** `GET /api/warehouse/returns?size=1`: returns per status. */
export function getReturnCounts(signal?: AbortSignal): Promise<ReturnPage> {
  return apiClient.get('shipping', '/warehouse/returns', {
    query: { size: 1 },
    schema: returnPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useReturnCounts() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.returns.list({ size: 1 }),
      queryFn: ({ signal }) => getReturnCounts(signal),
      staleTime: FRESH_MS,
    }),
  );
}
