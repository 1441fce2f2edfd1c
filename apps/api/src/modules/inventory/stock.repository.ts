import { SELLABLE_WAREHOUSE_LOCATION_KINDS } from '@baro/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import type { MovementKindValue } from '../../db/schema-fulfillment.ts';

// The ledger's queries (ADR 0010). A balance changes only through one conditional statement —
// `… where on_hand - reserved >= n returning …` — and zero rows means "not enough": nothing is
// ever read, computed in JavaScript and written back. Each change writes its movement row with
// the same deltas in the same transaction, so the movements always sum to the balances.

type Db = Kysely<Database> | Transaction<Database>;

/** Who and what a movement is recorded for. */
export interface MovementContext {
  teamId: string;
  warehouseId: string;
  ref: { type: string; id: string; label: string } | null;
  reason?: string | null;
  actorId: string | null;
  now: Date;
}

export interface BalanceRow {
  sku_id: string;
  location_id: string;
  on_hand: number;
  reserved: number;
}

const BALANCE = ['sku_id', 'location_id', 'on_hand', 'reserved'] as const;

async function insertMovement(
  trx: Transaction<Database>,
  kind: MovementKindValue,
  at: { skuId: string; locationId: string },
  quantity: number,
  deltas: { onHand: number; reserved: number },
  ctx: MovementContext,
) {
  const id = newId('mov');
  await trx
    .insertInto('stock_movements')
    .values({
      id,
      sku_id: at.skuId,
      location_id: at.locationId,
      team_id: ctx.teamId,
      warehouse_id: ctx.warehouseId,
      kind,
      quantity,
      on_hand_delta: deltas.onHand,
      reserved_delta: deltas.reserved,
      ref_type: ctx.ref?.type ?? null,
      ref_id: ctx.ref?.id ?? null,
      ref_label: ctx.ref?.label ?? null,
      reason: ctx.reason ?? null,
      actor_id: ctx.actorId,
      created_at: ctx.now,
    })
    .execute();
  return id;
}

/**
 * `on_hand += n` (and `reserved += n` when `reserved`), creating the balance row if needed, in one
 * statement; records the movement. Never fails for lack of stock.
 */
export async function increaseOnHand(
  trx: Transaction<Database>,
  kind: MovementKindValue,
  at: { skuId: string; locationId: string },
  quantity: number,
  ctx: MovementContext,
  options: { reserved?: boolean } = {},
): Promise<{ movementId: string; balance: BalanceRow }> {
  const reserved = options.reserved ? quantity : 0;
  const balance = await trx
    .insertInto('stock_balances')
    .values({
      sku_id: at.skuId,
      location_id: at.locationId,
      team_id: ctx.teamId,
      warehouse_id: ctx.warehouseId,
      on_hand: quantity,
      reserved,
      first_received_at: ctx.now,
      updated_at: ctx.now,
    })
    .onConflict((oc) =>
      oc.columns(['sku_id', 'location_id']).doUpdateSet((eb) => ({
        on_hand: eb('stock_balances.on_hand', '+', quantity),
        reserved: eb('stock_balances.reserved', '+', reserved),
        updated_at: ctx.now,
      })),
    )
    .returning(BALANCE)
    .executeTakeFirstOrThrow();
  const movementId = await insertMovement(trx, kind, at, quantity, { onHand: quantity, reserved }, ctx);
  return { movementId, balance };
}

/**
 * `on_hand −= n` where at least n is available (not reserved); with `reserved`, takes n of the
 * reserved stock instead (`on_hand −= n, reserved −= n` where reserved ≥ n). Null when there is
 * not enough: nothing changed.
 */
export async function decreaseOnHand(
  trx: Transaction<Database>,
  kind: MovementKindValue,
  at: { skuId: string; locationId: string },
  quantity: number,
  ctx: MovementContext,
  options: { reserved?: boolean } = {},
): Promise<{ movementId: string; balance: BalanceRow } | null> {
  const fromReserved = options.reserved === true;
  const balance = await trx
    .updateTable('stock_balances')
    .set((eb) => ({
      on_hand: eb('on_hand', '-', quantity),
      reserved: fromReserved ? eb('reserved', '-', quantity) : eb.ref('reserved'),
      updated_at: ctx.now,
    }))
    .where('sku_id', '=', at.skuId)
    .where('location_id', '=', at.locationId)
    .where(
      fromReserved ? sql<boolean>`reserved >= ${quantity}` : sql<boolean>`on_hand - reserved >= ${quantity}`,
    )
    .returning(BALANCE)
    .executeTakeFirst();
  if (!balance) return null;
  const movementId = await insertMovement(
    trx,
    kind,
    at,
    quantity,
    { onHand: -quantity, reserved: fromReserved ? -quantity : 0 },
    ctx,
  );
  return { movementId, balance };
}

