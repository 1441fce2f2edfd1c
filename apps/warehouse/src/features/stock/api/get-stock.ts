import { type WarehouseStockQuery, warehouseStockPageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type StockParams = WarehouseStockQuery & { page: number; size: number };

/** `GET /api/warehouse/stock?locationCode=&skuId=&page=&size=`: balances by SKU and location in the caller's warehouse. */
export function getStock(params: StockParams, signal?: AbortSignal) {
  return apiClient.get('shipping', '/warehouse/stock', {
    query: { ...params },
    schema: warehouseStockPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export type StockRow = Awaited<ReturnType<typeof getStock>>['items'][number];

export function useStock(params: StockParams) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.stock.list(params),
      queryFn: ({ signal }) => getStock(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
