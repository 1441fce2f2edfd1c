import {
  type CreateWarehouseLocationRequest,
  type UpdateWarehouseLocationRequest,
  type WarehouseLocation,
  warehouseLocationSchema,
} from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const path = (id: string) => `/warehouse/locations/${encodeURIComponent(id)}`;

/** `POST /api/warehouse/locations`: a new location (staff name the warehouse); a code taken is 409. */
export function createLocation(request: CreateWarehouseLocationRequest): Promise<WarehouseLocation> {
  return apiClient.post('shipping', '/warehouse/locations', request, { schema: warehouseLocationSchema });
}

/** `PATCH /api/warehouse/locations/{id}`: another code, or kind (only while it holds no stock). */
export function updateLocation(
  id: string,
  request: UpdateWarehouseLocationRequest,
): Promise<WarehouseLocation> {
  return apiClient.patch('shipping', path(id), request, { schema: warehouseLocationSchema });
}

/** `POST /api/warehouse/locations/{id}/deactivate` (refused while it holds stock) or `…/activate`. */
export function setLocationActive(id: string, active: boolean): Promise<WarehouseLocation> {
  return apiClient.post('shipping', `${path(id)}/${active ? 'activate' : 'deactivate'}`, undefined, {
    schema: warehouseLocationSchema,
  });
}

/** Every change refreshes the location lists and the stock list (which names locations). */
function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.warehouseLocations.lists() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.stock.lists() }),
    ]);
  };
}

export function useCreateLocation() {
  const onSuccess = useRefresh();
  return useMutation({ mutationFn: createLocation, onSuccess });
}

export function useUpdateLocation() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: UpdateWarehouseLocationRequest }) =>
      updateLocation(id, request),
    onSuccess,
  });
}

export function useSetLocationActive() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setLocationActive(id, active),
    onSuccess,
  });
}
