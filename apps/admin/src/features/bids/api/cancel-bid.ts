import { type AdminBidDetail, adminBidDetailSchema, type CancelBidByStaffRequest } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/admin/bids/{id}/cancel`: cancels an estimating or waiting bid, with the reason. */
export function cancelBid(id: string, request: CancelBidByStaffRequest): Promise<AdminBidDetail> {
  return apiClient.post('admin', `/bids/${encodeURIComponent(id)}/cancel`, request, {
    schema: adminBidDetailSchema,
  });
}

export function useCancelBid(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CancelBidByStaffRequest) => cancelBid(id, request),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.bids.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.bids.lists() });
    },
  });
}
