import {
  FIELD_MESSAGES,
  type FloorOrder,
  isParcelCompany,
  type Language,
  type PackOrderRequest,
  packOrderRequestSchema,
  packScanDifferences,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type CarrierServices, followParcel } from '../carriers/carriers.api.ts';
import { type IdempotentCommand, runCommand } from '../command-idempotency/command-idempotency.api.ts';
import { type FloorCaller, floorSees } from '../warehouses/warehouses.api.ts';
import { applyFloorStep, type FloorStep } from './floor-order.ts';
import { issueParcelWaybills } from './issue-parcel-waybills.ts';
import { ORDER_PARCEL_OWNER } from './order-parcels.ts';
import { findLines, findOrderRow, insertParcels } from './orders.repository.ts';
import { presentFloorOrder } from './present-order.ts';

const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';

type Scanned = readonly { skuId: string; quantity: number }[];

/**
 * `POST /api/warehouse/orders/{id}/pack`: picking → packed, one parcel row per box. A
 * parcel typed with its waybill needs its carrier; one without a number gets one from the carrier
 * (issue-parcel-waybills.ts) before the transaction. Every parcel with a number is followed by the
 * carriers module from now on: its first scan ships the order if the floor has not, its delivery
 * delivers it (deliver-order.ts). A waybill another parcel has is 409 CONFLICT; a carrier refusing
 * the addresses 422 WAYBILL_REFUSED, a carrier not answering 503 CARRIER_UNAVAILABLE. The packing
 * station sends what it scanned (`items`), and when it split the order into several boxes, what
 * went into each (`parcels[].items`, on every parcel or none): unless each equals the order's lines
 * (what was picked), 409 PACK_SCAN_MISMATCH — checked before any waybill is asked for, and again
 * under the order's lock. All the parcels are written in one transaction; with an
 * `Idempotency-Key` a retry answers the first answer and applies nothing (runCommand), and without
 * one a repeat on a packed order answers it as it is.
 */
export async function packOrder(
  deps: { db: Kysely<Database>; now: () => Date; carriers: CarrierServices },
  floor: FloorCaller,
  orderId: string,
  body: PackOrderRequest,
  lang: Language,
  command: (asked: unknown) => IdempotentCommand | undefined = () => undefined,
): Promise<FloorOrder> {
  const request = packOrderRequestSchema.parse(body);
  const { parcels, items } = request;
  const split = parcels.some((p) => p.items !== undefined);
  const fields: Record<string, string> = {};
  parcels.forEach((p, i) => {
    if (p.invoiceNo !== undefined && p.parcelCompany === undefined)
      fields[`parcels.${i}.parcelCompany`] = FIELD_MESSAGES[lang].required;
    if (split && p.items === undefined) fields[`parcels.${i}.items`] = FIELD_MESSAGES[lang].required;
  });
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  const scans: Scanned[] = [];
  if (items !== undefined) scans.push(items);
  if (split) scans.push(parcels.flatMap((p) => p.items ?? []));
  const order = await findOrderRow(deps.db, orderId);
  if (!order || !floorSees(floor, order.warehouse_id)) throw new AppError('NOT_FOUND');
  if (order.status === 'picking')
    for (const scanned of scans) await checkScannedItems(deps.db, order.id, scanned, lang);
  // Waybills only for an order about to be packed: a repeat (already packed) or an order out of
  // step costs the carrier nothing, and the floor step below answers it as it always does.
  const issued =
    order.status === 'picking'
      ? await issueParcelWaybills(deps, order, parcels)
      : parcels.map((p) => ({ parcelCompany: p.parcelCompany ?? null, invoiceNo: p.invoiceNo ?? null }));
  const packed = issued.map((parcel, i) => ({
    ...parcel,
    boxCode: parcels[i]?.boxCode ?? null,
    items: parcels[i]?.items ?? null,
  }));
  const now = deps.now();
  try {
    return await runCommand(deps.db, command({ orderId, ...request }), async (trx) => {
      await applyFloorStep(trx, floor, orderId, packStep(packed, scans, lang), now);
      // Read in the transaction: with an Idempotency-Key this answer is kept for retries.
      const row = await findOrderRow(trx, orderId);
      if (!row) throw new AppError('NOT_FOUND');
      return presentFloorOrder(trx, row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', { cause: error });
    throw error;
  }
}

/**
 * picking → packed: one parcel row per box (with what went into it, when split); every parcel
 * with a waybill is followed by the carriers module from now on (the routes, and the demo data).
 * Each of `scans` must equal the order's lines, checked under the order's lock.
 */
export const packStep = (
  parcels: readonly {
    parcelCompany: string | null;
    invoiceNo: string | null;
    boxCode?: string | null;
    items?: Scanned | null;
  }[],
  scans: readonly Scanned[] = [],
  lang: Language = 'ko',
): FloorStep => ({
  from: 'picking',
  to: 'packed',
  work: async (trx, order, ctx) => {
    for (const scanned of scans) await checkScannedItems(trx, order.id, scanned, lang);
    await insertParcels(trx, order.id, parcels, ctx.now);
    for (const parcel of parcels) {
      if (parcel.invoiceNo === null || !isParcelCompany(parcel.parcelCompany)) continue;
      await followParcel(trx, {
        parcelCompany: parcel.parcelCompany,
        invoiceNo: parcel.invoiceNo,
        ownerType: ORDER_PARCEL_OWNER,
        ownerId: order.id,
        teamId: order.team_id,
        now: ctx.now,
      });
    }
  },
});

/**
 * 409 PACK_SCAN_MISMATCH unless what the station scanned equals the order's lines (every SKU it
 * takes, summed; all of it was picked for the order to be `picking`): `fields.items.{skuId}` says
 * the quantity the order takes for each SKU that differs (0 for one it does not take).
 */
async function checkScannedItems(
  db: Kysely<Database>,
  orderId: string,
  scanned: Scanned,
  lang: Language,
): Promise<void> {
  const lines = await findLines(db, [orderId]);
  const differences = packScanDifferences(
    lines.map((line) => ({ id: line.sku_id, quantity: line.quantity })),
    scanned,
  );
  const skuIds = Object.keys(differences);
  if (skuIds.length === 0) return;
  const fields: Record<string, string> = {};
  for (const skuId of skuIds) {
    const [, expected] = differences[skuId] as [number, number];
    fields[`items.${skuId}`] = FIELD_MESSAGES[lang].numberExact(expected.toLocaleString('en-US'));
  }
  throw new AppError('PACK_SCAN_MISMATCH', { fields });
}
