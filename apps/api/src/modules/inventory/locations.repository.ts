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
}

export function findLocationByCode(
  db: Db,
  warehouseId: string,
  code: string,
): Promise<LocationRow | undefined> {
  return db
    .selectFrom('warehouse_locations')
    .select(['id', 'warehouse_id', 'code', 'kind'])
    .where('warehouse_id', '=', warehouseId)
    .where('code', '=', code)
    .executeTakeFirst();
}

export function findLocationsByCodes(
  db: Db,
  warehouseId: string,
  codes: readonly string[],
): Promise<LocationRow[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('warehouse_locations')
    .select(['id', 'warehouse_id', 'code', 'kind'])
    .where('warehouse_id', '=', warehouseId)
    .where('code', 'in', [...codes])
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
    .returning(['id', 'warehouse_id', 'code', 'kind'])
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
      sql<number>`coalesce(sum(b.on_hand), 0)::int`.as('on_hand'),
      sql<number>`coalesce(sum(b.reserved), 0)::int`.as('reserved'),
    ])
    .groupBy(['l.id', 'l.warehouse_id', 'l.code', 'l.kind']);
  let count = db.selectFrom('warehouse_locations as l').select((eb) => eb.fn.countAll<number>().as('total'));
  if (filter.warehouseId !== null) {
    rows = rows.where('l.warehouse_id', '=', filter.warehouseId);
    count = count.where('l.warehouse_id', '=', filter.warehouseId);
  }
  if (filter.kind) {
    rows = rows.where('l.kind', '=', filter.kind);
    count = count.where('l.kind', '=', filter.kind);
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