/** `reserved += n` where at least n is available; null when not. */
export async function reserveAt(
  trx: Transaction<Database>,
  at: { skuId: string; locationId: string },
  quantity: number,
  ctx: MovementContext,
): Promise<BalanceRow | null> {
  const balance = await trx
    .updateTable('stock_balances')
    .set((eb) => ({ reserved: eb('reserved', '+', quantity), updated_at: ctx.now }))
    .where('sku_id', '=', at.skuId)
    .where('location_id', '=', at.locationId)
    .where(sql<boolean>`on_hand - reserved >= ${quantity}`)
    .returning(BALANCE)
    .executeTakeFirst();
  if (!balance) return null;
  await insertMovement(trx, 'reserve', at, quantity, { onHand: 0, reserved: quantity }, ctx);
  return balance;
}

/** `reserved −= n` where at least n is reserved; null when not. */
export async function releaseAt(
  trx: Transaction<Database>,
  at: { skuId: string; locationId: string },
  quantity: number,
  ctx: MovementContext,
): Promise<BalanceRow | null> {
  const balance = await trx
    .updateTable('stock_balances')
    .set((eb) => ({ reserved: eb('reserved', '-', quantity), updated_at: ctx.now }))
    .where('sku_id', '=', at.skuId)
    .where('location_id', '=', at.locationId)
    .where('reserved', '>=', quantity)
    .returning(BALANCE)
    .executeTakeFirst();
  if (!balance) return null;
  await insertMovement(trx, 'release', at, quantity, { onHand: 0, reserved: -quantity }, ctx);
  return balance;
}

/** What setting a counted balance came to (see `setCountedOnHand`). */
export type CountOutcome =
  | { type: 'applied'; difference: number; movementId: string | null; balance: BalanceRow }
  | { type: 'superseded' }
  | { type: 'short' };

/**
 * A count of one SKU at a location as of `countedAt`, for a balance the caller has locked. A count
 * older than one already recorded here is `superseded` (nothing changes). Otherwise one conditional
 * statement sets `on_hand = counted + Σ on_hand_delta of the movements here after countedAt` — the
 * difference is computed in the statement, from the ledger, never read into JavaScript and written
 * back — where that is not below what orders reserved (else `short`: nothing changes). A non-zero
 * difference writes its `adjust` movement; every applied count is kept in `stock_counts`.
 */
export async function setCountedOnHand(
  trx: Transaction<Database>,
  at: { skuId: string; locationId: string },
  count: { counted: number; countedAt: Date },
  ctx: MovementContext,
  id: string,
): Promise<CountOutcome> {
  const later = await trx
    .selectFrom('stock_counts')
    .select('id')
    .where('sku_id', '=', at.skuId)
    .where('location_id', '=', at.locationId)
    .where('counted_at', '>', count.countedAt)
    .limit(1)
    .executeTakeFirst();
  if (later) return { type: 'superseded' };
  const { rows } = await sql<BalanceRow & { difference: number }>`
    with moved as (
      select coalesce(sum(m.on_hand_delta), 0)::int as since
      from stock_movements m
      where m.sku_id = ${at.skuId} and m.location_id = ${at.locationId} and m.created_at > ${count.countedAt}
    ), before as (
      select b.on_hand from stock_balances b
      where b.sku_id = ${at.skuId} and b.location_id = ${at.locationId}
      for update
    )
    update stock_balances b
    set on_hand = ${count.counted} + moved.since, updated_at = ${ctx.now}
    from moved, before
    where b.sku_id = ${at.skuId} and b.location_id = ${at.locationId}
      and ${count.counted} + moved.since >= b.reserved
    returning b.sku_id, b.location_id, b.on_hand, b.reserved, (b.on_hand - before.on_hand)::int as difference`.execute(
    trx,
  );
  const row = rows[0];
  if (!row) return { type: 'short' };
  const { difference, ...balance } = row;
  const movementId =
    difference === 0
      ? null
      : await insertMovement(
          trx,
          'adjust',
          at,
          Math.abs(difference),
          { onHand: difference, reserved: 0 },
          ctx,
        );
  await trx
    .insertInto('stock_counts')
    .values({
      id,
      sku_id: at.skuId,
      location_id: at.locationId,
      team_id: ctx.teamId,
      warehouse_id: ctx.warehouseId,
      counted: count.counted,
      difference,
      counted_at: count.countedAt,
      movement_id: movementId,
      reason: ctx.reason ?? null,
      actor_id: ctx.actorId,
      created_at: ctx.now,
    })
    .execute();
  return { type: 'applied', difference, movementId, balance };
}

