import {
  type DownloadLink,
  downloadLinkSchema,
  type LabelDpi,
  type LabelFormat,
  type OrderParcel,
} from '@baro/core';
import { apiClient } from './api.ts';

/** What names a parcel's label: its carrier and waybill. */
export type LabelParcel = Pick<OrderParcel, 'parcelCompany' | 'invoiceNo'>;

/**
 * `GET /api/warehouse/orders/{id}/label?parcelCompany=&invoiceNo=&format=&dpi=`: a download link to
 * one parcel's 4×6 in label, as PDF (any printer) or ZPL at the thermal printer's 203 (the server's default) or 300 dpi.
 * The order page and the packing station both print labels, so it lives with the app, not a feature.
 */
export function getLabelLink(
  orderId: string,
  parcel: LabelParcel,
  format: LabelFormat,
  dpi?: LabelDpi,
): Promise<DownloadLink> {
  return apiClient.get('shipping', `/warehouse/orders/${encodeURIComponent(orderId)}/label`, {
    query: {
      parcelCompany: parcel.parcelCompany,
      invoiceNo: parcel.invoiceNo,
      format,
      ...(dpi === undefined ? {} : { dpi }),
    },
    schema: downloadLinkSchema,
  });
}

/**
 * `GET /api/warehouse/orders/{id}/labels`: a download link to one PDF with every parcel's label of
 * the order, a 4×6 in page per box (the packing station without a print agent).
 */
export function getOrderLabelsLink(orderId: string): Promise<DownloadLink> {
  return apiClient.get('shipping', `/warehouse/orders/${encodeURIComponent(orderId)}/labels`, {
    schema: downloadLinkSchema,
  });
}
