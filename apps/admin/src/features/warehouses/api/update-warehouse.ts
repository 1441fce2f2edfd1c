import { type UpdateWarehouseRequest, type Warehouse, warehouseSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `PATCH /api/admin/warehouses/{id}`: name, address or the daily cut-off (HH:mm, Seoul). */
export function updateWarehouse(id: string, request: UpdateWarehouseRequest): Promise<Warehouse> {
  return apiClient.patch('admin', `/warehouses/${encodeURIComponent(id)}`, request, {
    schema: warehouseSchema,
  });
}

export function useUpdateWarehouse(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateWarehouseRequest) => updateWarehouse(id, request),
    onSuccess: (warehouse) => {
      queryClient.setQueryData(queryKeys.warehouses.lists(), (current: Warehouse[] | undefined) =>
        current?.map((each) => (each.id === warehouse.id ? warehouse : each)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.warehouses.lists() });
    },
  });
}
