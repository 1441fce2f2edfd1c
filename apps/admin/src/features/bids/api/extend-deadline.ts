import { type AdminBidDetail, adminBidDetailSchema, type ExtendBidDeadlineRequest } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/admin/bids/{id}/deadline`: a later deadline for an open bid, with the reason. */
export function extendDeadline(id: string, request: ExtendBidDeadlineRequest): Promise<AdminBidDetail> {
  return apiClient.post('admin', `/bids/${encodeURIComponent(id)}/deadline`, request, {
    schema: adminBidDetailSchema,
  });
}

export function useExtendDeadline(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ExtendBidDeadlineRequest) => extendDeadline(id, request),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.bids.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.bids.lists() });
    },
  });
}
