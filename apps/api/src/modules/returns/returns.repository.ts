import type { ParcelCompany } from '@baro/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReturnOutcomeValue, ReturnStatusValue, ReturnsTable } from '../../db/schema-inbound.ts';

// Every query of the returns module: returns with their items, inspections and history, and the
// reads of the shipped order a return is asked for (the orders module owns those rows; nothing here
// writes them).

type Db = Kysely<Database> | Transaction<Database>;

/** Who is looking: a team (customer), a warehouse (worker) or everyone (staff, both null). */
export interface ReturnScope {
  teamId: string | null;
  warehouseId: string | null;
}

/** The team's order, locked so two returns of it are counted one after the other. */
export function lockTeamOrder(trx: Transaction<Database>, teamId: string, orderId: string) {
  return trx
    .selectFrom('shipping_orders')
    .select(['id', 'order_no', 'status', 'warehouse_id'])
    .where('id', '=', orderId)
    .where('team_id', '=', teamId)
    .forUpdate()
    .executeTakeFirst();
}

/** What the order took from stock per SKU, and its items (kits with the components they took). */
export async function orderContents(db: Db, orderId: string) {
  const [lines, items] = await Promise.all([
    db
      .selectFrom('shipping_order_lines')
      .select(['sku_id', 'quantity'])
      .where('order_id', '=', orderId)
      .execute(),
    db
      .selectFrom('shipping_order_items')
      .select(['sku_id', 'group_sku_id', 'quantity', 'components'])
      .where('order_id', '=', orderId)
      .orderBy('position')
      .execute(),
  ]);
  return { lines, items };
}

/** Units of each SKU already asked back from the order (returns not canceled nor taken back to the buyer). */
export function returnedOfOrder(db: Db, orderId: string) {
  return db
    .selectFrom('return_items as ri')
    .innerJoin('returns as r', 'r.id', 'ri.return_id')
    .select(['ri.sku_id', sql<number>`sum(ri.quantity)::int`.as('quantity')])
    .where('r.order_id', '=', orderId)
    .where('r.status', 'not in', ['canceled', 'returned_to_sender'])
    .groupBy('ri.sku_id')
    .execute();
}

export async function insertReturn(
  trx: Transaction<Database>,
  row: Omit<ReturnsTable, 'created_at' | 'updated_at' | 'completed_at' | 'canceled_at'> & { now: Date },
  items: readonly { skuId: string; quantity: number }[],
) {
  const { now, ...values } = row;
  await trx
    .insertInto('returns')
    .values({ ...values, created_at: now, updated_at: now })
    .execute();
  await trx
    .insertInto('return_items')
    .values(
      items.map((item, position) => ({
        return_id: row.id,
        sku_id: item.skuId,
        position,
        quantity: item.quantity,
      })),
    )
    .execute();
}

export async function insertReturnHistory(
  trx: Transaction<Database>,
  entry: {
    id: string;
    returnId: string;
    status: ReturnStatusValue;
    note: string | null;
    actorId: string | null;
    at: Date;
  },
) {
  await trx
    .insertInto('return_history')
    .values({
      id: entry.id,
      return_id: entry.returnId,
      status: entry.status,
      note: entry.note,
      actor_id: entry.actorId,
      at: entry.at,
    })
    .execute();
}

export function lockReturn(trx: Transaction<Database>, id: string, scope: ReturnScope) {
  let query = trx
    .selectFrom('returns')
    .select(['id', 'return_no', 'team_id', 'warehouse_id', 'status', 'updated_at'])
    .where('id', '=', id);
  if (scope.teamId) query = query.where('team_id', '=', scope.teamId);
  if (scope.warehouseId) query = query.where('warehouse_id', '=', scope.warehouseId);
  return query.forUpdate().executeTakeFirst();
}
export type ReturnRow = NonNullable<Awaited<ReturnType<typeof lockReturn>>>;

