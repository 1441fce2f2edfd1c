import { type MilestoneUpdateRequest, type ShipmentDetail, shipmentDetailSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/partner/shipments/{id}/milestones`: sets what is given of one milestone. */
export function postMilestone(id: string, update: MilestoneUpdateRequest): Promise<ShipmentDetail> {
  return apiClient.post('partner', `/shipments/${encodeURIComponent(id)}/milestones`, update, {
    schema: shipmentDetailSchema,
  });
}

/** Posts an update; the answer is the shipment as it now is, and the lists that show it are stale. */
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
