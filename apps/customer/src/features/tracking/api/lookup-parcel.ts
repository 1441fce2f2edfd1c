import type { ApiClient } from '@baro/client';
import { type ParcelCompany, type ParcelTracking, parcelTrackingSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface ParcelLookup {
  parcelCompany: ParcelCompany;
  invoiceNo: string;
}

/**
 * `GET /api/tracking/parcel?parcelCompany=&invoiceNo=`: the public tracking of any parcel, as the
 * carrier shows it (status and scans with +09:00 times, the carrier's raw text); 404 when the
 * carrier does not know the number.
 */
export function lookupParcel(
  ref: ParcelLookup,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<ParcelTracking> {
  return client.get('tracking', '/parcel', {
    query: { parcelCompany: ref.parcelCompany, invoiceNo: ref.invoiceNo },
    schema: parcelTrackingSchema,
    ...(signal ? { signal } : {}),
  });
}

export const parcelLookupQueryOptions = (ref: ParcelLookup) =>
  queryOptions({
    queryKey: queryKeys.parcelLookup.detail(`${ref.parcelCompany}:${ref.invoiceNo}`),
    queryFn: ({ signal }) => lookupParcel(ref, signal),
    staleTime: 60_000,
    retry: false,
  });

/** The lookup of `ref`; idle while there is none. */
export function useParcelLookup(ref: ParcelLookup | null) {
  return useQuery({
    ...parcelLookupQueryOptions(ref ?? { parcelCompany: '04', invoiceNo: '' }),
    enabled: ref !== null,
  });
}
