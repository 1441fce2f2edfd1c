import { type FloorOrder, orderInWaveError } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pickStock } from '../inventory/inventory.api.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { findOpenWavesOfOrders } from '../waves/waves.api.ts';
import { type FloorStep, runFloorStep } from './floor-order.ts';
import { findAllocations } from './orders.repository.ts';

/**
 * `POST /api/warehouse/orders/{id}/pick`: allocated → picking; the reserved stock moves from its
 * shelves to the warehouse's outbound area (still reserved: it is the order's). From now on the
 * customer can no longer cancel. An order an open, released or picking wave holds is the wave's to
 * pick: ORDER_IN_WAVE until the wave is cancelled.
 */
export function pickOrder(
  deps: { db: Kysely<Database>; now: () => Date },
  floor: FloorCaller,
  orderId: string,
): Promise<FloorOrder> {
  return runFloorStep(deps, floor, orderId, pickOutsideWaveStep);
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

/** The pick step of one order on its own: refused while a wave holds the order. */
const pickOutsideWaveStep: FloorStep = {
  ...pickStep,
  guard: async (trx, order) =>
    orderInWaveError(
      order.status,
      (await findOpenWavesOfOrders(trx, [order.id])).get(order.id)?.status ?? null,
    ),
};
