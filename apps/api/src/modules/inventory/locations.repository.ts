import type { WarehouseLocationKind } from '@baro/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Queries on warehouse locations (zone-aisle-rack-level-bin) and their stock totals.

type Db = Kysely<Database> | Transaction<Database>;

export interface LocationRow {
  id: string;
  warehouse_id: string;
  code: string;
  kind: WarehouseLocationKind;
  active: boolean;
}

const LOCATION_COLUMNS = ['id', 'warehouse_id', 'code', 'kind', 'active'] as const;

export function findLocationByCode(
  db: Db,
  warehouseId: string,
  code: string,
): Promise<LocationRow | undefined> {
  return db
    .selectFrom('warehouse_locations')
    .select(LOCATION_COLUMNS)
    .where('warehouse_id', '=', warehouseId)
    .where('code', '=', code)
    .executeTakeFirst();
}

/**
 * The locations of these codes, share-locked until the transaction ends: a deactivation (which
 * locks the row for update) waits for stock going in, and stock going in after a deactivation
 * reads the location deactivated.
 */
export function findLocationsByCodes(
  trx: Transaction<Database>,
  warehouseId: string,
  codes: readonly string[],
): Promise<LocationRow[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('warehouse_locations')
    .select(LOCATION_COLUMNS)
    .where('warehouse_id', '=', warehouseId)
    .where('code', 'in', [...codes])
    .orderBy('id')
    .forShare()
    .execute();
}

/** Inserts a location unless the code exists; answers the location either way. */
export async function upsertLocation(
  db: Db,
  values: { id: string; warehouse_id: string; code: string; kind: WarehouseLocationKind },
): Promise<{ location: LocationRow; created: boolean }> {
  const inserted = await db
    .insertInto('warehouse_locations')
    .values(values)
    .onConflict((oc) => oc.columns(['warehouse_id', 'code']).doNothing())
    .returning(LOCATION_COLUMNS)
    .executeTakeFirst();
  if (inserted) return { location: inserted, created: true };
  const existing = await findLocationByCode(db, values.warehouse_id, values.code);
  if (!existing) throw new Error(`location ${values.code} vanished`);
  return { location: existing, created: false };
}

export interface LocationFilter {
  warehouseId: string | null;
  q?: string | undefined;
  kind?: WarehouseLocationKind | undefined;
  /** Active or deactivated ones only. */
  active?: boolean | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listLocationRows(
  db: Db,
  filter: LocationFilter,
  page: { limit: number; offset: number },
) {
  let rows = db
    .selectFrom('warehouse_locations as l')
    .leftJoin('stock_balances as b', 'b.location_id', 'l.id')
    .select([
      'l.id',
      'l.warehouse_id',
      'l.code',
      'l.kind',
      'l.active',
      sql<number>`coalesce(sum(b.on_hand), 0)::int`.as('on_hand'),
      sql<number>`coalesce(sum(b.reserved), 0)::int`.as('reserved'),
    ])
    .groupBy(['l.id', 'l.warehouse_id', 'l.code', 'l.kind', 'l.active']);
  let count = db.selectFrom('warehouse_locations as l').select((eb) => eb.fn.countAll<number>().as('total'));
  if (filter.warehouseId !== null) {
    rows = rows.where('l.warehouse_id', '=', filter.warehouseId);
    count = count.where('l.warehouse_id', '=', filter.warehouseId);
  }
  if (filter.kind) {
    rows = rows.where('l.kind', '=', filter.kind);
    count = count.where('l.kind', '=', filter.kind);
  }
  if (filter.active !== undefined) {
    rows = rows.where('l.active', '=', filter.active);
    count = count.where('l.active', '=', filter.active);
  }
  if (filter.q) {
    const pattern = `${escapeLike(filter.q.toUpperCase())}%`;
    rows = rows.where('l.code', 'like', pattern);
    count = count.where('l.code', 'like', pattern);
  }
  const [items, total] = await Promise.all([
    rows.orderBy('l.code').orderBy('l.id').limit(page.limit).offset(page.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: items, total: Number(total.total) };
}

/** One location with the stock kept there (every SKU together), as the lists show it. */
export async function findLocationWithStock(db: Db, id: string) {
  return db
    .selectFrom('warehouse_locations as l')
    .leftJoin('stock_balances as b', 'b.location_id', 'l.id')
    .select([
      'l.id',
      'l.warehouse_id',
      'l.code',
      'l.kind',
      'l.active',
      sql<number>`coalesce(sum(b.on_hand), 0)::int`.as('on_hand'),
      sql<number>`coalesce(sum(b.reserved), 0)::int`.as('reserved'),
    ])
    .where('l.id', '=', id)
    .groupBy(['l.id', 'l.warehouse_id', 'l.code', 'l.kind', 'l.active'])
    .executeTakeFirst();
}

/** These locations with their warehouse's name (the labels), by code. */
export function findLocationsForLabels(db: Db, ids: readonly string[]) {
  return db
    .selectFrom('warehouse_locations as l')
    .innerJoin('warehouses as w', 'w.id', 'l.warehouse_id')
    .select(['l.id', 'l.warehouse_id', 'l.code', 'l.kind', 'w.name as warehouse_name'])
    .where('l.id', 'in', [...ids])
    .orderBy('l.code')
    .execute();
}

/** Locks one location for a change of its code, kind or state; undefined when there is none. */
export function lockLocation(trx: Transaction<Database>, id: string): Promise<LocationRow | undefined> {
  return trx
    .selectFrom('warehouse_locations')
    .select(LOCATION_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * True when the location holds stock, on hand or reserved. Read by a statement of its own after
 * the location is locked, so it sees every receipt committed before the lock was granted.
 */
export async function holdsStock(db: Db, locationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('stock_balances')
    .select('location_id')
    .where('location_id', '=', locationId)
    .where((eb) => eb.or([eb('on_hand', '<>', 0), eb('reserved', '<>', 0)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateLocationRow(
  trx: Transaction<Database>,
  id: string,
  values: { code?: string; kind?: WarehouseLocationKind; active?: boolean },
): Promise<void> {
  await trx.updateTable('warehouse_locations').set(values).where('id', '=', id).execute();
}
