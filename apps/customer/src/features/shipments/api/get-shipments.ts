import type { ApiClient } from '@baro/client';
import { type ShipmentPage, type ShipmentStatus, shipmentPageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Rows per page of the shipment list. */
export const SHIPMENT_PAGE_SIZE = 10;

export interface ShipmentListParams {
  readonly status: ShipmentStatus | null;
  readonly page: number;
}

/** `GET /api/shipments?status=&page=&size=`: the team's shipments, newest first. */
export function getShipments(
  params: ShipmentListParams,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<ShipmentPage> {
  return client.get('shipping', '/shipments', {
    query: { status: params.status, page: params.page, size: SHIPMENT_PAGE_SIZE },
    schema: shipmentPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const shipmentsQueryOptions = (params: ShipmentListParams) =>
  queryOptions({
    queryKey: queryKeys.shipments.list(params),
    queryFn: ({ signal }) => getShipments(params, signal),
    // Partners post milestones at any time: refetched whenever the list is shown again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useShipments(params: ShipmentListParams) {
  return useQuery(shipmentsQueryOptions(params));
}
