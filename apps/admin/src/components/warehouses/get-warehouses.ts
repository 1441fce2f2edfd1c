import { type Warehouse, warehouseListSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * `GET /api/admin/warehouses`: every warehouse with its address and cut-off (a handful; one
 * answer). The warehouses screen edits them; approving an application chooses one.
 */
export function getWarehouses(signal?: AbortSignal): Promise<Warehouse[]> {
  return apiClient.get('admin', '/warehouses', {
    schema: warehouseListSchema,
    ...(signal ? { signal } : {}),
  });
}

export const warehousesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.warehouses.lists(),
    queryFn: ({ signal }) => getWarehouses(signal),
  });

export function useWarehouses() {
  return useQuery(warehousesQueryOptions());
}
