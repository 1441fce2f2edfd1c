import type { ApiClient } from '@baro/client';
import { type Return, type ReturnNoteRequest, returnSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `POST /api/fulfillment/returns/{id}/cancel {note?}` → the return, canceled. Only before the
 * carrier collects it (`requested`); later the server refuses with 409 INVALID_STATE_TRANSITION.
 */
export function cancelReturn(
  id: string,
  body: ReturnNoteRequest,
  client: ApiClient = apiClient,
): Promise<Return> {
  return client.post('fulfillment', `/returns/${encodeURIComponent(id)}/cancel`, body, {
    schema: returnSchema,
  });
}

export function useCancelReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note?: string | undefined }) =>
      cancelReturn(id, note === undefined ? {} : { note }),
    onSuccess: (item) => {
      queryClient.setQueryData(queryKeys.returns.detail(item.id), item);
      void queryClient.invalidateQueries({ queryKey: queryKeys.fulfillmentDashboard.all });
      return queryClient.invalidateQueries({ queryKey: queryKeys.returns.lists() });
    },
  });
}
