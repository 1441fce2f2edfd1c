import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { HandoverParcelsTable, HandoverStatusValue, HandoversTable } from '../../db/schema-handovers.ts';

// Every query of the carrier-handover tables (issue 15, migration 0048). Orders and their parcels
// belong to the orders module: the handovers module reaches them through `orders.api.ts`.

type Db = Kysely<Database> | Transaction<Database>;

/** Serialises opening manifests per warehouse and carrier, so two desks never open two. */
export async function lockWarehouseCarrier(
  trx: Transaction<Database>,
  warehouseId: string,
  parcelCompany: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`baro.handovers:${warehouseId}:${parcelCompany}`}))`.execute(
    trx,
  );
}

export async function nextHandoverSeq(trx: Transaction<Database>): Promise<number> {
  const { rows } = await sql<{ seq: number }>`select nextval('handovers_seq')::int as seq`.execute(trx);
  const seq = rows[0]?.seq;
  if (seq === undefined) throw new Error('no handover sequence');
  return seq;
}

export function findOpenHandover(db: Db, warehouseId: string, parcelCompany: string) {
  return db
    .selectFrom('handovers')
    .select('id')
    .where('warehouse_id', '=', warehouseId)
    .where('parcel_company', '=', parcelCompany)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

export async function insertHandover(trx: Transaction<Database>, row: Insertable<HandoversTable>) {
  await trx.insertInto('handovers').values(row).execute();
}

/** Locks a manifest (every change to it and its parcels starts here). */
export function lockHandover(trx: Transaction<Database>, id: string) {
  return trx
    .selectFrom('handovers')
    .select(['id', 'status', 'warehouse_id', 'parcel_company'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

const selectHandovers = (db: Db) =>
  db
    .selectFrom('handovers as h')
    .innerJoin('warehouses as wh', 'wh.id', 'h.warehouse_id')
    .select([
      'h.id',
      'h.handover_no',
      'h.warehouse_id',
      'h.parcel_company',
      'h.status',
      'h.created_at',
      'h.updated_at',
      'h.closed_at',
      'wh.code as warehouse_code',
      'wh.name as warehouse_name',
      sql<number>`(select count(*)::int from handover_parcels hp where hp.handover_id = h.id)`.as('parcels'),
      sql<number>`(select count(distinct hp.order_id)::int from handover_parcels hp where hp.handover_id = h.id)`.as(
        'orders',
      ),
    ]);
export type HandoverRow = NonNullable<Awaited<ReturnType<typeof findHandoverRow>>>;

export function findHandoverRow(db: Db, id: string) {
  return selectHandovers(db).where('h.id', '=', id).executeTakeFirst();
}

/** The manifest's parcels, the last scanned first. */
export function findHandoverParcels(db: Db, handoverId: string) {
  return db
    .selectFrom('handover_parcels')
    .select(['parcel_id', 'order_id', 'invoice_no', 'scanned_at'])
    .where('handover_id', '=', handoverId)
    .orderBy('scanned_at', 'desc')
    .orderBy('invoice_no', 'desc')
    .execute();
}

/** Which manifest (and in which status) holds each of these parcels. */
export function findParcelPlacements(db: Db, parcelIds: readonly string[]) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('handover_parcels as hp')
    .innerJoin('handovers as h', 'h.id', 'hp.handover_id')
    .select(['hp.parcel_id', 'hp.handover_id', 'h.status'])
    .where('hp.parcel_id', 'in', [...parcelIds])
    .execute();
}

/** Puts a parcel on a manifest unless it is on one already (then nothing: false). */
export async function insertHandoverParcel(
  trx: Transaction<Database>,
  row: Insertable<HandoverParcelsTable>,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('handover_parcels')
    .values(row)
    .onConflict((oc) => oc.column('parcel_id').doNothing())
    .returning('parcel_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function deleteHandoverParcel(
  trx: Transaction<Database>,
  handoverId: string,
  parcelId: string,
): Promise<boolean> {
  const result = await trx
    .deleteFrom('handover_parcels')
    .where('handover_id', '=', handoverId)
    .where('parcel_id', '=', parcelId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function touchHandover(trx: Transaction<Database>, id: string, now: Date): Promise<void> {
  await trx.updateTable('handovers').set({ updated_at: now }).where('id', '=', id).execute();
}

/** Closes an open manifest; true when it did. */
export async function closeHandoverRow(
  trx: Transaction<Database>,
  id: string,
  actorId: string,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('handovers')
    .set({ status: 'closed', closed_at: now, closed_by: actorId, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ── lists ─────────────────────────────────────────────────────────────────────────────────────

export interface HandoverListFilter {
  warehouseId: string | null;
  status?: HandoverStatusValue | undefined;
  parcelCompany?: string | undefined;
}

/** One page of manifests (newest first) and how many there are per status (same filter, any status). */
export async function listHandoverRows(
  db: Db,
  filter: HandoverListFilter,
  page: { limit: number; offset: number },
) {
  let rows = selectHandovers(db);
  let counts = db.selectFrom('handovers as h').select(['h.status', sql<number>`count(*)::int`.as('total')]);
  if (filter.warehouseId) {
    rows = rows.where('h.warehouse_id', '=', filter.warehouseId);
    counts = counts.where('h.warehouse_id', '=', filter.warehouseId);
  }
  if (filter.parcelCompany) {
    rows = rows.where('h.parcel_company', '=', filter.parcelCompany);
    counts = counts.where('h.parcel_company', '=', filter.parcelCompany);
  }
  if (filter.status) rows = rows.where('h.status', '=', filter.status);
  const [items, perStatus] = await Promise.all([
    rows
      .orderBy('h.created_at', 'desc')
      .orderBy('h.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    counts.groupBy('h.status').execute(),
  ]);
  return { rows: items, counts: perStatus.map((c) => ({ status: c.status, total: Number(c.total) })) };
}
