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

/**
 * `GET /api/fulfillment/returning/user/tracking/parcel?invoiceNo=&parcelCompany=` (SPEC §7): the
 * collection parcel of one of the team's returns.
 */
export function getReturnParcelTracking(key: string, client: ApiClient = apiClient): Promise<ParcelTracking> {
  const [parcelCompany, invoiceNo] = key.split(':') as [ParcelCompany, string];
  return client.get('fulfillment', '/returning/user/tracking/parcel', {
    query: { invoiceNo, parcelCompany },
    schema: parcelTrackingSchema,
  });
}

const fetchOrderParcelTracking = (key: string) => getOrderParcelTracking(key);
const fetchReturnParcelTracking = (key: string) => getReturnParcelTracking(key);

/** Whose parcel: an order's (outbound) or a return's (collection). */
export type ParcelKind = 'order' | 'return';

/**
 * A parcel's tracking through the SPEC §3 request state of its kind:
 * `fulfillment.shippingParcelTracking` for an order's, `fulfillment.returningParcelTracking` for a return's.
 */
export function useParcelTracking(
  kind: ParcelKind,
  parcel: Pick<OrderParcel, 'parcelCompany' | 'invoiceNo'>,
) {
  const order = kind === 'order';
  return useDetailRequest(
    order ? 'shippingParcelTracking' : 'returningParcelTracking',
    parcelKey(parcel),
    order ? fetchOrderParcelTracking : fetchReturnParcelTracking,
  );
}
