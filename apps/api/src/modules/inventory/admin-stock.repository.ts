import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// The staff's reads of every team's stock (issue 17): balances with their SKU, team, location
// and warehouse in one statement per page, and one balance before and after an adjustment.

type Db = Kysely<Database> | Transaction<Database>;

export interface AdminStockFilter {
  warehouseId?: string | undefined;
  teamId?: string | undefined;
  q?: string | undefined;
  skuId?: string | undefined;
  barcode?: string | undefined;
  locationCode?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered(db: Db, filter: AdminStockFilter) {
  let query = db
    .selectFrom('stock_balances as b')
    .innerJoin('skus as s', 's.id', 'b.sku_id')
    .innerJoin('teams as t', 't.id', 'b.team_id')
    .innerJoin('warehouse_locations as l', 'l.id', 'b.location_id')
    .innerJoin('warehouses as w', 'w.id', 'b.warehouse_id')
    .where((eb) => eb.or([eb('b.on_hand', '>', 0), eb('b.reserved', '>', 0)]));
  if (filter.warehouseId) query = query.where('b.warehouse_id', '=', filter.warehouseId);
  if (filter.teamId) query = query.where('b.team_id', '=', filter.teamId);
  if (filter.skuId) query = query.where('b.sku_id', '=', filter.skuId);
  if (filter.barcode) query = query.where('s.barcode', '=', filter.barcode);
  if (filter.locationCode) query = query.where('l.code', '=', filter.locationCode);
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('s.name', 'ilike', pattern),
        eb('s.barcode', 'ilike', pattern),
        eb('l.code', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

/** A page of balances by SKU name, SKU and location code, and how many there are. */
export async function listAdminStockRows(
  db: Db,
  filter: AdminStockFilter,
  page: { limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select([
        'b.sku_id',
        's.name as sku_name',
        's.barcode',
        'b.team_id',
        't.name as team_name',
        'b.warehouse_id',
        'w.code as warehouse_code',
        'l.code as location_code',
        'l.kind',
        'b.on_hand',
        'b.reserved',
      ])
      .orderBy('s.name')
      .orderBy('b.sku_id')
      .orderBy('l.code')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** The SKU an adjustment is for, with its team (null when there is none). */
export function findSkuOwner(db: Db, skuId: string) {
  return db.selectFrom('skus').select(['id', 'team_id', 'name']).where('id', '=', skuId).executeTakeFirst();
}

/** One balance as it stands (undefined before the SKU was ever kept there). */
export function findBalance(db: Db, skuId: string, locationId: string) {
  return db
    .selectFrom('stock_balances')
    .select(['on_hand', 'reserved'])
    .where('sku_id', '=', skuId)
    .where('location_id', '=', locationId)
    .executeTakeFirst();
}