/** A movement that changes no balance (a returned unit disposed of): recorded for the trail. */
export async function recordWithoutBalance(
  trx: Transaction<Database>,
  kind: MovementKindValue,
  at: { skuId: string; locationId: string },
  quantity: number,
  ctx: MovementContext,
): Promise<string> {
  return insertMovement(trx, kind, at, quantity, { onHand: 0, reserved: 0 }, ctx);
}

export interface BalanceKey {
  skuId: string;
  locationId: string;
}

/**
 * The one order every balance lock is taken in: (SKU id, location id), compared by code unit —
 * the `collate "C"` of every locking `order by` here, whatever the database's collation.
 */
export const byBalanceKey = (a: BalanceKey, b: BalanceKey) =>
  a.skuId < b.skuId
    ? -1
    : a.skuId > b.skuId
      ? 1
      : a.locationId < b.locationId
        ? -1
        : a.locationId > b.locationId
          ? 1
          : 0;

const sortedKeys = (keys: readonly BalanceKey[]) => {
  const unique = new Map(keys.map((k) => [`${k.skuId} ${k.locationId}`, k]));
  return [...unique.values()].sort(byBalanceKey);
};

/**
 * Locks, before any of them changes, every balance row a transaction will touch, in one statement
 * ordered by (SKU, location) — so two transactions touching overlapping rows queue on the first
 * one they share and never wait on each other in a circle. `create` rows are made first (zero
 * stock, `on conflict do nothing`, in the same order) so a new row is locked like an old one;
 * `sellableOf` adds every sellable balance of those SKUs (what reserving them locks), for a
 * transaction that changes stock and then allocates waiting orders. Locking a row again later in
 * the same transaction never waits, so the conditional updates that follow only run into locks
 * this transaction already holds.
 */
export async function lockBalances(
  trx: Transaction<Database>,
  want: {
    rows?: readonly BalanceKey[];
    create?: readonly BalanceKey[];
    sellableOf?: readonly string[];
  },
  /** Whose rows `create` makes (needed only with `create`). */
  ctx?: Pick<MovementContext, 'teamId' | 'warehouseId' | 'now'>,
): Promise<void> {
  const create = sortedKeys(want.create ?? []);
  const rows = sortedKeys([...(want.rows ?? []), ...create]);
  const sellableOf = [...new Set(want.sellableOf ?? [])];
  if (create.length > 0) {
    if (!ctx) throw new Error('lockBalances: creating rows needs their team and warehouse');
    await trx
      .insertInto('stock_balances')
      .values(
        create.map((k) => ({
          sku_id: k.skuId,
          location_id: k.locationId,
          team_id: ctx.teamId,
          warehouse_id: ctx.warehouseId,
          on_hand: 0,
          reserved: 0,
          first_received_at: ctx.now,
          updated_at: ctx.now,
        })),
      )
      .onConflict((oc) => oc.columns(['sku_id', 'location_id']).doNothing())
      .execute();
  }
  if (rows.length === 0 && sellableOf.length === 0) return;
  await trx
    .selectFrom('stock_balances as b')
    .select(['b.sku_id', 'b.location_id'])
    .where((eb) =>
      eb.or([
        ...rows.map((k) => eb.and([eb('b.sku_id', '=', k.skuId), eb('b.location_id', '=', k.locationId)])),
        ...(sellableOf.length > 0
          ? [
              eb.and([
                eb('b.sku_id', 'in', sellableOf),
                eb(
                  'b.location_id',
                  'in',
                  eb
                    .selectFrom('warehouse_locations as l')
                    .select('l.id')
                    .where('l.kind', 'in', [...SELLABLE_WAREHOUSE_LOCATION_KINDS]),
                ),
              ]),
            ]
          : []),
      ]),
    )
    .orderBy(sql`b.sku_id collate "C"`)
    .orderBy(sql`b.location_id collate "C"`)
    .forUpdate()
    .execute();
}

