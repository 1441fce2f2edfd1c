import type { ApiClient } from '@baro/client';
import { type SkuImportResult, skuImportResultSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `POST /api/fulfillment/sku/import {key}`: the SKUs of a sheet uploaded through the fulfillment
 * file upload, all or nothing. 400 SKU_IMPORT_INVALID names each bad cell (`rows.{row}.{column}`)
 * or the file (`key`), and nothing is saved.
 */
export function importSkus(key: string, client: ApiClient = apiClient): Promise<SkuImportResult> {
  return client.post('fulfillment', '/sku/import', { key }, { schema: skuImportResultSchema });
}

export function useImportSkus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => importSkus(key),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all });
      return queryClient.invalidateQueries({ queryKey: queryKeys.skus.all });
    },
  });
}
