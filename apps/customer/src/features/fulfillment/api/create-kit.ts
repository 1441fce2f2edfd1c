import type { ApiClient } from '@baro/client';
import { type CreateGroupSkuRequest, type GroupSku, groupSkuSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/fulfillment/group {name, components}` → 201 the kit. */
export function createKit(body: CreateGroupSkuRequest, client: ApiClient = apiClient): Promise<GroupSku> {
  return client.post('fulfillment', '/group', body, { schema: groupSkuSchema });
}

export function useCreateKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroupSkuRequest) => createKit(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.kits.all }),
  });
}
