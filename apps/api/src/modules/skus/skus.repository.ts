import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SkusTable } from '../../db/schema-fulfillment.ts';
import { sellableStockBySku } from '../inventory/inventory.api.ts';

// Every query of the SKUs module: a team's SKUs and kits (group SKUs with their components).

type Db = Kysely<Database> | Transaction<Database>;

const SKU_COLUMNS = [
  's.id',
  's.team_id',
  's.name',
  's.barcode',
  's.barcode_type',
  's.weight_grams',
  's.length_mm',
  's.width_mm',
  's.height_mm',
  's.value_krw',
  's.hs_code',
  's.origin_country',
  's.low_stock_threshold',
  's.created_at',
  's.updated_at',
] as const;

const selectSkus = (db: Db) => db.selectFrom('skus as s').select(SKU_COLUMNS);
export type SkuRow = Awaited<ReturnType<typeof findTeamSkuRows>>[number];

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function findTeamSkuRows(db: Db, teamId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectSkus(db)
    .where('s.team_id', '=', teamId)
    .where('s.id', 'in', [...ids])
    .execute();
}

/** SKUs by id whatever their team (the warehouse floor, staff), with the team's name. */
export function findSkuRowsAnyTeam(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectSkus(db)
    .innerJoin('teams as t', 't.id', 's.team_id')
    .select('t.name as team_name')
    .where('s.id', 'in', [...ids])
    .execute();
}

export function findTeamSkuRowsByBarcode(db: Db, teamId: string, barcodes: readonly string[]) {
  if (barcodes.length === 0) return Promise.resolve([]);
  return selectSkus(db)
    .where('s.team_id', '=', teamId)
    .where('s.barcode', 'in', [...barcodes])
    .execute();
}

