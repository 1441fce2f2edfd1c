import type { Handover } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { findOrderWaybillParcels, shipHandedOverOrder } from '../orders/orders.api.ts';
import { type FloorCaller, floorSees } from '../warehouses/warehouses.api.ts';
import { getHandoverById } from './get-handover.ts';
import {
  closeHandoverRow,
  findHandoverParcels,
  findParcelPlacements,
  lockHandover,
} from './handovers.repository.ts';
import { decideClose, ordersToShip } from './handovers.rules.ts';

/**
 * `POST /api/warehouse/handovers/{id}/close`: the driver has the parcels. In one transaction the
 * manifest closes and every order on it whose parcels are now all with the carrier takes the
 * orders module's ship step (packed → shipped: its stock leaves, `order.shipped` is sent); an order
 * with a parcel still to hand over stays packed. A closed manifest again is a harmless repeat; an
 * empty one is refused (HANDOVER_EMPTY). Any failure rolls the whole close back.
 */
export async function closeHandover(
  deps: { db: Kysely<Database>; now: () => Date },
  floor: FloorCaller,
  handoverId: string,
): Promise<Handover> {
  const now = deps.now();
  await transact(deps.db, async (trx) => {
    const handover = await lockHandover(trx, handoverId);
    if (!handover || !floorSees(floor, handover.warehouse_id)) throw new AppError('NOT_FOUND');
    const onManifest = (await findHandoverParcels(trx, handover.id)).map((p) => ({
      parcelId: p.parcel_id,
      orderId: p.order_id,
    }));
    const decision = decideClose(handover.status, onManifest.length);
    if (decision === 'already') return;
    if (decision !== 'close') throw new AppError(decision);
    if (!(await closeHandoverRow(trx, handover.id, floor.userId, now)))
      throw new Error(`handover ${handover.id} moved while locked`);
    const orderParcels = await findOrderWaybillParcels(trx, [...new Set(onManifest.map((p) => p.orderId))]);
    const handedOver = new Set(
      (
        await findParcelPlacements(
          trx,
          orderParcels.map((p) => p.parcelId),
        )
      )
        .filter((p) => p.status === 'closed')
        .map((p) => p.parcel_id),
    );
    // Orders are locked in id order, so two manifests closing at once that share an order (its
    // parcels went with two carriers) cannot deadlock on each other.
    const toShip = ordersToShip({ onManifest, orderParcels, handedOver }).sort();
    for (const orderId of toShip) await shipHandedOverOrder(trx, floor, orderId, now);
  });
  return getHandoverById(deps.db, handoverId);
}
