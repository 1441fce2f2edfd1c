import { type ShipmentDetail, shipmentDetailSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/admin/shipments/{id}`: the eight milestones and the documents. */
export function getShipment(id: string, signal?: AbortSignal): Promise<ShipmentDetail> {
  return apiClient.get('admin', `/shipments/${encodeURIComponent(id)}`, {
    schema: shipmentDetailSchema,
    ...(signal ? { signal } : {}),
  });
}

export const shipmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.shipments.detail(id),
    queryFn: ({ signal }) => getShipment(id, signal),
  });

export function useShipment(id: string) {
  return useQuery(shipmentQueryOptions(id));
}
