import { type AdminStockQuery, type AdminStockRow, adminStockPageSchema, type Page } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type StockListParams = AdminStockQuery & { page: number; size: number };

/** `GET /api/admin/stock?warehouseId=&teamId=&q=&page=&size=`: every team's stock by location. */
export function getStock(params: StockListParams, signal?: AbortSignal): Promise<Page<AdminStockRow>> {
  return apiClient.get('admin', '/stock', {
    query: { ...params },
    schema: adminStockPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const stockQueryOptions = (params: StockListParams) =>
  queryOptions({
    queryKey: queryKeys.stock.list(params),
    queryFn: ({ signal }) => getStock(params, signal),
    placeholderData: keepPreviousData,
  });

export function useStock(params: StockListParams) {
  return useQuery(stockQueryOptions(params));
}
