import type { ApiClient } from '@baro/client';
import { type ShipmentDetail, shipmentDetailSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/shipments/{id}`: the eight milestones in order and the bound documents. 404 for another team's. */
export function getShipment(
  id: string,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<ShipmentDetail> {
  return client.get('shipping', `/shipments/${encodeURIComponent(id)}`, {
    schema: shipmentDetailSchema,
    ...(signal ? { signal } : {}),
  });
}

export const shipmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.shipments.detail(id),
    queryFn: ({ signal }) => getShipment(id, signal),
    staleTime: 0,
  });

export function useShipment(id: string) {
  return useQuery(shipmentQueryOptions(id));
}
