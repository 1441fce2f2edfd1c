import {
  type CreateHandoverRequest,
  type DownloadLink,
  downloadLinkSchema,
  type Handover,
  handoverSchema,
  type ScanHandoverParcelRequest,
} from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// What the desk does with a manifest, one request each; every answer is the manifest as it now is.

const base = (id: string) => `/warehouse/handovers/${encodeURIComponent(id)}`;

/** `POST /api/warehouse/handovers`: a new manifest for the carrier, or the one already open for it. */
export function openHandover(request: CreateHandoverRequest): Promise<Handover> {
  return apiClient.post('shipping', '/warehouse/handovers', request, { schema: handoverSchema });
}

/** `POST /api/warehouse/handovers/{id}/parcels` with an `Idempotency-Key`: a packed parcel by its waybill. */
export function scanHandoverParcel(
  id: string,
  request: ScanHandoverParcelRequest,
  idempotencyKey: string,
): Promise<Handover> {
  return apiClient.post('shipping', `${base(id)}/parcels`, request, {
    schema: handoverSchema,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

/** `DELETE /api/warehouse/handovers/{id}/parcels/{parcelId}`: the parcel off the open manifest. */
export function removeHandoverParcel(id: string, parcelId: string): Promise<Handover> {
  return apiClient.delete('shipping', `${base(id)}/parcels/${encodeURIComponent(parcelId)}`, {
    schema: handoverSchema,
  });
}

/** `POST /api/warehouse/handovers/{id}/close`: the driver has the parcels; the orders ship. */
export function closeHandover(id: string): Promise<Handover> {
  return apiClient.post('shipping', `${base(id)}/close`, undefined, { schema: handoverSchema });
}

/** `GET /api/warehouse/handovers/{id}/manifest.pdf`: a download link to the manifest PDF. */
export function getManifestLink(id: string): Promise<DownloadLink> {
  return apiClient.get('shipping', `${base(id)}/manifest.pdf`, { schema: downloadLinkSchema });
}

/** A step's mutation: the answer replaces the cached manifest; lists refresh, and orders (a close ships them). */
function useHandoverStep<Variables>(run: (variables: Variables) => Promise<Handover>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (handover) => {
      queryClient.setQueryData(queryKeys.handovers.detail(handover.id), handover);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.handovers.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
      ]);
    },
  });
}

export const useOpenHandover = () =>
  useHandoverStep((request: CreateHandoverRequest) => openHandover(request));
export const useScanHandoverParcel = () =>
  useHandoverStep(({ id, request, key }: { id: string; request: ScanHandoverParcelRequest; key: string }) =>
    scanHandoverParcel(id, request, key),
  );
export const useRemoveHandoverParcel = () =>
  useHandoverStep(({ id, parcelId }: { id: string; parcelId: string }) => removeHandoverParcel(id, parcelId));
export const useCloseHandover = () => useHandoverStep((id: string) => closeHandover(id));
