import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Database, WarehousesTable } from '../../db/schema.ts';

// Every query of the warehouses module: the warehouses themselves (name, address, cut-off, and the
// sender's postal code, phone and default carrier for waybills).

type Db = Kysely<Database> | Transaction<Database>;

const COLUMNS = [
  'id',
  'code',
  'name',
  'address',
  'cut_off_time',
  'zip_code',
  'phone',
  'parcel_company',
] as const;

export type WarehouseRow = NonNullable<Awaited<ReturnType<typeof findWarehouseRow>>>;

export function findWarehouseRow(db: Db, id: string) {
  return db.selectFrom('warehouses').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function listWarehouseRows(db: Db) {
  return db.selectFrom('warehouses').select(COLUMNS).orderBy('code').execute();
}

/** 인천 1센터 (ICN1) when it exists, else the first warehouse by code. */
export function findDefaultWarehouseRow(db: Db) {
  return db
    .selectFrom('warehouses')
    .select(COLUMNS)
    .orderBy((eb) => eb.case().when('code', '=', 'ICN1').then(0).else(1).end())
    .orderBy('code')
    .executeTakeFirst();
}

export function lockWarehouseRow(trx: Transaction<Database>, id: string) {
  return trx.selectFrom('warehouses').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The id of the warehouse with this name, if any (demo data finds its warehouse by name). */
export async function findWarehouseIdByName(db: Db, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('warehouses').select('id').where('name', '=', name).executeTakeFirst();
  return row?.id;
}

/** A new warehouse (the demo accounts' seeder makes the floor's warehouses). */
export async function insertWarehouseRow(
  db: Db,
  row: { id: string; code: string; name: string },
): Promise<void> {
  await db.insertInto('warehouses').values(row).execute();
}

export async function updateWarehouseRow(
  trx: Transaction<Database>,
  id: string,
  values: Updateable<WarehousesTable>,
) {
  await trx.updateTable('warehouses').set(values).where('id', '=', id).execute();
}

/** What a waybill and a label need of the warehouse as sender, and its default carrier. */
export function findWarehouseShippingRow(db: Db, id: string) {
  return db
    .selectFrom('warehouses')
    .select(['id', 'name', 'address', 'zip_code', 'phone', 'parcel_company'])
    .where('id', '=', id)
    .executeTakeFirst();
}
