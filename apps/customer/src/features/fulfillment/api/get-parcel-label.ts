import type { ApiClient } from '@baro/client';
import {
  type DownloadLink,
  downloadLinkSchema,
  type LabelDpi,
  type LabelFormat,
  type OrderParcel,
} from '@baro/core';
import { apiClient } from '../../../lib/api.ts';

/**
 * `GET /api/fulfillment/orders/{id}/label`: one parcel's 4×6 in shipping label, as PDF (any
 * printer), a PNG preview, or ZPL for a 203 or 300 dpi thermal printer, as a download link.
 */
export function getParcelLabel(
  orderId: string,
  parcel: Pick<OrderParcel, 'parcelCompany' | 'invoiceNo'>,
  format: LabelFormat,
  dpi?: LabelDpi,
  client: ApiClient = apiClient,
): Promise<DownloadLink> {
  return client.get('fulfillment', `/orders/${encodeURIComponent(orderId)}/label`, {
    query: {
      parcelCompany: parcel.parcelCompany,
      invoiceNo: parcel.invoiceNo,
      format,
      ...(dpi === undefined ? {} : { dpi }),
    },
    schema: downloadLinkSchema,
  });
}
