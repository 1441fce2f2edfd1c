import {
  type ApproveFulfillmentRequest,
  type FulfillmentApplication,
  fulfillmentApplicationSchema,
  type RejectFulfillmentRequest,
} from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const path = (id: string, decision: 'approve' | 'reject') =>
  `/fulfillment/applications/${encodeURIComponent(id)}/${decision}`;

/** `POST /api/admin/fulfillment/applications/{id}/approve`: the team may use fulfillment (e-mailed). */
export function approveApplication(
  id: string,
  request: ApproveFulfillmentRequest,
): Promise<FulfillmentApplication> {
  return apiClient.post('admin', path(id, 'approve'), request, { schema: fulfillmentApplicationSchema });
}

/** `POST /api/admin/fulfillment/applications/{id}/reject`: with the reason the team reads (e-mailed). */
export function rejectApplication(
  id: string,
  request: RejectFulfillmentRequest,
): Promise<FulfillmentApplication> {
  return apiClient.post('admin', path(id, 'reject'), request, { schema: fulfillmentApplicationSchema });
}

function useDecided(id: string) {
  const queryClient = useQueryClient();
  return (detail: FulfillmentApplication) => {
    queryClient.setQueryData(queryKeys.applications.detail(id), detail);
    void queryClient.invalidateQueries({ queryKey: queryKeys.applications.lists() });
  };
}

export function useApproveApplication(id: string) {
  const onSuccess = useDecided(id);
  return useMutation({
    mutationFn: (request: ApproveFulfillmentRequest) => approveApplication(id, request),
    onSuccess,
  });
}

export function useRejectApplication(id: string) {
  const onSuccess = useDecided(id);
  return useMutation({
    mutationFn: (request: RejectFulfillmentRequest) => rejectApplication(id, request),
    onSuccess,
  });
}
