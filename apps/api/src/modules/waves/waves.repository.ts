import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { WaveStatusValue, WavesTable } from '../../db/schema-waves.ts';

// Every query of the pick-wave tables (issue 15, migration 0041). Orders, their reservations and
// the ledger belong to the orders and inventory modules: the waves module reaches them through
// their `.api.ts`, never here.

type Db = Kysely<Database> | Transaction<Database>;

/** Serialises wave creation per warehouse, so two desks never put one order in two waves. */
export async function lockWarehouseWaves(trx: Transaction<Database>, warehouseId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`baro.waves:${warehouseId}`}))`.execute(trx);
}

/** Serialises the requests of one user carrying one Idempotency-Key. */
export async function lockIdempotencyKey(trx: Transaction<Database>, userId: string, key: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`baro.waves.key:${userId}:${key}`}))`.execute(trx);
}

export async function nextWaveSeq(trx: Transaction<Database>): Promise<number> {
  const { rows } = await sql<{ seq: number }>`select nextval('waves_seq')::int as seq`.execute(trx);
  const seq = rows[0]?.seq;
  if (seq === undefined) throw new Error('no wave sequence');
  return seq;
}

/** The orders held by the warehouse's open waves (they are not in the pool). */
export async function findOpenWaveOrderIds(db: Db, warehouseId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('wave_orders as wo')
    .innerJoin('waves as w', 'w.id', 'wo.wave_id')
    .select('wo.order_id')
    .where('w.warehouse_id', '=', warehouseId)
    .where('wo.active', '=', true)
    .execute();
  return rows.map((r) => r.order_id);
}

export interface OpenWaveOfOrder {
  waveId: string;
  waveNo: string;
  status: WaveStatusValue;
}

/**
 * The open wave (open, released or picking) holding each of these orders, by order id; an order no
 * open wave holds is absent. Read after the orders are locked: a wave being created skips locked
 * orders, so what this answers stays true until the caller commits.
 */
export async function findOpenWavesOfOrders(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, OpenWaveOfOrder>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('wave_orders as wo')
    .innerJoin('waves as w', 'w.id', 'wo.wave_id')
    .select(['wo.order_id', 'w.id', 'w.wave_no', 'w.status'])
    .where('wo.order_id', 'in', [...orderIds])
    .where('wo.active', '=', true)
    .execute();
  return new Map(rows.map((r) => [r.order_id, { waveId: r.id, waveNo: r.wave_no, status: r.status }]));
}

