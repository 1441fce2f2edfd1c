import type { ApiClient } from '@baro/client';
import { type GroupSku, groupSkuSchema, type UpdateGroupSkuRequest } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `PATCH /api/fulfillment/group/{groupSkuId} {name?, components?}` → the kit. Orders already placed
 * keep what they exploded; a withdrawn kit is refused (409 KIT_WITHDRAWN).
 */
export function updateKit(
  groupSkuId: string,
  body: UpdateGroupSkuRequest,
  client: ApiClient = apiClient,
): Promise<GroupSku> {
  return client.patch('fulfillment', `/group/${encodeURIComponent(groupSkuId)}`, body, {
    schema: groupSkuSchema,
  });
}

export function useUpdateKit(groupSkuId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateGroupSkuRequest) => updateKit(groupSkuId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.kits.all }),
  });
}
