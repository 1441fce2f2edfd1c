import {
  type CreateLocationRequest,
  locationSchema,
  type TradeLocation,
  type UpdateLocationRequest,
} from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const path = (code: string) => `/locations/${encodeURIComponent(code)}`;

/** `POST /api/admin/locations`: a sea port (UN/LOCODE) or airport (IATA). */
export function createLocation(request: CreateLocationRequest): Promise<TradeLocation> {
  return apiClient.post('admin', '/locations', request, { schema: locationSchema });
}

/** `PATCH /api/admin/locations/{code}`: names, country or time zone (the code and kind stay). */
export function updateLocation(code: string, request: UpdateLocationRequest): Promise<TradeLocation> {
  return apiClient.patch('admin', path(code), request, { schema: locationSchema });
}

/** `DELETE /api/admin/locations/{code}`: only a location nothing names (else 409 LOCATION_IN_USE). */
export function deleteLocation(code: string): Promise<void> {
  return apiClient.delete<void>('admin', path(code));
}

/** Every search and picker reads locations again after a change (the kit's `locations` scope). */
function useRefreshLocations() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeys.locations.all });
}

export function useCreateLocation() {
  const onSuccess = useRefreshLocations();
  return useMutation({ mutationFn: createLocation, onSuccess });
}

export function useUpdateLocation() {
  const onSuccess = useRefreshLocations();
  return useMutation({
    mutationFn: ({ code, request }: { code: string; request: UpdateLocationRequest }) =>
      updateLocation(code, request),
    onSuccess,
  });
}

export function useDeleteLocation() {
  const onSuccess = useRefreshLocations();
  return useMutation({ mutationFn: deleteLocation, onSuccess });
}
