import { type WarehouseMovementQuery, warehouseMovementPageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type MovementParams = WarehouseMovementQuery & { page: number; size: number };

/**
 * `GET /api/warehouse/movements?skuId=&locationCode=&kind=&reason=&from=&to=&page=&size=`: the
 * ledger of the caller's warehouse, newest first.
 */
export function getMovements(params: MovementParams, signal?: AbortSignal) {
  return apiClient.get('shipping', '/warehouse/movements', {
    query: { ...params },
    schema: warehouseMovementPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useMovements(params: MovementParams) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.movements.list(params),
      queryFn: ({ signal }) => getMovements(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
