import {
  type DownloadLink,
  type ParcelCompany,
  type ParcelItem,
  type ParcelLabelQuery,
  type ShippingLabel,
  toSeoulDateString,
} from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { findWaybillSorting } from '../carriers/carriers.api.ts';
import { storeDocument } from '../documents/documents.api.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { renderShippingLabel, renderShippingLabelsPdf } from '../labels/labels.api.ts';
import { type FloorCaller, findWarehouseSender, floorSees } from '../warehouses/warehouses.api.ts';
import { findItems, findLines, findOrderRow, findParcels } from './orders.repository.ts';

/** Who may print the order's labels: its team (customer) or its warehouse's floor. */
export type LabelReader = { customer: FulfillmentCustomer } | { floor: FloorCaller };

/** Printed where no sorting code is known (a typed waybill of a carrier whose API gives none). */
const NO_SORTING = { code: '-' } as const;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

type Parcel = Awaited<ReturnType<typeof findParcels>>[number];

/** The order (404 unless the reader's) with its parcels that have a waybill, in box order. */
async function readableOrder(deps: Pick<AppDeps, 'db'>, reader: LabelReader, orderId: string) {
  const order = await findOrderRow(deps.db, orderId);
  const sees =
    order &&
    ('customer' in reader
      ? order.team_id === reader.customer.teamId
      : floorSees(reader.floor, order.warehouse_id));
  if (!order || !sees) throw new AppError('NOT_FOUND');
  const parcels = (await findParcels(deps.db, order.id)).filter((p) => p.invoice_no !== null);
  return { order, parcels };
}

/**
 * The labels of `chosen` (indexes into `parcels`): the same sender, recipient and order for every
 * box, each with its own waybill, sorting code, `box i/n` and contents — what went into that box
 * when the order was split, else the order's items.
 */
async function parcelLabels(
  deps: Pick<AppDeps, 'db' | 'now' | 'carriers'>,
  order: NonNullable<Awaited<ReturnType<typeof findOrderRow>>>,
  parcels: readonly Parcel[],
  chosen: readonly number[],
): Promise<ShippingLabel[]> {
  const recipientAddress = clip(
    [order.recipient_address1, order.recipient_address2].filter(Boolean).join(' '),
    200,
  );
  const [sender, items, lines] = await Promise.all([
    findWarehouseSender(deps.db, order.warehouse_id),
    findItems(deps.db, [order.id]),
    findLines(deps.db, [order.id]),
  ]);
  if (!sender) throw new AppError('NOT_FOUND');
  const names = new Map(lines.map((line) => [line.sku_id, line.name]));
  const contentsOf = (parcel: Parcel): string | null => {
    const boxed = parcel.items as ParcelItem[] | null;
    const named = boxed
      ? boxed.map((item) => names.get(item.skuId) ?? item.skuId)
      : items.map((item) => item.name);
    const first = named[0];
    if (first === undefined) return null;
    return clip(named.length > 1 ? `${first} 외 ${named.length - 1}건` : first, 80);
  };
  return Promise.all(
    chosen.map(async (index): Promise<ShippingLabel> => {
      const parcel = parcels[index] as Parcel;
      const parcelCompany = parcel.parcel_company as ParcelCompany;
      const invoiceNo = parcel.invoice_no as string;
      const sorting = await findWaybillSorting(deps, parcelCompany, invoiceNo, {
        zipCode: order.recipient_zip,
        address: recipientAddress,
      });
      const contents = contentsOf(parcel);
      return {
        parcelCompany,
        invoiceNo,
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
        ...(contents ? { contents } : {}),
        ...(order.memo ? { deliveryNote: clip(order.memo, 80) } : {}),
        box: { index: index + 1, count: parcels.length },
        shipDate: toSeoulDateString(order.shipped_at ?? deps.now()),
      };
    }),
  );
}

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
  const { order, parcels } = await readableOrder(deps, reader, orderId);
  const index = parcels.findIndex(
    (p) => p.parcel_company === query.parcelCompany && p.invoice_no === query.invoiceNo,
  );
  if (index < 0) throw new AppError('NOT_FOUND');
  const [label] = await parcelLabels(deps, order, parcels, [index]);
  const rendered = await renderShippingLabel(label as ShippingLabel, query.format, query.dpi);
  return storeDocument(deps, rendered);
}

/**
 * `GET /api/warehouse/orders/{id}/labels`: every parcel's label of the order in one PDF, a 4×6 in
 * page per box in box order — what the packing station downloads when no print agent answers.
 * An order not the caller's, or one with no parcel yet, is 404.
 */
export async function downloadOrderLabels(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage' | 'carriers'>,
  reader: LabelReader,
  orderId: string,
): Promise<DownloadLink> {
  const { order, parcels } = await readableOrder(deps, reader, orderId);
  if (parcels.length === 0) throw new AppError('NOT_FOUND');
  const labels = await parcelLabels(
    deps,
    order,
    parcels,
    parcels.map((_, index) => index),
  );
  return storeDocument(deps, await renderShippingLabelsPdf(labels, `labels_${order.order_no}.pdf`));
}