export function lockTeamSku(trx: Transaction<Database>, teamId: string, id: string) {
  return selectSkus(trx)
    .where('s.team_id', '=', teamId)
    .where('s.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertSkus(trx: Transaction<Database>, rows: Insertable<SkusTable>[]) {
  if (rows.length === 0) return;
  await trx.insertInto('skus').values(rows).execute();
}

export async function updateSkuRow(trx: Transaction<Database>, id: string, values: Updateable<SkusTable>) {
  await trx.updateTable('skus').set(values).where('id', '=', id).execute();
}

/** Serialises the SKU writes of a team (barcode uniqueness checked before insert, imports). */
export async function lockTeam(trx: Transaction<Database>, teamId: string) {
  await trx.selectFrom('teams').select('id').where('id', '=', teamId).forUpdate().executeTakeFirst();
}

export interface SkuListFilter {
  teamId: string;
  q?: string | undefined;
  lowStock?: boolean | undefined;
  sort: 'newest' | 'name' | 'available';
}

/** A team's SKUs with their sellable stock, filtered and sorted in the database, one page. */
export async function listSkuRows(db: Db, filter: SkuListFilter, page: { limit: number; offset: number }) {
  const stock = sellableStockBySku(db).as('st');
  let rows = db
    .selectFrom('skus as s')
    .leftJoin(stock, 'st.sku_id', 's.id')
    .select(SKU_COLUMNS)
    .select([
      sql<number>`coalesce(st.on_hand, 0)`.as('on_hand'),
      sql<number>`coalesce(st.reserved, 0)`.as('reserved'),
      sql<number>`coalesce(st.available, 0)`.as('available'),
    ])
    .where('s.team_id', '=', filter.teamId);
  let count = db
    .selectFrom('skus as s')
    .leftJoin(sellableStockBySku(db).as('st'), 'st.sku_id', 's.id')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('s.team_id', '=', filter.teamId);
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    rows = rows.where((eb) => eb.or([eb('s.name', 'ilike', pattern), eb('s.barcode', 'ilike', pattern)]));
    count = count.where((eb) => eb.or([eb('s.name', 'ilike', pattern), eb('s.barcode', 'ilike', pattern)]));
  }
  if (filter.lowStock) {
    rows = rows.where(sql<boolean>`coalesce(st.available, 0) <= s.low_stock_threshold`);
    count = count.where(sql<boolean>`coalesce(st.available, 0) <= s.low_stock_threshold`);
  }
  const ordered =
    filter.sort === 'name'
      ? rows.orderBy('s.name').orderBy('s.id')
      : filter.sort === 'available'
        ? rows.orderBy(sql`coalesce(st.available, 0)`).orderBy('s.name').orderBy('s.id')
        : rows.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc');
  const [items, total] = await Promise.all([
    ordered.limit(page.limit).offset(page.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: items, total: Number(total.total) };
}

/** Every SKU of a team in creation order (the export). */
export function allTeamSkuRows(db: Db, teamId: string) {
  return selectSkus(db).where('s.team_id', '=', teamId).orderBy('s.created_at').orderBy('s.id').execute();
}

// Group SKUs (kits)

const selectGroups = (db: Db) =>
  db
    .selectFrom('group_skus as g')
    .select(['g.id', 'g.team_id', 'g.name', 'g.created_at', 'g.updated_at', 'g.withdrawn_at']);
export type GroupRow = Awaited<ReturnType<typeof findTeamGroupRows>>[number];

export function findTeamGroupRows(db: Db, teamId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectGroups(db)
    .where('g.team_id', '=', teamId)
    .where('g.id', 'in', [...ids])
    .execute();
}

export function lockTeamGroup(trx: Transaction<Database>, teamId: string, id: string) {
  return selectGroups(trx)
    .where('g.team_id', '=', teamId)
    .where('g.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertGroup(
  trx: Transaction<Database>,
  values: { id: string; team_id: string; name: string; created_by: string; now: Date },
) {
  const { now, ...rest } = values;
  await trx
    .insertInto('group_skus')
    .values({ ...rest, created_at: now, updated_at: now })
    .execute();
}

export async function renameGroup(
  trx: Transaction<Database>,
  id: string,
  name: string | undefined,
  now: Date,
) {
  await trx
    .updateTable('group_skus')
    .set({ ...(name !== undefined ? { name } : {}), updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function replaceComponents(
  trx: Transaction<Database>,
  groupId: string,
  components: readonly { skuId: string; quantity: number }[],
) {
  await trx.deleteFrom('group_sku_components').where('group_sku_id', '=', groupId).execute();
  await trx
    .insertInto('group_sku_components')
    .values(
      components.map((c, position) => ({
        group_sku_id: groupId,
        sku_id: c.skuId,
        quantity: c.quantity,
        position,
      })),
    )
    .execute();
}

/** Retires a kit (it must be locked by the caller and still in use). */
export async function withdrawGroup(trx: Transaction<Database>, id: string, by: string, now: Date) {
  await trx
    .updateTable('group_skus')
    .set({ withdrawn_at: now, withdrawn_by: by, updated_at: now })
    .where('id', '=', id)
    .where('withdrawn_at', 'is', null)
    .execute();
}

/** The components of these kits with their SKUs' names and barcodes, in kit order. */
export function findComponentRows(db: Db, groupIds: readonly string[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('group_sku_components as c')
    .innerJoin('skus as s', 's.id', 'c.sku_id')
    .select(['c.group_sku_id', 'c.sku_id', 'c.quantity', 's.name', 's.barcode'])
    .where('c.group_sku_id', 'in', [...groupIds])
    .orderBy('c.group_sku_id')
    .orderBy('c.position')
    .execute();
}

export async function listGroupRows(
  db: Db,
  filter: { teamId: string; q?: string | undefined; withdrawn: boolean },
  page: { limit: number; offset: number },
) {
  const withdrawn = filter.withdrawn ? 'is not' : 'is';
  let rows = selectGroups(db).where('g.team_id', '=', filter.teamId).where('g.withdrawn_at', withdrawn, null);
  let count = db
    .selectFrom('group_skus as g')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('g.team_id', '=', filter.teamId)
    .where('g.withdrawn_at', withdrawn, null);
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    rows = rows.where('g.name', 'ilike', pattern);
    count = count.where('g.name', 'ilike', pattern);
  }
  const [items, total] = await Promise.all([
    rows
      .orderBy('g.created_at', 'desc')
      .orderBy('g.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: items, total: Number(total.total) };
}
