import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import type { OrderStatusValue, ShippingOrdersTable } from '../../db/schema-orders.ts';

// Every query of the shipping-orders module (issue 13, migration 0011).

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The team's order queue: every transaction that reserves or releases a team's stock for orders
 * (creating, cancelling, allocating waiting orders) takes this row lock first, so the queue moves
 * one change at a time and always in the same lock order (queue → orders → balances).
 */
export async function lockOrderQueue(trx: Transaction<Database>, teamId: string): Promise<void> {
  await trx
    .selectFrom('fulfillment_applications')
    .select('id')
    .where('team_id', '=', teamId)
    .forUpdate()
    .execute();
}

/** The next queue position (also the number in the order number). */
export async function nextOrderSeq(trx: Transaction<Database>): Promise<number> {
  const { rows } = await sql<{ seq: number }>`select nextval('shipping_orders_seq')::int as seq`.execute(trx);
  const seq = rows[0]?.seq;
  if (seq === undefined) throw new Error('no order sequence');
  return seq;
}

export async function insertOrder(trx: Transaction<Database>, values: Insertable<ShippingOrdersTable>) {
  await trx.insertInto('shipping_orders').values(values).execute();
}

export async function insertOrderParts(
  trx: Transaction<Database>,
  parts: {
    items: Insertable<Database['shipping_order_items']>[];
    lines: Insertable<Database['shipping_order_lines']>[];
  },
) {
  if (parts.items.length > 0) await trx.insertInto('shipping_order_items').values(parts.items).execute();
  if (parts.lines.length > 0) await trx.insertInto('shipping_order_lines').values(parts.lines).execute();
}

export async function insertAllocations(
  trx: Transaction<Database>,
  orderId: string,
  allocations: readonly { skuId: string; locationId: string; quantity: number }[],
) {
  if (allocations.length === 0) return;
  await trx
    .insertInto('shipping_order_allocations')
    .values(
      allocations.map((a) => ({
        order_id: orderId,
        sku_id: a.skuId,
        location_id: a.locationId,
        quantity: a.quantity,
      })),
    )
    .execute();
}

export async function deleteAllocations(trx: Transaction<Database>, orderId: string) {
  await trx.deleteFrom('shipping_order_allocations').where('order_id', '=', orderId).execute();
}

export async function insertHistory(
  trx: Transaction<Database>,
  entry: {
    orderId: string;
    status: OrderStatusValue;
    note?: string | null;
    actorId: string | null;
    at: Date;
  },
) {
  await trx
    .insertInto('shipping_order_history')
    .values({
      id: newId('ohs'),
      order_id: entry.orderId,
      status: entry.status,
      note: entry.note ?? null,
      actor_id: entry.actorId,
      at: entry.at,
    })
    .execute();
}

/**
 * Moves an order from one status to the next if it is still in `from` (conditional: a concurrent
 * change leaves it untouched); true when it moved. `stamp` sets the status's time column.
 */
