import type { ApiClient } from '@baro/client';
import { type OrderParcel, type ParcelCompany, type ParcelTracking, parcelTrackingSchema } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';
import { useDetailRequest } from './use-detail-request.ts';

/** The slice key of a parcel: `parcelCompany:invoiceNo`. */
export const parcelKey = (parcel: Pick<OrderParcel, 'parcelCompany' | 'invoiceNo'>) =>
  `${parcel.parcelCompany}:${parcel.invoiceNo}`;

/**
 * `GET /api/fulfillment/parcel/tracking?invoiceNo=&parcelCompany=` (SPEC §7): a parcel of one of
 * the team's orders, its carrier status and events (times with +09:00, the carrier's raw text).
 */
export function getOrderParcelTracking(key: string, client: ApiClient = apiClient): Promise<ParcelTracking> {
  const [parcelCompany, invoiceNo] = key.split(':') as [ParcelCompany, string];
  return client.get('fulfillment', '/parcel/tracking', {
    query: { invoiceNo, parcelCompany },
    schema: parcelTrackingSchema,
  });
}

const fetchOrderParcelTracking = (key: string) => getOrderParcelTracking(key);

/** An order parcel's tracking through the SPEC §3 `fulfillment.shippingParcelTracking` request state. */
export function useOrderParcelTracking(parcel: Pick<OrderParcel, 'parcelCompany' | 'invoiceNo'>) {
  return useDetailRequest('shippingParcelTracking', parcelKey(parcel), fetchOrderParcelTracking);
}
