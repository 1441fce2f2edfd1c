import {
  type AdminCreateWarehouseLocationRequest,
  type WarehouseLocation,
  warehouseLocationSchema,
} from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/admin/warehouses/{id}/locations`: a new zone-aisle-rack-level-bin location (audited). */
export function addLocation(
  warehouseId: string,
  request: AdminCreateWarehouseLocationRequest,
): Promise<WarehouseLocation> {
  return apiClient.post('admin', `/warehouses/${encodeURIComponent(warehouseId)}/locations`, request, {
    schema: warehouseLocationSchema,
  });
}

export function useAddLocation(warehouseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AdminCreateWarehouseLocationRequest) => addLocation(warehouseId, request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.warehouseLocations.lists() }),
  });
}