export async function moveOrderStatus(
  trx: Transaction<Database>,
  orderId: string,
  from: OrderStatusValue,
  to: OrderStatusValue,
  now: Date,
): Promise<boolean> {
  const stamp =
    to === 'allocated'
      ? { allocated_at: now }
      : to === 'shipped'
        ? { shipped_at: now }
        : to === 'delivered'
          ? { delivered_at: now }
          : to === 'canceled'
            ? { canceled_at: now }
            : {};
  const result = await trx
    .updateTable('shipping_orders')
    .set({ status: to, updated_at: now, ...stamp })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const ORDER_COLUMNS = [
  'o.id',
  'o.order_no',
  'o.team_id',
  'o.warehouse_id',
  'o.status',
  'o.promised_ship_date',
  'o.recipient_name',
  'o.recipient_phone',
  'o.recipient_zip',
  'o.recipient_address1',
  'o.recipient_address2',
  'o.memo',
  'o.channel_order_no',
  'o.request_hash',
  'o.created_at',
  'o.updated_at',
  'o.shipped_at',
  'o.delivered_at',
  'o.canceled_at',
] as const;

const selectOrders = (db: Db) =>
  db
    .selectFrom('shipping_orders as o')
    .innerJoin('teams as t', 't.id', 'o.team_id')
    .innerJoin('warehouses as w', 'w.id', 'o.warehouse_id')
    .select([
      ...ORDER_COLUMNS,
      't.name as team_name',
      'w.code as warehouse_code',
      'w.name as warehouse_name',
    ]);
export type OrderRow = Awaited<ReturnType<typeof findOrderRow>> & {};

/** An order by id (any team: callers check tenancy). */
export function findOrderRow(db: Db, id: string) {
  return selectOrders(db).where('o.id', '=', id).executeTakeFirst();
}

export function findOrderByIdempotencyKey(db: Db, teamId: string, key: string) {
  return selectOrders(db)
    .where('o.team_id', '=', teamId)
    .where('o.idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Locks these orders of the team (id order, one statement) and answers their status. */
export function lockTeamOrders(trx: Transaction<Database>, teamId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('shipping_orders')
    .select(['id', 'status', 'order_no', 'warehouse_id'])
    .where('team_id', '=', teamId)
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Locks one order (the warehouse floor's changes) and answers it. */
export function lockOrder(trx: Transaction<Database>, id: string) {
  return trx
    .selectFrom('shipping_orders')
    .select(['id', 'status', 'order_no', 'team_id', 'warehouse_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The waiting orders of a team that take any of these SKUs, oldest first (queue order). */
export function findWaitingOrders(trx: Transaction<Database>, teamId: string, skuIds: readonly string[]) {
  if (skuIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('shipping_orders as o')
    .select(['o.id', 'o.order_no', 'o.warehouse_id'])
    .where('o.team_id', '=', teamId)
    .where('o.status', '=', 'waiting')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('shipping_order_lines as l')
          .select('l.order_id')
          .whereRef('l.order_id', '=', 'o.id')
          .where('l.sku_id', 'in', [...skuIds]),
      ),
    )
    .orderBy('o.seq')
    .execute();
}

export function findLines(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shipping_order_lines as l')
    .innerJoin('skus as s', 's.id', 'l.sku_id')
    .select([
      'l.order_id',
      'l.sku_id',
      'l.quantity',
      's.name',
      's.barcode',
      's.length_mm',
      's.width_mm',
      's.height_mm',
      's.weight_grams',
    ])
    .where('l.order_id', 'in', [...orderIds])
    .orderBy('l.order_id')
    .orderBy('l.sku_id')
    .execute();
}

export function findAllocations(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shipping_order_allocations as a')
    .innerJoin('warehouse_locations as loc', 'loc.id', 'a.location_id')
    .innerJoin('skus as s', 's.id', 'a.sku_id')
    .select(['a.order_id', 'a.sku_id', 'a.location_id', 'a.quantity', 'loc.code', 's.name', 's.barcode'])
    .where('a.order_id', 'in', [...orderIds])
    .orderBy('a.order_id')
    .orderBy('loc.code')
    .orderBy('a.sku_id')
    .execute();
}

export function findItems(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shipping_order_items')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('order_id')
    .orderBy('position')
    .execute();
}

export function findHistory(db: Db, orderId: string) {
  return db
    .selectFrom('shipping_order_history')
    .select(['status', 'note', 'at'])
    .where('order_id', '=', orderId)
    .orderBy('seq')
    .execute();
}

export function findParcels(db: Db, orderId: string) {
  return db
    .selectFrom('shipping_order_parcels')
    .select(['id', 'position', 'parcel_company', 'invoice_no', 'status', 'box_code', 'items'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

export async function insertParcels(
  trx: Transaction<Database>,
  orderId: string,
  parcels: readonly {
    parcelCompany: string | null;
    invoiceNo: string | null;
    boxCode?: string | null;
    /** What went into the box when the order was split into several (null: not split). */
    items?: readonly { skuId: string; quantity: number }[] | null;
  }[],
  now: Date,
) {
  if (parcels.length === 0) return;
  await trx
    .insertInto('shipping_order_parcels')
    .values(
      parcels.map((p, position) => ({
        id: newId('opc'),
        order_id: orderId,
        position,
        parcel_company: p.parcelCompany,
        invoice_no: p.invoiceNo,
        box_code: p.boxCode ?? null,
        items: p.items ? JSON.stringify(p.items) : null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** Keeps a parcel's status as the carrier reports it. */
export async function updateParcelStatus(
  trx: Transaction<Database>,
  change: { parcelCompany: string; invoiceNo: string; status: string },
  now: Date,
  returnedAt?: Date,
) {
  await trx
    .updateTable('shipping_order_parcels')
    .set({ status: change.status, updated_at: now, ...(returnedAt ? { returned_at: returnedAt } : {}) })
    .where('parcel_company', '=', change.parcelCompany)
    .where('invoice_no', '=', change.invoiceNo)
    .execute();
}

/**
 * Where an order's parcels with a waybill are: still on their way (neither delivered nor back
 * with the warehouse) and back with the warehouse (반송 완료).
 */
export async function countParcelOutcomes(
  db: Db,
  orderId: string,
): Promise<{ moving: number; returned: number }> {
  const row = await db
    .selectFrom('shipping_order_parcels')
    .select([
      sql<number>`count(*) filter (where status <> 'delivered' and returned_at is null)::int`.as('moving'),
      sql<number>`count(*) filter (where returned_at is not null)::int`.as('returned'),
    ])
    .where('order_id', '=', orderId)
    .where('invoice_no', 'is not', null)
    .executeTakeFirstOrThrow();
  return { moving: Number(row.moving), returned: Number(row.returned) };
}

/** Names of SKUs by id (for presenting a kit's components). */
export function findSkuNames(db: Db, skuIds: readonly string[]) {
  if (skuIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('skus')
    .select(['id', 'name', 'barcode'])
    .where('id', 'in', [...skuIds])
    .execute();
}

/** The team's SKUs among these ids. */
export function findTeamSkus(db: Db, teamId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('skus')
    .select(['id', 'name', 'barcode'])
    .where('team_id', '=', teamId)
    .where('id', 'in', [...ids])
    .execute();
}

/** The team's SKUs with these barcodes. */
export function findTeamSkusByBarcode(db: Db, teamId: string, barcodes: readonly string[]) {
  if (barcodes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('skus')
    .select(['id', 'name', 'barcode'])
    .where('team_id', '=', teamId)
    .where('barcode', 'in', [...barcodes])
    .execute();
}

/** The team's kits among these ids, with their components in kit order. */
export function findTeamKitComponents(db: Db, teamId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('group_skus as g')
    .leftJoin('group_sku_components as c', 'c.group_sku_id', 'g.id')
    .select(['g.id', 'g.name', 'g.withdrawn_at', 'c.sku_id', 'c.quantity'])
    .where('g.team_id', '=', teamId)
    .where('g.id', 'in', [...ids])
    .orderBy('g.id')
    .orderBy('c.position')
    .execute();
}

// ── lists ─────────────────────────────────────────────────────────────────────────────────────

export interface OrderListFilter {
  teamId?: string | undefined;
  warehouseId?: string | undefined;
  status?: OrderStatusValue | undefined;
  q?: string | undefined;
  /** Creation instants [from, to). */
  createdFrom?: Date | undefined;
  createdBefore?: Date | undefined;
  promisedShipDate?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The orders matching a filter (the status only when `withStatus`: counts cover every status). */
function filteredOrders(db: Db, filter: OrderListFilter, withStatus: boolean) {
  let q = db.selectFrom('shipping_orders as o');
  if (filter.teamId) q = q.where('o.team_id', '=', filter.teamId);
  if (filter.warehouseId) q = q.where('o.warehouse_id', '=', filter.warehouseId);
  if (withStatus && filter.status) q = q.where('o.status', '=', filter.status);
  if (filter.createdFrom) q = q.where('o.created_at', '>=', filter.createdFrom);
  if (filter.createdBefore) q = q.where('o.created_at', '<', filter.createdBefore);
  if (filter.promisedShipDate) q = q.where('o.promised_ship_date', '=', filter.promisedShipDate);
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('o.order_no', 'ilike', pattern),
        eb('o.recipient_name', 'ilike', pattern),
        eb('o.recipient_phone', 'like', pattern),
        eb('o.channel_order_no', 'ilike', pattern),
      ]),
    );
  }
  return q;
}

/** One page of orders (newest first), the total, and how many there are per status (same filters, any status). */
export async function listOrderRows(
  db: Db,
  filter: OrderListFilter,
  page: { limit: number; offset: number },
) {
  const rows = filteredOrders(db, filter, true)
    .innerJoin('teams as t', 't.id', 'o.team_id')
    .select([
      'o.id',
      'o.order_no',
      'o.status',
      'o.promised_ship_date',
      'o.recipient_name',
      'o.channel_order_no',
      'o.created_at',
      'o.shipped_at',
      't.name as team_name',
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  const counts = filteredOrders(db, filter, false)
    .select(['o.status', (eb) => eb.fn.countAll<number>().as('total')])
    .groupBy('o.status');
  const [items, perStatus] = await Promise.all([rows.execute(), counts.execute()]);
  return { rows: items, counts: perStatus.map((c) => ({ status: c.status, total: Number(c.total) })) };
}

/** Per order: the first line's name, how many lines and how many pieces in all. */
export function summarizeItems(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shipping_order_items as i')
    .select([
      'i.order_id',
      sql<string>`min(case when i.position = 0 then i.name end)`.as('first_name'),
      sql<number>`count(*)::int`.as('item_count'),
      sql<number>`sum(i.quantity)::int`.as('quantity'),
    ])
    .where('i.order_id', 'in', [...orderIds])
    .groupBy('i.order_id')
    .execute();
}

/** A parcel of one of the team's orders by its waybill (undefined: not the team's, or unknown). */
export function findTeamParcel(db: Db, teamId: string, parcelCompany: string, invoiceNo: string) {
  return db
    .selectFrom('shipping_order_parcels as p')
    .innerJoin('shipping_orders as o', 'o.id', 'p.order_id')
    .select(['p.parcel_company', 'p.invoice_no', 'p.status', 'o.id as order_id'])
    .where('o.team_id', '=', teamId)
    .where('p.parcel_company', '=', parcelCompany)
    .where('p.invoice_no', '=', invoiceNo)
    .executeTakeFirst();
}

// ── pick waves (issue 15) ─────────────────────────────────────────────────────────────────────

const piecesOf = sql<number>`(select coalesce(sum(l.quantity), 0)::int from shipping_order_lines l where l.order_id = o.id)`;

interface WaveCandidateRowFilter {
  warehouseId: string;
  promisedBy: string | null;
  kind: 'single' | 'multi' | 'any';
  excludeIds: readonly string[];
}

const waveCandidates = (db: Db, filter: WaveCandidateRowFilter) => {
  let q = db
    .selectFrom('shipping_orders as o')
    .where('o.warehouse_id', '=', filter.warehouseId)
    .where('o.status', '=', 'allocated');
  if (filter.promisedBy) q = q.where('o.promised_ship_date', '<=', filter.promisedBy);
  if (filter.excludeIds.length > 0) q = q.where('o.id', 'not in', [...filter.excludeIds]);
  if (filter.kind !== 'any') q = q.where(piecesOf, filter.kind === 'single' ? '=' : '>', 1);
  return q;
};

/**
 * Allocated orders of a warehouse for a wave, oldest promise first, then queue order, locked. An
 * order another transaction holds (a per-order pick or cancel under way) is skipped, not waited
 * for: that one then sees no wave holding it, and the wave never waits on an order lock (so it
 * cannot deadlock with them).
 */
export function findWaveCandidateRows(db: Db, filter: WaveCandidateRowFilter & { limit: number }) {
  return waveCandidates(db, filter)
    .select('o.id')
    .orderBy('o.promised_ship_date')
    .orderBy('o.seq')
    .limit(filter.limit)
    .forUpdate('o')
    .skipLocked()
    .execute();
}

/** How many allocated orders of a warehouse a wave with this filter could take (uncapped). */
export async function countWaveCandidateRows(db: Db, filter: WaveCandidateRowFilter): Promise<number> {
  const row = await waveCandidates(db, filter)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Orders as a wave lists them, with the pieces each takes. */
export function findWaveOrderRows(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shipping_orders as o')
    .innerJoin('teams as t', 't.id', 'o.team_id')
    .select([
      'o.id',
      'o.order_no',
      'o.status',
      'o.promised_ship_date',
      'o.recipient_name',
      't.name as team_name',
      piecesOf.as('quantity'),
    ])
    .where('o.id', 'in', [...orderIds])
    .execute();
}

// ── carrier handovers (issue 15) ──────────────────────────────────────────────────────────────

/** Parcels of the warehouse's orders carrying this waybill (any carrier: one per carrier at most). */
export function findWarehouseParcelsByWaybill(
  db: Db,
  warehouseId: string,
  parcelCompanies: readonly string[],
  invoiceNo: string,
) {
  return db
    .selectFrom('shipping_order_parcels as p')
    .innerJoin('shipping_orders as o', 'o.id', 'p.order_id')
    .select(['p.id', 'p.parcel_company', 'p.invoice_no', 'o.id as order_id', 'o.status as order_status'])
    .where('o.warehouse_id', '=', warehouseId)
    .where('p.parcel_company', 'in', [...parcelCompanies])
    .where('p.invoice_no', '=', invoiceNo)
    .orderBy('p.parcel_company')
    .execute();
}

/** Each order with its team, recipient and how many parcels with a waybill it was packed into. */
export function findHandoverOrderRows(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shipping_orders as o')
    .innerJoin('teams as t', 't.id', 'o.team_id')
    .select([
      'o.id',
      'o.order_no',
      'o.status',
      'o.recipient_name',
      't.name as team_name',
      sql<number>`(select count(*)::int from shipping_order_parcels p where p.order_id = o.id and p.invoice_no is not null)`.as(
        'parcel_count',
      ),
    ])
    .where('o.id', 'in', [...orderIds])
    .execute();
}

/** The parcels with a waybill of these orders (what must be handed over for each to ship). */
export function findWaybillParcelIds(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shipping_order_parcels')
    .select(['id', 'order_id'])
    .where('order_id', 'in', [...orderIds])
    .where('invoice_no', 'is not', null)
    .execute();
}