export async function setReturnStatus(
  trx: Transaction<Database>,
  id: string,
  status: ReturnStatusValue,
  now: Date,
) {
  await trx
    .updateTable('returns')
    .set({
      status,
      updated_at: now,
      ...(status === 'completed' ? { completed_at: now } : {}),
      ...(status === 'canceled' ? { canceled_at: now } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Adds inspected units to an item's outcome, only while the outcomes stay within what came back. */
export async function addOutcome(
  trx: Transaction<Database>,
  returnId: string,
  skuId: string,
  outcome: ReturnOutcomeValue,
  quantity: number,
): Promise<boolean> {
  const column = outcome === 'restock' ? 'restocked' : outcome === 'quarantine' ? 'quarantined' : 'disposed';
  const row = await trx
    .updateTable('return_items')
    .set((eb) => ({ [column]: eb(column, '+', quantity) }))
    .where('return_id', '=', returnId)
    .where('sku_id', '=', skuId)
    .where(sql<boolean>`restocked + quarantined + disposed + ${quantity} <= quantity`)
    .returning('sku_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertInspection(
  trx: Transaction<Database>,
  row: {
    id: string;
    returnId: string;
    skuId: string;
    quantity: number;
    outcome: ReturnOutcomeValue;
    locationId: string;
    movementId: string;
    note: string | null;
    actorId: string | null;
    at: Date;
  },
) {
  await trx
    .insertInto('return_inspections')
    .values({
      id: row.id,
      return_id: row.returnId,
      sku_id: row.skuId,
      quantity: row.quantity,
      outcome: row.outcome,
      location_id: row.locationId,
      movement_id: row.movementId,
      note: row.note,
      actor_id: row.actorId,
      at: row.at,
    })
    .execute();
}

export function findReturn(db: Db, id: string, scope: ReturnScope) {
  let query = db
    .selectFrom('returns as r')
    .innerJoin('teams as t', 't.id', 'r.team_id')
    .innerJoin('shipping_orders as o', 'o.id', 'r.order_id')
    .selectAll('r')
    .select(['t.name as team_name', 'o.order_no'])
    .where('r.id', '=', id);
  if (scope.teamId) query = query.where('r.team_id', '=', scope.teamId);
  if (scope.warehouseId) query = query.where('r.warehouse_id', '=', scope.warehouseId);
  return query.executeTakeFirst();
}

export function findReturnItems(db: Db, returnId: string) {
  return db
    .selectFrom('return_items as ri')
    .innerJoin('skus as s', 's.id', 'ri.sku_id')
    .select([
      'ri.sku_id',
      's.name',
      's.barcode',
      'ri.quantity',
      'ri.restocked',
      'ri.quarantined',
      'ri.disposed',
    ])
    .where('ri.return_id', '=', returnId)
    .orderBy('ri.position')
    .execute();
}

export function findReturnHistory(db: Db, returnId: string) {
  return db
    .selectFrom('return_history')
    .select(['status', 'note', 'at'])
    .where('return_id', '=', returnId)
    .orderBy('seq')
    .execute();
}

export interface ReturnListFilter extends ReturnScope {
  status?: ReturnStatusValue | undefined;
  q?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of returns, the total, and how many there are per status (status filter aside). */
export async function listReturnRows(
  db: Db,
  filter: ReturnListFilter,
  page: { limit: number; offset: number },
) {
  const base = () => {
    let query = db.selectFrom('returns as r').innerJoin('shipping_orders as o', 'o.id', 'r.order_id');
    if (filter.teamId) query = query.where('r.team_id', '=', filter.teamId);
    if (filter.warehouseId) query = query.where('r.warehouse_id', '=', filter.warehouseId);
    if (filter.q) {
      const pattern = `%${escapeLike(filter.q)}%`;
      query = query.where((eb) =>
        eb.or([
          eb('r.return_no', 'ilike', pattern),
          eb('o.order_no', 'ilike', pattern),
          eb('r.invoice_no', 'like', pattern),
        ]),
      );
    }
    return query;
  };
  const filtered = () => (filter.status ? base().where('r.status', '=', filter.status) : base());
  const quantities = db
    .selectFrom('return_items')
    .select(['return_id', sql<number>`sum(quantity)::int`.as('quantity')])
    .groupBy('return_id')
    .as('q');
  const [rows, total, counts] = await Promise.all([
    filtered()
      .innerJoin('teams as t', 't.id', 'r.team_id')
      .leftJoin(quantities, 'q.return_id', 'r.id')
      .select([
        'r.id',
        'r.return_no',
        'r.status',
        'o.order_no',
        'r.reason',
        't.name as team_name',
        sql<number>`coalesce(q.quantity, 0)`.as('quantity'),
        'r.created_at',
      ])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    base()
      .select(['r.status', sql<number>`count(*)::int`.as('count')])
      .groupBy('r.status')
      .execute(),
  ]);
  return { rows, total: Number(total.total), counts };
}

/** The return's collection parcel (carrier and waybill), set with its pickup. */
export async function setReturnParcel(
  trx: Transaction<Database>,
  id: string,
  parcel: { parcelCompany: ParcelCompany; invoiceNo: string },
) {
  await trx
    .updateTable('returns')
    .set({ parcel_company: parcel.parcelCompany, invoice_no: parcel.invoiceNo })
    .where('id', '=', id)
    .execute();
}

/** A return with what its collection waybill needs: its warehouse, number and pickup address. */
export function findReturnForPickup(db: Db, id: string, scope: ReturnScope) {
  let query = db
    .selectFrom('returns')
    .select([
      'id',
      'return_no',
      'warehouse_id',
      'status',
      'pickup_name',
      'pickup_phone',
      'pickup_zip',
      'pickup_address1',
      'pickup_address2',
    ])
    .where('id', '=', id);
  if (scope.teamId) query = query.where('team_id', '=', scope.teamId);
  if (scope.warehouseId) query = query.where('warehouse_id', '=', scope.warehouseId);
  return query.executeTakeFirst();
}

/** A return of the team by its collection waybill (undefined: not the team's, or unknown). */
export function findTeamReturnParcel(
  db: Db,
  teamId: string,
  parcelCompany: ParcelCompany,
  invoiceNo: string,
) {
  return db
    .selectFrom('returns')
    .select(['id', 'status'])
    .where('team_id', '=', teamId)
    .where('parcel_company', '=', parcelCompany)
    .where('invoice_no', '=', invoiceNo)
    .executeTakeFirst();
}

/** What inspection recorded for a return, in the order it was recorded, with the SKU and location. */
export function findReturnInspections(db: Db, returnId: string) {
  return db
    .selectFrom('return_inspections as i')
    .innerJoin('skus as s', 's.id', 'i.sku_id')
    .innerJoin('warehouse_locations as l', 'l.id', 'i.location_id')
    .select([
      'i.id',
      'i.sku_id',
      's.name',
      's.barcode',
      'i.quantity',
      'i.outcome',
      'l.code as location_code',
      'i.note',
      'i.at',
    ])
    .where('i.return_id', '=', returnId)
    .orderBy('i.seq')
    .execute();
}
