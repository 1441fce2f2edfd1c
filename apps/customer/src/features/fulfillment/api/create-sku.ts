import type { ApiClient } from '@baro/client';
import { type CreateSkuRequest, type Sku, skuSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/fulfillment/sku` → 201 the SKU (a missing barcode is generated). 409 BARCODE_TAKEN. */
export function createSku(body: CreateSkuRequest, client: ApiClient = apiClient): Promise<Sku> {
  return client.post('fulfillment', '/sku', body, { schema: skuSchema });
}

export function useCreateSku() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSkuRequest) => createSku(body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all });
      return queryClient.invalidateQueries({ queryKey: queryKeys.skus.all });
    },
  });
}
