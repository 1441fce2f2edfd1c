import type { ApiClient } from '@baro/client';
import { type Page, type StockMovement, stockMovementPageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** As many as the SKU detail's latest movements, so its first page is the same rows. */
export const SKU_MOVEMENTS_PAGE_SIZE = 20;

/** `GET /api/fulfillment/inventory/movements?skuId=&page=&size=`: one SKU's ledger, newest first. */
export function getSkuMovements(
  skuId: string,
  page: number,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<Page<StockMovement>> {
  return client.get('fulfillment', '/inventory/movements', {
    query: { skuId, page, size: SKU_MOVEMENTS_PAGE_SIZE },
    schema: stockMovementPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const skuMovementsQueryOptions = (skuId: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.inventory.list({ movementsOf: skuId, page }),
    queryFn: ({ signal }) => getSkuMovements(skuId, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useSkuMovements(skuId: string, page: number) {
  return useQuery(skuMovementsQueryOptions(skuId, page));
}
