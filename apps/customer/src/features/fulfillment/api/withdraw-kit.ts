import type { ApiClient } from '@baro/client';
import { type GroupSku, groupSkuSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `POST /api/fulfillment/group/{groupSkuId}/withdraw` → the kit, `status: "withdrawn"`: it takes no
 * new order or edit; orders already placed keep their lines. Withdrawing it again is harmless.
 */
export function withdrawKit(groupSkuId: string, client: ApiClient = apiClient): Promise<GroupSku> {
  return client.post(
    'fulfillment',
    `/group/${encodeURIComponent(groupSkuId)}/withdraw`,
    {},
    {
      schema: groupSkuSchema,
    },
  );
}

export function useWithdrawKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupSkuId: string) => withdrawKit(groupSkuId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.kits.all }),
  });
}