export interface CandidateRow {
  sku_id: string;
  location_id: string;
  code: string;
  free: number;
}

/**
 * Locks every sellable balance of these SKUs in the warehouse in one statement, in (SKU, location)
 * order — the same order for every caller, so concurrent orders queue instead of deadlocking —
 * and answers them oldest stock first within each SKU (first received, then location code).
 */
export async function lockCandidates(
  trx: Transaction<Database>,
  warehouseId: string,
  skuIds: readonly string[],
): Promise<CandidateRow[]> {
  if (skuIds.length === 0) return [];
  const locked = await trx
    .selectFrom('stock_balances as b')
    .innerJoin('warehouse_locations as l', 'l.id', 'b.location_id')
    .select([
      'b.sku_id',
      'b.location_id',
      'l.code',
      'b.first_received_at',
      sql<number>`b.on_hand - b.reserved`.as('free'),
    ])
    .where('b.warehouse_id', '=', warehouseId)
    .where('b.sku_id', 'in', [...skuIds])
    .where('l.kind', 'in', [...SELLABLE_WAREHOUSE_LOCATION_KINDS])
    .orderBy(sql`b.sku_id collate "C"`)
    .orderBy(sql`b.location_id collate "C"`)
    .forUpdate('b')
    .execute();
  return locked
    .sort(
      (a, b) =>
        (a.sku_id < b.sku_id ? -1 : a.sku_id > b.sku_id ? 1 : 0) ||
        a.first_received_at.getTime() - b.first_received_at.getTime() ||
        (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
    )
    .map(({ first_received_at: _, ...row }) => row);
}

/** Balances of these SKUs at every location, with the location's code and kind. */
export function findBalances(db: Db, skuIds: readonly string[]) {
  if (skuIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('stock_balances as b')
    .innerJoin('warehouse_locations as l', 'l.id', 'b.location_id')
    .innerJoin('warehouses as w', 'w.id', 'b.warehouse_id')
    .select([
      'b.sku_id',
      'b.on_hand',
      'b.reserved',
      'l.code',
      'l.kind',
      'b.warehouse_id',
      'w.code as warehouse_code',
    ])
    .where('b.sku_id', 'in', [...skuIds])
    .where((eb) => eb.or([eb('b.on_hand', '>', 0), eb('b.reserved', '>', 0)]))
    .orderBy('b.sku_id')
    .orderBy('l.code')
    .execute();
}

const selectMovements = (db: Db) =>
  db
    .selectFrom('stock_movements as m')
    .innerJoin('warehouse_locations as l', 'l.id', 'm.location_id')
    .select([
      'm.id',
      'm.kind',
      'm.sku_id',
      'l.code as location_code',
      'm.quantity',
      'm.on_hand_delta',
      'm.reserved_delta',
      'm.ref_type',
      'm.ref_id',
      'm.ref_label',
      'm.reason',
      'm.created_at',
    ]);
export type MovementRow = Awaited<ReturnType<typeof findMovementsByIds>>[number];

export function findMovementsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectMovements(db)
    .where('m.id', 'in', [...ids])
    .orderBy('m.seq')
    .execute();
}

/** The latest movements of one SKU, newest first. */
export function latestMovementsOfSku(db: Db, skuId: string, limit: number) {
  return selectMovements(db).where('m.sku_id', '=', skuId).orderBy('m.seq', 'desc').limit(limit).execute();
}

export async function listMovementRows(
  db: Db,
  filter: { teamId: string; skuId?: string | undefined; kind?: MovementKindValue | undefined },
  page: { limit: number; offset: number },
) {
  let rows = selectMovements(db).where('m.team_id', '=', filter.teamId);
  let count = db
    .selectFrom('stock_movements as m')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('m.team_id', '=', filter.teamId);
  if (filter.skuId) {
    rows = rows.where('m.sku_id', '=', filter.skuId);
    count = count.where('m.sku_id', '=', filter.skuId);
  }
  if (filter.kind) {
    rows = rows.where('m.kind', '=', filter.kind);
    count = count.where('m.kind', '=', filter.kind);
  }
  const [items, total] = await Promise.all([
    rows.orderBy('m.seq', 'desc').limit(page.limit).offset(page.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: items, total: Number(total.total) };
}

export interface WarehouseMovementFilter {
  warehouseId?: string | undefined;
  skuId?: string | undefined;
  locationCode?: string | undefined;
  kind?: MovementKindValue | undefined;
  /** Words of the reason (case-insensitive). */
  reason?: string | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function warehouseMovements(db: Db, filter: WarehouseMovementFilter) {
  let query = db
    .selectFrom('stock_movements as m')
    .innerJoin('warehouse_locations as l', 'l.id', 'm.location_id');
  if (filter.warehouseId) query = query.where('m.warehouse_id', '=', filter.warehouseId);
  if (filter.skuId) query = query.where('m.sku_id', '=', filter.skuId);
  if (filter.locationCode) query = query.where('l.code', '=', filter.locationCode);
  if (filter.kind) query = query.where('m.kind', '=', filter.kind);
  if (filter.reason) query = query.where('m.reason', 'ilike', `%${escapeLike(filter.reason)}%`);
  if (filter.from) query = query.where('m.created_at', '>=', filter.from);
  if (filter.before) query = query.where('m.created_at', '<', filter.before);
  return query;
}

/** A page of a warehouse's movements, newest first, with SKU, team, warehouse and actor (two statements). */
export async function listWarehouseMovementRows(
  db: Db,
  filter: WarehouseMovementFilter,
  page: { limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    warehouseMovements(db, filter)
      .innerJoin('skus as s', 's.id', 'm.sku_id')
      .innerJoin('teams as t', 't.id', 'm.team_id')
      .innerJoin('warehouses as w', 'w.id', 'm.warehouse_id')
      .leftJoin('users as u', 'u.id', 'm.actor_id')
      .select([
        'm.id',
        'm.kind',
        'm.sku_id',
        'l.code as location_code',
        'm.quantity',
        'm.on_hand_delta',
        'm.reserved_delta',
        'm.ref_type',
        'm.ref_id',
        'm.ref_label',
        'm.reason',
        'm.created_at',
        's.name as sku_name',
        's.barcode as sku_barcode',
        't.name as team_name',
        'w.code as warehouse_code',
        'u.name as actor_name',
      ])
      .orderBy('m.seq', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    warehouseMovements(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * Per SKU, stock that can be sold or is on its way out (every kind but quarantine), for lists that
 * sort or filter SKUs by what is available. A subquery other modules join by `sku_id`.
 */
export function sellableStockBySku(db: Db) {
  return db
    .selectFrom('stock_balances as sb')
    .innerJoin('warehouse_locations as sl', 'sl.id', 'sb.location_id')
    .where('sl.kind', '<>', 'quarantine')
    .groupBy('sb.sku_id')
    .select([
      'sb.sku_id',
      sql<number>`sum(sb.on_hand)::int`.as('on_hand'),
      sql<number>`sum(sb.reserved)::int`.as('reserved'),
      sql<number>`(sum(sb.on_hand) - sum(sb.reserved))::int`.as('available'),
    ]);
}

/** Every balance and the sum of its movements, for invariant checks (tests, an operator's audit). */
export function ledgerMismatches(db: Db) {
  return sql<{
    sku_id: string;
    location_id: string;
    on_hand: number;
    reserved: number;
    moved_on_hand: number;
    moved_reserved: number;
  }>`
    select coalesce(b.sku_id, m.sku_id) as sku_id, coalesce(b.location_id, m.location_id) as location_id,
      coalesce(b.on_hand, 0)::int as on_hand, coalesce(b.reserved, 0)::int as reserved,
      coalesce(m.on_hand, 0)::int as moved_on_hand, coalesce(m.reserved, 0)::int as moved_reserved
    from stock_balances b
    full join (
      select sku_id, location_id, sum(on_hand_delta) as on_hand, sum(reserved_delta) as reserved
      from stock_movements group by sku_id, location_id
    ) m on m.sku_id = b.sku_id and m.location_id = b.location_id
    where coalesce(b.on_hand, 0) <> coalesce(m.on_hand, 0) or coalesce(b.reserved, 0) <> coalesce(m.reserved, 0)
      or b.on_hand < 0 or b.reserved < 0 or b.reserved > b.on_hand`.execute(db);
}
