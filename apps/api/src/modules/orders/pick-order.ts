import type { ShippingOrder } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pickStock } from '../inventory/inventory.api.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { type FloorStep, runFloorStep } from './floor-order.ts';
import { findAllocations } from './orders.repository.ts';

/**
 * `POST /api/warehouse/orders/{id}/pick`: allocated → picking; the reserved stock moves from its
 * shelves to the warehouse's outbound area (still reserved: it is the order's). From now on the
 * customer can no longer cancel.
 */
export function pickOrder(
  deps: { db: Kysely<Database>; now: () => Date },
  floor: FloorCaller,
  orderId: string,
): Promise<ShippingOrder> {
  return runFloorStep(deps, floor, orderId, pickStep);
}

/** allocated → picking: the reserved stock goes from its shelves to outbound. */
export const pickStep: FloorStep = {
  from: 'allocated',
  to: 'picking',
  work: async (trx, order, ctx) => {
    const allocations = await findAllocations(trx, [order.id]);
    await pickStock(
      trx,
      allocations.map((a) => ({
        skuId: a.sku_id,
        locationId: a.location_id,
        locationCode: a.code,
        quantity: a.quantity,
      })),
      ctx,
    );
  },
};
