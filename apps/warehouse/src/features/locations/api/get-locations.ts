import { type WarehouseLocationListQuery, warehouseLocationPageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type LocationParams = WarehouseLocationListQuery & { page: number; size: number };

/**
 * `GET /api/warehouse/locations?q=&kind=&state=&warehouseId=&page=&size=`: the caller's warehouse's
 * locations by code (staff: every warehouse's, or the one named), with the stock kept at each.
 */
export function getLocations(params: LocationParams, signal?: AbortSignal) {
  return apiClient.get('shipping', '/warehouse/locations', {
    query: { ...params },
    schema: warehouseLocationPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useLocations(params: LocationParams) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.warehouseLocations.list(params),
      queryFn: ({ signal }) => getLocations(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
