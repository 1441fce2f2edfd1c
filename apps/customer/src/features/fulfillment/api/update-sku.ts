import type { ApiClient } from '@baro/client';
import { type Sku, skuSchema, type UpdateSkuRequest } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `PATCH /api/fulfillment/sku/{skuId}`: what is given changes, `null` clears → the SKU. */
export function updateSku(
  skuId: string,
  body: UpdateSkuRequest,
  client: ApiClient = apiClient,
): Promise<Sku> {
  return client.patch('fulfillment', `/sku/${encodeURIComponent(skuId)}`, body, { schema: skuSchema });
}

export function useUpdateSku(skuId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSkuRequest) => updateSku(skuId, body),
    onSuccess: () => {
      // Kits and inventory name the SKU too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.kits.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all });
      return queryClient.invalidateQueries({ queryKey: queryKeys.skus.all });
    },
  });
}
