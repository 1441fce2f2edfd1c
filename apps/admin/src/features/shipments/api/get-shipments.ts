import { type ShipmentListQuery, type ShipmentPage, shipmentPageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type ShipmentListParams = Partial<ShipmentListQuery>;

/** `GET /api/admin/shipments?status=&page=&size=`: every shipment, newest first. */
export function getShipments(params: ShipmentListParams, signal?: AbortSignal): Promise<ShipmentPage> {
  return apiClient.get('admin', '/shipments', {
    query: { ...params },
    schema: shipmentPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const shipmentsQueryOptions = (params: ShipmentListParams) =>
  queryOptions({
    queryKey: queryKeys.shipments.list(params),
    queryFn: ({ signal }) => getShipments(params, signal),
    placeholderData: keepPreviousData,
  });

export function useShipments(params: ShipmentListParams) {
  return useQuery(shipmentsQueryOptions(params));
}
