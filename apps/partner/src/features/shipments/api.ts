import {
  type MilestoneUpdateRequest,
  type ShipmentDetail,
  type ShipmentListQuery,
  type ShipmentPage,
  shipmentDetailSchema,
  shipmentPageSchema,
} from '@baro/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type ShipmentListParams = Partial<ShipmentListQuery>;

/** `GET /api/partner/shipments?status=&page=&size=`: this partner's shipments, newest first. */
export function listShipments(query: ShipmentListParams, signal?: AbortSignal): Promise<ShipmentPage> {
  return apiClient.get('partner', '/shipments', {
    query: { ...query },
    schema: shipmentPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useShipments(query: ShipmentListParams) {
  return useQuery({
    queryKey: queryKeys.shipments.list(query),
    queryFn: ({ signal }) => listShipments(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/partner/shipments/{id}`: the eight milestones and the documents. */
export function getShipment(id: string, signal?: AbortSignal): Promise<ShipmentDetail> {
  return apiClient.get('partner', `/shipments/${encodeURIComponent(id)}`, {
    schema: shipmentDetailSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useShipment(id: string) {
  return useQuery({
    queryKey: queryKeys.shipments.detail(id),
    queryFn: ({ signal }) => getShipment(id, signal),
  });
}

/** `POST /api/partner/shipments/{id}/milestones`: sets what is given of one milestone. */
export function postMilestone(id: string, update: MilestoneUpdateRequest): Promise<ShipmentDetail> {
  return apiClient.post('partner', `/shipments/${encodeURIComponent(id)}/milestones`, update, {
    schema: shipmentDetailSchema,
  });
}

export function usePostMilestone(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: MilestoneUpdateRequest) => postMilestone(id, update),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.shipments.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.shipments.lists() });
    },
  });
}
