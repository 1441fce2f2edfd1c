import {
  FIELD_MESSAGES,
  type Language,
  type ParcelCompany,
  type Return,
  type ReturnPickupRequest,
  returnPickupRequestSchema,
  returnStatusMachine,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { type CarrierServices, followParcel, issueWaybill } from '../carriers/carriers.api.ts';
import { type FloorCaller, findWarehouseSender } from '../warehouses/warehouses.api.ts';
import { moveReturn } from './move-return.ts';
import { presentReturn } from './present-return.ts';
import { RETURN_PARCEL_OWNER } from './return-parcel-tracked.ts';
import { findReturnForPickup, lockReturn, setReturnParcel } from './returns.repository.ts';

/** The carrier when neither the floor nor the warehouse chose one: CJ대한통운 (as for outbound parcels). */
const DEFAULT_PARCEL_COMPANY: ParcelCompany = '04';

/**
 * `POST /api/warehouse/returns/{id}/pickup {parcelCompany?, invoiceNo?}`: the carrier collects the
 * return (requested → in_transit) and the return keeps the collection parcel. A typed waybill needs
 * its carrier; without one a return waybill (반품 회수: the pickup address sends, the warehouse
 * receives) is issued before the transaction, from the chosen carrier, else the warehouse's, else
 * CJ대한통운; the parcel is followed (its delivery makes the return arrived). Repeating it on a return already in transit changes nothing; any other status is 409
 * INVALID_STATE_TRANSITION (the state machine in core).
 */
export async function pickupReturn(
  deps: { db: Kysely<Database>; now: () => Date; carriers: CarrierServices },
  floor: FloorCaller,
  id: string,
  body: ReturnPickupRequest,
  lang: Language,
): Promise<Return> {
  const request = returnPickupRequestSchema.parse(body);
  if (request.invoiceNo !== undefined && request.parcelCompany === undefined)
    throw new AppError('VALIDATION_FAILED', { fields: { parcelCompany: FIELD_MESSAGES[lang].required } });
  const scope = { teamId: null, warehouseId: floor.warehouseId };
  const found = await findReturnForPickup(deps.db, id, scope);
  if (!found) throw new AppError('NOT_FOUND');
  if (found.status === 'in_transit') return presentReturn(deps.db, id, scope);
  // A waybill only for a return that may be picked up: the carrier is not asked for one in vain.
  const refused = returnStatusMachine.error(found.status, 'in_transit');
  if (refused) throw new AppError(refused);
  const parcel = request.invoiceNo
    ? { parcelCompany: request.parcelCompany as ParcelCompany, invoiceNo: request.invoiceNo }
    : await issueReturnWaybill(deps, found, request.parcelCompany);
  await transact(deps.db, async (trx) => {
    const row = await lockReturn(trx, id, scope);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'in_transit') return;
    const now = deps.now();
    await moveReturn(trx, row, 'in_transit', { note: null, actorId: floor.userId, now });
    await setReturnParcel(trx, id, parcel);
    // Followed from now on: its delivery at the warehouse makes the return arrived.
    await followParcel(trx, {
      ...parcel,
      ownerType: RETURN_PARCEL_OWNER,
      ownerId: id,
      teamId: row.team_id,
      now,
    });
  });
  return presentReturn(deps.db, id, scope);
}

async function issueReturnWaybill(
  deps: { db: Kysely<Database>; now: () => Date; carriers: CarrierServices },
  row: NonNullable<Awaited<ReturnType<typeof findReturnForPickup>>>,
  chosen: ParcelCompany | undefined,
) {
  const warehouse = await findWarehouseSender(deps.db, row.warehouse_id);
  if (!warehouse) throw new AppError('NOT_FOUND');
  const parcelCompany = chosen ?? warehouse.parcelCompany ?? DEFAULT_PARCEL_COMPANY;
  const waybill = await issueWaybill(deps, {
    parcelCompany,
    kind: 'return',
    reference: row.return_no,
    sender: {
      name: row.pickup_name,
      phone: row.pickup_phone,
      address: [row.pickup_address1, row.pickup_address2].filter(Boolean).join(' '),
      zipCode: row.pickup_zip,
    },
    recipient: warehouse,
  });
  return { parcelCompany, invoiceNo: waybill.invoiceNo };
}
