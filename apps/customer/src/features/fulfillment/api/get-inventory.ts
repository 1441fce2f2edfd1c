import type { ApiClient } from '@baro/client';
import { type InventoryItem, inventoryPageSchema, type Page } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const INVENTORY_PAGE_SIZE = 20;

export interface InventoryListParams {
  readonly q: string;
  readonly lowStock: boolean;
  readonly page: number;
}

/** `GET /api/fulfillment/inventory?q=&lowStock=&page=&size=`: every SKU with its stock per location. */
export function getInventory(
  params: InventoryListParams,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<Page<InventoryItem>> {
  return client.get('fulfillment', '/inventory', {
    query: {
      q: params.q.trim() || null,
      lowStock: params.lowStock ? 'true' : null,
      page: params.page,
      size: INVENTORY_PAGE_SIZE,
    },
    schema: inventoryPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const inventoryQueryOptions = (params: InventoryListParams) =>
  queryOptions({
    queryKey: queryKeys.inventory.list(params),
    queryFn: ({ signal }) => getInventory(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useInventory(params: InventoryListParams) {
  return useQuery(inventoryQueryOptions(params));
}
