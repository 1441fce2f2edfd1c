import { type DownloadLink, downloadLinkSchema, type LabelFormat, type OrderParcel } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';

/**
 * `GET /api/warehouse/orders/{id}/label?parcelCompany=&invoiceNo=&format=`: a download link to one
 * parcel's 4×6 in label, as PDF (any printer) or ZPL at 203 dpi (the thermal printer).
 */
export function getLabelLink(
  orderId: string,
  parcel: OrderParcel,
  format: LabelFormat,
): Promise<DownloadLink> {
  return apiClient.get('shipping', `/warehouse/orders/${encodeURIComponent(orderId)}/label`, {
    query: { parcelCompany: parcel.parcelCompany, invoiceNo: parcel.invoiceNo, format },
    schema: downloadLinkSchema,
  });
}
