import type { LabelSorting, ParcelCompany, TrackingEvent, TrackingStatus } from '@baro/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, JsonValue } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

// The only queries of the carriers module: issued waybills and tracked parcels.

export interface WaybillRow {
  parcel_company: ParcelCompany;
  invoice_no: string;
  provider: 'simulated' | 'hanjin';
  kind: 'outbound' | 'return';
  reference: string;
  sorting: LabelSorting;
  recipient_zip: string;
  sender_zip: string;
  issued_at: Date;
}

/** Records an issued waybill; false when the number is already taken (a simulated collision). */
export async function insertWaybill(db: Db, row: WaybillRow): Promise<boolean> {
  const result = await db
    .insertInto('carrier_waybills')
    .values({
      parcel_company: row.parcel_company,
      invoice_no: row.invoice_no,
      provider: row.provider,
      kind: row.kind,
      reference: row.reference,
      sorting: JSON.stringify(row.sorting),
      sender_zip: row.sender_zip,
      recipient_zip: row.recipient_zip,
      issued_at: row.issued_at,
    })
    .onConflict((conflict) => conflict.columns(['parcel_company', 'invoice_no']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findWaybill(db: Db, parcelCompany: ParcelCompany, invoiceNo: string) {
  const row = await db
    .selectFrom('carrier_waybills')
    .selectAll()
    .where('parcel_company', '=', parcelCompany)
    .where('invoice_no', '=', invoiceNo)
    .executeTakeFirst();
  return row && { ...row, sorting: row.sorting as unknown as LabelSorting };
}

export interface TrackedParcelInsert {
  id: string;
  parcel_company: ParcelCompany;
  invoice_no: string;
  owner_type: string;
  owner_id: string;
  team_id: string | null;
  next_poll_at: Date;
  now: Date;
}

/**
 * Starts following a parcel. Following the same (carrier, number) again for the same owner is a
 * harmless repeat; for another owner it takes the parcel over (a return re-using a number is not
 * a thing carriers do, but a re-packed order is) and polling starts again.
 */
export async function upsertTrackedParcel(db: Db, row: TrackedParcelInsert) {
  return db
    .insertInto('tracked_parcels')
    .values({
      id: row.id,
      parcel_company: row.parcel_company,
      invoice_no: row.invoice_no,
      owner_type: row.owner_type,
      owner_id: row.owner_id,
      team_id: row.team_id,
      status: 'information_received',
      next_poll_at: row.next_poll_at,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((conflict) =>
      conflict.columns(['parcel_company', 'invoice_no']).doUpdateSet({
        owner_type: row.owner_type,
        owner_id: row.owner_id,
        team_id: row.team_id,
        next_poll_at: sql`case when tracked_parcels.stopped_at is null then tracked_parcels.next_poll_at else ${row.next_poll_at} end`,
        stopped_at: sql`case when tracked_parcels.stop_reason = 'released' then null else tracked_parcels.stopped_at end`,
        stop_reason: sql`case when tracked_parcels.stop_reason = 'released' then null else tracked_parcels.stop_reason end`,
        updated_at: row.now,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type TrackedParcelRow = Awaited<ReturnType<typeof upsertTrackedParcel>>;

export async function findTrackedParcel(db: Db, parcelCompany: ParcelCompany, invoiceNo: string) {
  return db
    .selectFrom('tracked_parcels')
    .selectAll()
    .where('parcel_company', '=', parcelCompany)
    .where('invoice_no', '=', invoiceNo)
    .executeTakeFirst();
}

/** Locks one tracked parcel for an update (skipping it when another process holds it). */
export async function lockTrackedParcel(trx: Transaction<Database>, id: string, skipLocked = false) {
  let query = trx.selectFrom('tracked_parcels').selectAll().where('id', '=', id).forUpdate();
  if (skipLocked) query = query.skipLocked();
  return query.executeTakeFirst();
}

/** Parcels due for a poll, oldest due first. */
export async function findDueTrackedParcels(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('tracked_parcels')
    .select(['id', 'parcel_company', 'invoice_no'])
    .where('stopped_at', 'is', null)
    .where('next_poll_at', '<=', now)
    .orderBy('next_poll_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export interface TrackedParcelUpdate {
  status: TrackingStatus;
  events: TrackingEvent[];
  first_scan_at: Date | null;
  delivered_at: Date | null;
  polls: number;
  unchanged_polls: number;
  failures: number;
  last_error: string | null;
  last_polled_at: Date;
  next_poll_at: Date | null;
  stopped_at: Date | null;
  stop_reason: 'delivered' | 'returned' | 'limit' | 'released' | null;
  updated_at: Date;
}

export async function updateTrackedParcel(db: Db, id: string, update: TrackedParcelUpdate) {
  await db
    .updateTable('tracked_parcels')
    .set({ ...update, events: JSON.stringify(update.events as unknown as JsonValue) })
    .where('id', '=', id)
    .execute();
}

/** Stops following a parcel (its owner no longer needs it). */
export async function releaseTrackedParcel(
  db: Db,
  parcelCompany: ParcelCompany,
  invoiceNo: string,
  now: Date,
) {
  await db
    .updateTable('tracked_parcels')
    .set({ stopped_at: now, stop_reason: 'released', next_poll_at: null, updated_at: now })
    .where('parcel_company', '=', parcelCompany)
    .where('invoice_no', '=', invoiceNo)
    .where('stopped_at', 'is', null)
    .execute();
}
