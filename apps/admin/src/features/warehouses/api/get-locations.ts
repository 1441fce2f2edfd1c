import {
  type AdminWarehouseLocationListQuery,
  type Page,
  type WarehouseLocation,
  warehouseLocationPageSchema,
} from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type LocationListParams = AdminWarehouseLocationListQuery & { page: number; size: number };

/** `GET /api/admin/warehouses/{id}/locations?q=&kind=&page=&size=`: by code, with the stock kept at each. */
export function getLocations(
  warehouseId: string,
  params: LocationListParams,
  signal?: AbortSignal,
): Promise<Page<WarehouseLocation>> {
  return apiClient.get('admin', `/warehouses/${encodeURIComponent(warehouseId)}/locations`, {
    query: { ...params },
    schema: warehouseLocationPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const locationsQueryOptions = (warehouseId: string, params: LocationListParams) =>
  queryOptions({
    queryKey: queryKeys.warehouseLocations.list({ warehouseId, ...params }),
    queryFn: ({ signal }) => getLocations(warehouseId, params, signal),
    placeholderData: keepPreviousData,
  });

export function useLocations(warehouseId: string, params: LocationListParams) {
  return useQuery(locationsQueryOptions(warehouseId, params));
}
