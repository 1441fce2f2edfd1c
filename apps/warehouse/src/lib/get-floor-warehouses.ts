import { type Warehouse, warehouseListSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api.ts';
import { queryKeys } from './query-keys.ts';

/**
 * `GET /api/admin/warehouses` (staff only): every warehouse, for staff to choose one — the wave's
 * warehouse in `waves`, whose manifests in `handover`. Both features need it, so it lives with the app.
 */
export function getWarehouses(signal?: AbortSignal): Promise<Warehouse[]> {
  return apiClient.get('shipping', '/admin/warehouses', {
    schema: warehouseListSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useWarehouses(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: queryKeys.warehouses.all, queryFn: ({ signal }) => getWarehouses(signal) }),
    enabled,
  });
}
