import { type DownloadLink, type ParcelLabelQuery, type ShippingLabel, toSeoulDateString } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { findWaybillSorting } from '../carriers/carriers.api.ts';
import { storeDocument } from '../documents/documents.api.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { renderShippingLabel } from '../labels/labels.api.ts';
import { type FloorCaller, findWarehouseSender, floorSees } from '../warehouses/warehouses.api.ts';
import { findItems, findOrderRow, findParcels } from './orders.repository.ts';

/** Who may print the order's labels: its team (customer) or its warehouse's floor. */
export type LabelReader = { customer: FulfillmentCustomer } | { floor: FloorCaller };

/** Printed where no sorting code is known (a typed waybill of a carrier whose API gives none). */
const NO_SORTING = { code: '-' } as const;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * `GET /api/fulfillment/orders/{id}/label` and `GET /api/warehouse/orders/{id}/label`: one
 * parcel's 4×6 in shipping label (PDF, or ZPL / PNG at 203 or 300 dpi) from the one layout, as
 * a download link. The parcel is named by its waybill; an order that is not the caller's, or a
 * waybill that is not on it, is 404.
 */
export async function downloadParcelLabel(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage' | 'carriers'>,
  reader: LabelReader,
  orderId: string,
  query: ParcelLabelQuery,
): Promise<DownloadLink> {
  const order = await findOrderRow(deps.db, orderId);
  const sees =
    order &&
    ('customer' in reader
      ? order.team_id === reader.customer.teamId
      : floorSees(reader.floor, order.warehouse_id));
  if (!order || !sees) throw new AppError('NOT_FOUND');
  const parcels = (await findParcels(deps.db, order.id)).filter((p) => p.invoice_no !== null);
  const index = parcels.findIndex(
    (p) => p.parcel_company === query.parcelCompany && p.invoice_no === query.invoiceNo,
  );
  if (index < 0) throw new AppError('NOT_FOUND');
  const recipientAddress = clip(
    [order.recipient_address1, order.recipient_address2].filter(Boolean).join(' '),
    200,
  );
  const [sender, sorting, items] = await Promise.all([
    findWarehouseSender(deps.db, order.warehouse_id),
    findWaybillSorting(deps, query.parcelCompany, query.invoiceNo, {
      zipCode: order.recipient_zip,
      address: recipientAddress,
    }),
    findItems(deps.db, [order.id]),
  ]);
  if (!sender) throw new AppError('NOT_FOUND');
  const first = items[0];
  const label: ShippingLabel = {
    parcelCompany: query.parcelCompany,
    invoiceNo: query.invoiceNo,
    sorting: sorting ?? NO_SORTING,
    sender: {
      name: clip(sender.name, 60),
      phone: sender.phone || '-',
      address: clip(sender.address || sender.name, 200),
      ...(/^\d{5}$/.test(sender.zipCode) ? { zipCode: sender.zipCode } : {}),
    },
    recipient: {
      name: order.recipient_name,
      phone: order.recipient_phone,
      address: recipientAddress,
      zipCode: order.recipient_zip,
    },
    orderReference: order.order_no,
    ...(order.channel_order_no ? { channelOrderNo: clip(order.channel_order_no, 60) } : {}),
    ...(first
      ? { contents: clip(items.length > 1 ? `${first.name} 외 ${items.length - 1}건` : first.name, 80) }
      : {}),
    ...(order.memo ? { deliveryNote: clip(order.memo, 80) } : {}),
    box: { index: index + 1, count: parcels.length },
    shipDate: toSeoulDateString(order.shipped_at ?? deps.now()),
  };
  const rendered = await renderShippingLabel(label, query.format, query.dpi);
  return storeDocument(deps, rendered);
}
