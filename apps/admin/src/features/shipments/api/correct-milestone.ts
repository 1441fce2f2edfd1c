import { type MilestoneCorrectionRequest, type ShipmentDetail, shipmentDetailSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/admin/shipments/{id}/milestones`: corrects one milestone, saying why in the note. */
export function correctMilestone(id: string, request: MilestoneCorrectionRequest): Promise<ShipmentDetail> {
  return apiClient.post('admin', `/shipments/${encodeURIComponent(id)}/milestones`, request, {
    schema: shipmentDetailSchema,
  });
}

export function useCorrectMilestone(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MilestoneCorrectionRequest) => correctMilestone(id, request),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.shipments.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.shipments.lists() });
    },
  });
}
