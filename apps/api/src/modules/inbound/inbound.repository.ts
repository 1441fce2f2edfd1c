import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { InboundStatusValue } from '../../db/schema-inbound.ts';

// Every query of the inbound module: inbounds with their items, receipts and history, the day's
// number counter, and the lists (the customer's team, the worker's warehouse, staff all).

type Db = Kysely<Database> | Transaction<Database>;

/** Who is looking: a team (customer), a warehouse (worker) or everyone (staff, both null). */
export interface InboundScope {
  teamId: string | null;
  warehouseId: string | null;
}

/** Which of these ids are SKUs of the team. */
export async function teamSkuIds(db: Db, teamId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('skus')
    .select('id')
    .where('team_id', '=', teamId)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function insertInbound(
  trx: Transaction<Database>,
  values: {
    id: string;
    inboundNo: string;
    teamId: string;
    warehouseId: string;
    expectedDate: string;
    boxes: number;
    memo: string | null;
    createdBy: string;
    now: Date;
  },
  items: readonly { skuId: string; quantity: number }[],
) {
  await trx
    .insertInto('inbounds')
    .values({
      id: values.id,
      inbound_no: values.inboundNo,
      team_id: values.teamId,
      warehouse_id: values.warehouseId,
      status: 'requested',
      expected_date: values.expectedDate,
      boxes: values.boxes,
      memo: values.memo,
      created_by: values.createdBy,
      created_at: values.now,
      updated_at: values.now,
    })
    .execute();
  await trx
    .insertInto('inbound_items')
    .values(
      items.map((item, position) => ({
        inbound_id: values.id,
        sku_id: item.skuId,
        position,
        expected_quantity: item.quantity,
      })),
    )
    .execute();
}

export async function insertHistory(
  trx: Transaction<Database>,
  entry: {
    id: string;
    inboundId: string;
    status: InboundStatusValue;
    note: string | null;
    actorId: string | null;
    at: Date;
  },
) {
  await trx
    .insertInto('inbound_history')
    .values({
      id: entry.id,
      inbound_id: entry.inboundId,
      status: entry.status,
      note: entry.note,
      actor_id: entry.actorId,
      at: entry.at,
    })
    .execute();
}

const INBOUND_COLUMNS = [
  'i.id',
  'i.inbound_no',
  'i.team_id',
  'i.warehouse_id',
  'i.status',
  'i.expected_date',
  'i.boxes',
  'i.memo',
  'i.created_at',
  'i.updated_at',
] as const;

/** The inbound, locked for a change, if the scope sees it. */
export function lockInbound(trx: Transaction<Database>, id: string, scope: InboundScope) {
  let query = trx.selectFrom('inbounds as i').select(INBOUND_COLUMNS).where('i.id', '=', id);
  if (scope.teamId) query = query.where('i.team_id', '=', scope.teamId);
  if (scope.warehouseId) query = query.where('i.warehouse_id', '=', scope.warehouseId);
  return query.forUpdate().executeTakeFirst();
}
export type InboundRow = NonNullable<Awaited<ReturnType<typeof lockInbound>>>;

export async function setInboundStatus(
  trx: Transaction<Database>,
  id: string,
  status: InboundStatusValue,
  now: Date,
) {
  await trx
    .updateTable('inbounds')
    .set({
      status,
      updated_at: now,
      ...(status === 'arrived' ? { arrived_at: now } : {}),
      ...(status === 'completed' ? { completed_at: now } : {}),
      ...(status === 'canceled' ? { canceled_at: now } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Adds a counted quantity to the inbound's line of the SKU in one statement; a SKU that was not
 * announced gets a line of its own (expected 0) after the others.
 */
export async function addReceived(
  trx: Transaction<Database>,
  inboundId: string,
  skuId: string,
  quantity: number,
) {
  await trx
    .insertInto('inbound_items')
    .values({
      inbound_id: inboundId,
      sku_id: skuId,
      position: sql<number>`(select coalesce(max(position), -1) + 1 from inbound_items where inbound_id = ${inboundId})`,
      expected_quantity: 0,
      received_quantity: quantity,
    })
    .onConflict((oc) =>
      oc.columns(['inbound_id', 'sku_id']).doUpdateSet((eb) => ({
        received_quantity: eb('inbound_items.received_quantity', '+', quantity),
      })),
    )
    .execute();
}

export async function insertReceipt(
  trx: Transaction<Database>,
  receipt: {
    id: string;
    inboundId: string;
    skuId: string;
    locationId: string;
    quantity: number;
    movementId: string;
    actorId: string | null;
    at: Date;
  },
) {
  await trx
    .insertInto('inbound_receipts')
    .values({
      id: receipt.id,
      inbound_id: receipt.inboundId,
      sku_id: receipt.skuId,
      location_id: receipt.locationId,
      quantity: receipt.quantity,
      movement_id: receipt.movementId,
      actor_id: receipt.actorId,
      received_at: receipt.at,
    })
    .execute();
}

/** The inbound with its team's name and its warehouse, if the scope sees it. */
export function findInbound(db: Db, id: string, scope: InboundScope) {
  let query = db
    .selectFrom('inbounds as i')
    .innerJoin('teams as t', 't.id', 'i.team_id')
    .innerJoin('warehouses as w', 'w.id', 'i.warehouse_id')
    .select(INBOUND_COLUMNS)
    .select([
      't.name as team_name',
      'w.code as warehouse_code',
      'w.name as warehouse_name',
      'w.address as warehouse_address',
    ])
    .where('i.id', '=', id);
  if (scope.teamId) query = query.where('i.team_id', '=', scope.teamId);
  if (scope.warehouseId) query = query.where('i.warehouse_id', '=', scope.warehouseId);
  return query.executeTakeFirst();
}
export type InboundDetailRow = NonNullable<Awaited<ReturnType<typeof findInbound>>>;

/** The inbound's lines with their SKUs, in announcement order. */
export function findItems(db: Db, inboundId: string) {
  return db
    .selectFrom('inbound_items as it')
    .innerJoin('skus as s', 's.id', 'it.sku_id')
    .select(['it.sku_id', 's.name', 's.barcode', 'it.expected_quantity', 'it.received_quantity'])
    .where('it.inbound_id', '=', inboundId)
    .orderBy('it.position')
    .execute();
}

export function findReceipts(db: Db, inboundId: string) {
  return db
    .selectFrom('inbound_receipts as r')
    .innerJoin('warehouse_locations as l', 'l.id', 'r.location_id')
    .select(['r.sku_id', 'r.quantity', 'l.code as location_code', 'r.received_at'])
    .where('r.inbound_id', '=', inboundId)
    .orderBy('r.seq')
    .execute();
}

export function findHistory(db: Db, inboundId: string) {
  return db
    .selectFrom('inbound_history')
    .select(['status', 'note', 'at'])
    .where('inbound_id', '=', inboundId)
    .orderBy('seq')
    .execute();
}

export interface InboundListFilter extends InboundScope {
  status?: InboundStatusValue | undefined;
  /** Matches the inbound number (prefix) or a memo word. */
  q?: string | undefined;
  expectedDate?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of inbounds with their totals, the total, and how many there are per status (status filter aside). */
export async function listInboundRows(
  db: Db,
  filter: InboundListFilter,
  page: { limit: number; offset: number },
) {
  const base = () => {
    let query = db.selectFrom('inbounds as i');
    if (filter.teamId) query = query.where('i.team_id', '=', filter.teamId);
    if (filter.warehouseId) query = query.where('i.warehouse_id', '=', filter.warehouseId);
    if (filter.expectedDate) query = query.where('i.expected_date', '=', filter.expectedDate);
    if (filter.q) {
      const pattern = `%${escapeLike(filter.q)}%`;
      query = query.where((eb) =>
        eb.or([eb('i.inbound_no', 'ilike', pattern), eb('i.memo', 'ilike', pattern)]),
      );
    }
    return query;
  };
  const filtered = () => (filter.status ? base().where('i.status', '=', filter.status) : base());
  const totals = db
    .selectFrom('inbound_items')
    .select([
      'inbound_id',
      sql<number>`count(*)::int`.as('sku_count'),
      sql<number>`sum(expected_quantity)::int`.as('expected_quantity'),
      sql<number>`sum(received_quantity)::int`.as('received_quantity'),
    ])
    .groupBy('inbound_id')
    .as('tot');
  const [rows, total, counts] = await Promise.all([
    filtered()
      .innerJoin('teams as t', 't.id', 'i.team_id')
      .leftJoin(totals, 'tot.inbound_id', 'i.id')
      .select([
        'i.id',
        'i.inbound_no',
        'i.status',
        'i.expected_date',
        'i.boxes',
        'i.created_at',
        't.name as team_name',
        sql<number>`coalesce(tot.sku_count, 0)`.as('sku_count'),
        sql<number>`coalesce(tot.expected_quantity, 0)`.as('expected_quantity'),
        sql<number>`coalesce(tot.received_quantity, 0)`.as('received_quantity'),
      ])
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    base()
      .select(['i.status', sql<number>`count(*)::int`.as('count')])
      .groupBy('i.status')
      .execute(),
  ]);
  return { rows, total: Number(total.total), counts };
}

/** Inbounds of a team not yet closed (the dashboard's "pending inbound"). */
export async function countOpenInbound(db: Db, teamId: string): Promise<number> {
  const row = await db
    .selectFrom('inbounds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('team_id', '=', teamId)
    .where('status', 'in', ['requested', 'arrived', 'receiving'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
