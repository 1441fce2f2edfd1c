import {
  type Handover,
  type HandoverStatus,
  type ParcelCompany,
  type ScanHandoverParcelRequest,
  scanHandoverParcelRequestSchema,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type IdempotentCommand, runCommand } from '../command-idempotency/command-idempotency.api.ts';
import { findParcelsByWaybill } from '../orders/orders.api.ts';
import { type FloorCaller, floorSees } from '../warehouses/warehouses.api.ts';
import { getHandoverById } from './get-handover.ts';
import {
  findParcelPlacements,
  insertHandoverParcel,
  lockHandover,
  touchHandover,
} from './handovers.repository.ts';
import { decideScan, type Placement } from './handovers.rules.ts';

type Deps = { db: Kysely<Database>; now: () => Date };

/**
 * `POST /api/warehouse/handovers/{id}/parcels`: the packed parcel of the manifest's warehouse and
 * carrier carrying the scanned waybill goes on the manifest (decideScan says what is refused).
 * Under the manifest's row lock; the parcel's unique row is the backstop against two desks putting
 * it on two manifests at once (the loser is told where it went). Scanning a parcel that is on the
 * manifest already answers the manifest unchanged; with an `Idempotency-Key` a retry answers the
 * first answer (runCommand).
 */
export async function scanHandoverParcel(
  deps: Deps,
  floor: FloorCaller,
  handoverId: string,
  body: ScanHandoverParcelRequest,
  command: (asked: unknown) => IdempotentCommand | undefined,
): Promise<Handover> {
  const request = scanHandoverParcelRequestSchema.parse(body);
  const now = deps.now();
  return runCommand(deps.db, command({ handoverId, invoiceNo: request.invoiceNo }), async (trx) => {
    const handover = await lockHandover(trx, handoverId);
    if (!handover || !floorSees(floor, handover.warehouse_id)) throw new AppError('NOT_FOUND');
    const decide = async () => {
      const parcels = await findParcelsByWaybill(trx, handover.warehouse_id, request.invoiceNo);
      const placements = new Map<string, Placement>(
        (
          await findParcelPlacements(
            trx,
            parcels.map((p) => p.parcelId),
          )
        ).map((p) => [p.parcel_id, { handoverId: p.handover_id, status: p.status as HandoverStatus }]),
      );
      return decideScan({
        handover: {
          id: handover.id,
          status: handover.status,
          parcelCompany: handover.parcel_company as ParcelCompany,
        },
        parcels,
        placements,
      });
    };
    const decision = await decide();
    if (decision.kind === 'refuse') throw new AppError(decision.code);
    if (decision.kind === 'add') {
      const inserted = await insertHandoverParcel(trx, {
        handover_id: handover.id,
        parcel_id: decision.parcel.parcelId,
        order_id: decision.parcel.orderId,
        invoice_no: decision.parcel.invoiceNo,
        scanned_by: floor.userId,
        scanned_at: now,
      });
      if (!inserted) {
        // Another desk put it on its manifest a moment ago: say where it is now.
        const again = await decide();
        throw new AppError(again.kind === 'refuse' ? again.code : 'HANDOVER_PARCEL_ON_OTHER');
      }
      await touchHandover(trx, handover.id, now);
    }
    return getHandoverById(trx, handover.id);
  });
}
