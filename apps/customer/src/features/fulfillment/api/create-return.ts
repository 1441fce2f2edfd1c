import type { ApiClient } from '@baro/client';
import { type CreateReturnRequest, type Return, returnSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `POST /api/fulfillment/returns` → 201 the return. 409 RETURN_NOT_ALLOWED unless shipped; 400
 * `fields` (`items.N.quantity`) for more than can come back.
 */
export function createReturn(body: CreateReturnRequest, client: ApiClient = apiClient): Promise<Return> {
  return client.post('fulfillment', '/returns', body, { schema: returnSchema });
}

export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReturnRequest) => createReturn(body),
    onSuccess: (created) => {
      queryClient.setQueryData(queryKeys.returns.detail(created.id), created);
      void queryClient.invalidateQueries({ queryKey: queryKeys.fulfillmentDashboard.all });
      return queryClient.invalidateQueries({ queryKey: queryKeys.returns.lists() });
    },
  });
}
