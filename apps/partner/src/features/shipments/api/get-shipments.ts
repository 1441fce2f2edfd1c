import { type ShipmentListQuery, type ShipmentPage, shipmentPageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type ShipmentListParams = Partial<ShipmentListQuery>;

/** `GET /api/partner/shipments?status=&page=&size=`: this partner's shipments, newest first. */
export function getShipments(query: ShipmentListParams, signal?: AbortSignal): Promise<ShipmentPage> {
  return apiClient.get('partner', '/shipments', {
    query: { ...query },
    schema: shipmentPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const shipmentsQueryOptions = (query: ShipmentListParams) =>
  queryOptions({
    queryKey: queryKeys.shipments.list(query),
    queryFn: ({ signal }) => getShipments(query, signal),
    placeholderData: keepPreviousData,
  });

export function useShipments(query: ShipmentListParams) {
  return useQuery(shipmentsQueryOptions(query));
}
