import {
  type FloorOrder,
  isPackingBoxCode,
  isParcelCompany,
  type ParcelItem,
  type ShippingOrder,
  type ShippingOrderParcel,
  type TrackingStatus,
  toSeoulIso,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findOpenWavesOfOrders } from '../waves/waves.api.ts';
import {
  findAllocations,
  findHistory,
  findItems,
  findLines,
  findParcels,
  findSkuNames,
  type OrderRow,
} from './orders.repository.ts';

/**
 * An order with its items (each with what it takes from stock), lines, allocations (the picking
 * list), status history and parcels. Parcels still waiting for a waybill number (the carriers
 * module fills them) are not listed: a parcel is shown once it has a carrier and a number.
 */
export async function presentOrder(db: Kysely<Database>, row: OrderRow): Promise<ShippingOrder> {
  const [items, lines, allocations, history, parcels] = await Promise.all([
    findItems(db, [row.id]),
    findLines(db, [row.id]),
    findAllocations(db, [row.id]),
    findHistory(db, row.id),
    findParcels(db, row.id),
  ]);
  const componentIds = new Set<string>();
  for (const item of items) for (const c of item.components as { skuId: string }[]) componentIds.add(c.skuId);
  const skus = new Map((await findSkuNames(db, [...componentIds])).map((s) => [s.id, s]));
  return {
    id: row.id,
    orderNo: row.order_no,
    status: row.status,
    promisedShipDate: row.promised_ship_date,
    recipient: {
      name: row.recipient_name,
      phone: row.recipient_phone,
      zipCode: row.recipient_zip,
      address1: row.recipient_address1,
      address2: row.recipient_address2,
    },
    memo: row.memo,
    channelOrderNo: row.channel_order_no,
    teamName: row.team_name,
    warehouse: { id: row.warehouse_id, code: row.warehouse_code, name: row.warehouse_name },
    items: items.map((item) => ({
      skuId: item.sku_id,
      groupSkuId: item.group_sku_id,
      name: item.name,
      quantity: item.quantity,
      components: (item.components as { skuId: string; quantity: number }[]).map((c) => ({
        id: c.skuId,
        name: skus.get(c.skuId)?.name ?? '',
        barcode: skus.get(c.skuId)?.barcode ?? '',
        quantity: c.quantity,
      })),
    })),
    lines: lines.map((l) => ({
      id: l.sku_id,
      name: l.name,
      barcode: l.barcode,
      quantity: l.quantity,
      lengthMm: l.length_mm,
      widthMm: l.width_mm,
      heightMm: l.height_mm,
      weightGrams: l.weight_grams,
    })),
    allocations: allocations.map((a) => ({
      id: a.sku_id,
      name: a.name,
      barcode: a.barcode,
      locationCode: a.code,
      quantity: a.quantity,
    })),
    history: history.map((h) => ({ status: h.status, at: toSeoulIso(h.at), note: h.note })),
    parcels: parcels.flatMap((p): ShippingOrderParcel[] =>
      p.invoice_no !== null && isParcelCompany(p.parcel_company)
        ? [
            {
              parcelCompany: p.parcel_company,
              invoiceNo: p.invoice_no,
              status: p.status as TrackingStatus,
              boxCode: isPackingBoxCode(p.box_code) ? p.box_code : null,
              items: (p.items as ParcelItem[] | null) ?? null,
            },
          ]
        : [],
    ),
    createdAt: toSeoulIso(row.created_at),
    updatedAt: toSeoulIso(row.updated_at),
    shippedAt: row.shipped_at ? toSeoulIso(row.shipped_at) : null,
    deliveredAt: row.delivered_at ? toSeoulIso(row.delivered_at) : null,
    canceledAt: row.canceled_at ? toSeoulIso(row.canceled_at) : null,
  };
}

/**
 * The order as the warehouse floor reads it: the order and the wave that holds it (null when none
 * does), so the desk names the wave behind an ORDER_IN_WAVE refusal and links to it.
 */
export async function presentFloorOrder(db: Kysely<Database>, row: OrderRow): Promise<FloorOrder> {
  const [order, waves] = await Promise.all([presentOrder(db, row), findOpenWavesOfOrders(db, [row.id])]);
  const wave = waves.get(row.id);
  return { ...order, wave: wave ? { id: wave.waveId, waveNo: wave.waveNo, status: wave.status } : null };
}