export function findWaveByKey(db: Db, userId: string, key: string) {
  return db
    .selectFrom('waves')
    .select(['id', 'request_hash'])
    .where('created_by', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function insertWave(
  trx: Transaction<Database>,
  wave: Insertable<WavesTable>,
  orderIds: readonly string[],
  tasks: readonly {
    id: string;
    locationId: string;
    skuId: string;
    quantity: number;
    orders: readonly { orderId: string; quantity: number }[];
  }[],
): Promise<void> {
  await trx.insertInto('waves').values(wave).execute();
  await trx
    .insertInto('wave_orders')
    .values(orderIds.map((orderId, position) => ({ wave_id: wave.id, order_id: orderId, position })))
    .execute();
  if (tasks.length === 0) return;
  await trx
    .insertInto('wave_tasks')
    .values(
      tasks.map((t, position) => ({
        id: t.id,
        wave_id: wave.id,
        position,
        location_id: t.locationId,
        sku_id: t.skuId,
        quantity: t.quantity,
      })),
    )
    .execute();
  await trx
    .insertInto('wave_task_orders')
    .values(
      tasks.flatMap((t) =>
        t.orders.map((o, position) => ({
          task_id: t.id,
          order_id: o.orderId,
          position,
          quantity: o.quantity,
        })),
      ),
    )
    .execute();
}

const WAVE_COLUMNS = [
  'w.id',
  'w.wave_no',
  'w.warehouse_id',
  'w.status',
  'w.cutoff',
  'w.parcel_company',
  'w.kind',
  'w.max_orders',
  'w.created_at',
  'w.updated_at',
  'w.released_at',
  'w.picked_at',
  'w.cancelled_at',
  'wh.code as warehouse_code',
  'wh.name as warehouse_name',
] as const;

/** Per wave: orders, tasks, pieces, tasks confirmed and short, pieces picked (one statement). */
const totalsOf = (db: Db) =>
  db
    .selectFrom('wave_tasks as t')
    .select([
      't.wave_id',
      sql<number>`count(*)::int`.as('tasks'),
      sql<number>`coalesce(sum(t.quantity), 0)::int`.as('units'),
      sql<number>`count(t.picked_quantity)::int`.as('tasks_confirmed'),
      sql<number>`count(*) filter (where t.picked_quantity < t.quantity)::int`.as('tasks_short'),
      sql<number>`coalesce(sum(t.picked_quantity), 0)::int`.as('units_picked'),
    ])
    .groupBy('t.wave_id');

const selectWaves = (db: Db) =>
  db
    .selectFrom('waves as w')
    .innerJoin('warehouses as wh', 'wh.id', 'w.warehouse_id')
    .leftJoin(totalsOf(db).as('tt'), 'tt.wave_id', 'w.id')
    .select([
      ...WAVE_COLUMNS,
      sql<number>`(select count(*)::int from wave_orders wo where wo.wave_id = w.id)`.as('orders'),
      sql<number>`coalesce(tt.tasks, 0)`.as('tasks'),
      sql<number>`coalesce(tt.units, 0)`.as('units'),
      sql<number>`coalesce(tt.tasks_confirmed, 0)`.as('tasks_confirmed'),
      sql<number>`coalesce(tt.tasks_short, 0)`.as('tasks_short'),
      sql<number>`coalesce(tt.units_picked, 0)`.as('units_picked'),
    ]);
export type WaveRow = NonNullable<Awaited<ReturnType<typeof findWaveRow>>>;

export function findWaveRow(db: Db, id: string) {
  return selectWaves(db).where('w.id', '=', id).executeTakeFirst();
}

/** Locks a wave (every change to it and its tasks starts here) and answers its status. */
export function lockWave(trx: Transaction<Database>, id: string) {
  return trx
    .selectFrom('waves')
    .select(['id', 'status', 'warehouse_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Moves a wave on if it is still in `from`; stamps the status's time; true when it moved. */
export async function moveWaveStatus(
  trx: Transaction<Database>,
  id: string,
  from: WaveStatusValue,
  to: WaveStatusValue,
  now: Date,
): Promise<boolean> {
  const stamp =
    to === 'released'
      ? { released_at: now }
      : to === 'picked'
        ? { picked_at: now }
        : to === 'cancelled'
          ? { cancelled_at: now }
          : {};
  const result = await trx
    .updateTable('waves')
    .set({ status: to, updated_at: now, ...stamp })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The wave's orders go back to the pool (the wave is closed). */
export async function deactivateWaveOrders(trx: Transaction<Database>, waveId: string): Promise<void> {
  await trx.updateTable('wave_orders').set({ active: false }).where('wave_id', '=', waveId).execute();
}

export function findWaveOrders(db: Db, waveId: string) {
  return db
    .selectFrom('wave_orders')
    .select(['order_id', 'position', 'picked_at'])
    .where('wave_id', '=', waveId)
    .orderBy('position')
    .execute();
}

export function findWaveTasks(db: Db, waveId: string) {
  return db
    .selectFrom('wave_tasks as t')
    .innerJoin('warehouse_locations as loc', 'loc.id', 't.location_id')
    .innerJoin('skus as s', 's.id', 't.sku_id')
    .select([
      't.id',
      't.position',
      't.location_id',
      'loc.code as location_code',
      't.sku_id',
      's.name as sku_name',
      's.barcode as sku_barcode',
      't.quantity',
      't.picked_quantity',
      't.picked_at',
    ])
    .where('t.wave_id', '=', waveId)
    .orderBy('t.position')
    .execute();
}

export function findWaveTaskOrders(db: Db, waveId: string) {
  return db
    .selectFrom('wave_task_orders as tor')
    .innerJoin('wave_tasks as t', 't.id', 'tor.task_id')
    .select(['tor.task_id', 'tor.order_id', 'tor.quantity', 'tor.picked_quantity'])
    .where('t.wave_id', '=', waveId)
    .orderBy('t.position')
    .orderBy('tor.position')
    .execute();
}

// ── lists ─────────────────────────────────────────────────────────────────────────────────────

export interface WaveListFilter {
  warehouseId: string | null;
  status?: WaveStatusValue | undefined;
  /** Exactly this wave number. */
  waveNo?: string | undefined;
}

/** One page of waves (newest first) and how many there are per status (same filter, any status). */
export async function listWaveRows(db: Db, filter: WaveListFilter, page: { limit: number; offset: number }) {
  let rows = selectWaves(db);
  let counts = db.selectFrom('waves as w').select(['w.status', sql<number>`count(*)::int`.as('total')]);
  if (filter.warehouseId) {
    rows = rows.where('w.warehouse_id', '=', filter.warehouseId);
    counts = counts.where('w.warehouse_id', '=', filter.warehouseId);
  }
  if (filter.waveNo) {
    rows = rows.where('w.wave_no', '=', filter.waveNo);
    counts = counts.where('w.wave_no', '=', filter.waveNo);
  }
  if (filter.status) rows = rows.where('w.status', '=', filter.status);
  const [items, perStatus] = await Promise.all([
    rows
      .orderBy('w.created_at', 'desc')
      .orderBy('w.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    counts.groupBy('w.status').execute(),
  ]);
  return { rows: items, counts: perStatus.map((c) => ({ status: c.status, total: Number(c.total) })) };
}

// ── picks ─────────────────────────────────────────────────────────────────────────────────────

export function findPickByKey(db: Db, waveId: string, key: string) {
  return db
    .selectFrom('wave_picks')
    .select(['id', 'request_hash'])
    .where('wave_id', '=', waveId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export function findTask(db: Db, waveId: string, taskId: string) {
  return db
    .selectFrom('wave_tasks')
    .select(['id', 'quantity', 'picked_quantity'])
    .where('wave_id', '=', waveId)
    .where('id', '=', taskId)
    .executeTakeFirst();
}

export function findTaskShares(db: Db, taskId: string) {
  return db
    .selectFrom('wave_task_orders')
    .select(['order_id', 'quantity'])
    .where('task_id', '=', taskId)
    .orderBy('position')
    .execute();
}

/** Confirms a task once (conditional: a task already confirmed is left as it is); true when it did. */
export async function confirmTask(
  trx: Transaction<Database>,
  pick: {
    waveId: string;
    taskId: string;
    quantity: number;
    shares: readonly { orderId: string; picked: number }[];
    idempotencyKey: string | null;
    requestHash: string | null;
    actorId: string;
    at: Date;
  },
  id: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('wave_tasks')
    .set({ picked_quantity: pick.quantity, picked_at: pick.at, picked_by: pick.actorId })
    .where('id', '=', pick.taskId)
    .where('picked_quantity', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  for (const share of pick.shares)
    await trx
      .updateTable('wave_task_orders')
      .set({ picked_quantity: share.picked })
      .where('task_id', '=', pick.taskId)
      .where('order_id', '=', share.orderId)
      .execute();
  await trx
    .insertInto('wave_picks')
    .values({
      id,
      wave_id: pick.waveId,
      task_id: pick.taskId,
      quantity: pick.quantity,
      idempotency_key: pick.idempotencyKey,
      request_hash: pick.requestHash,
      actor_id: pick.actorId,
      at: pick.at,
    })
    .execute();
  return true;
}

/** Each order's shares over every task of the wave (for the orders just served). */
export function findOrderShares(db: Db, waveId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('wave_task_orders as tor')
    .innerJoin('wave_tasks as t', 't.id', 'tor.task_id')
    .select(['tor.order_id', 'tor.quantity', 'tor.picked_quantity'])
    .where('t.wave_id', '=', waveId)
    .where('tor.order_id', 'in', [...orderIds])
    .execute();
}

export async function markWaveOrderPicked(
  trx: Transaction<Database>,
  waveId: string,
  orderId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('wave_orders')
    .set({ picked_at: now })
    .where('wave_id', '=', waveId)
    .where('order_id', '=', orderId)
    .execute();
}

export async function countUnconfirmedTasks(db: Db, waveId: string): Promise<number> {
  const row = await db
    .selectFrom('wave_tasks')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('wave_id', '=', waveId)
    .where('picked_quantity', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
