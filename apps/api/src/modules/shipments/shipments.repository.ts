import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, MilestoneKind, ShipmentMilestonesTable, ShipmentsTable } from '../../db/schema.ts';

// Every query of the shipments module: shipments, their milestones, and the few reads (and the one
// status write) of bids, users and locations that milestone updates need.

type Db = Kysely<Database> | Transaction<Database>;

/** Whose shipments a query may see: a customer's team, a partner, or (staff) every one. */
export type ShipmentScope = { teamId: string } | { partnerId: string } | 'all';

// ── shipments ─────────────────────────────────────────────────────────────────────────────────

export async function insertShipment(db: Db, shipment: Insertable<ShipmentsTable>): Promise<void> {
  await db.insertInto('shipments').values(shipment).execute();
}

export async function insertMilestones(db: Db, rows: Insertable<ShipmentMilestonesTable>[]): Promise<void> {
  await db.insertInto('shipment_milestones').values(rows).execute();
}

/**
 * The shipment if the scope may see it, locked until the transaction ends: milestone updates of
 * one shipment happen one at a time, each judged against the rows the one before it wrote.
 */
export function lockShipment(trx: Transaction<Database>, id: string, scope: ShipmentScope) {
  let query = trx.selectFrom('shipments').selectAll().where('id', '=', id);
  if (scope !== 'all') {
    query =
      'teamId' in scope
        ? query.where('team_id', '=', scope.teamId)
        : query.where('partner_id', '=', scope.partnerId);
  }
  return query.forUpdate().executeTakeFirst();
}

export async function updateShipmentStatus(
  db: Db,
  id: string,
  status: ShipmentsTable['status'],
  now: Date,
): Promise<void> {
  await db.updateTable('shipments').set({ status, updated_at: now }).where('id', '=', id).execute();
}

export async function touchShipment(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('shipments').set({ updated_at: now }).where('id', '=', id).execute();
}

/** The columns the summary and detail show, joined with the partner, team, lane and quote. */
function shipmentRows(db: Db, scope: ShipmentScope) {
  let query = db
    .selectFrom('shipments as s')
    .innerJoin('partners as p', 'p.id', 's.partner_id')
    .innerJoin('teams as t', 't.id', 's.team_id')
    .innerJoin('locations as pol', 'pol.code', 's.pol')
    .innerJoin('locations as pod', 'pod.code', 's.pod')
    .innerJoin('bid_quotes as q', 'q.id', 's.quote_id')
    .innerJoin('bids as b', 'b.id', 's.bid_id')
    .select([
      's.id',
      's.bid_id',
      'b.number as bid_number',
      's.status',
      's.freight_type',
      's.created_at',
      's.updated_at',
      'p.id as partner_id',
      'p.name as partner_name',
      't.name as team_name',
      'pol.code as pol_code',
      'pol.name_ko as pol_name_ko',
      'pol.name_en as pol_name_en',
      'pol.time_zone as pol_time_zone',
      'pod.code as pod_code',
      'pod.name_ko as pod_name_ko',
      'pod.name_en as pod_name_en',
      'pod.time_zone as pod_time_zone',
      'q.id as quote_id',
      'q.carrier as quote_carrier',
      'q.transit_days as quote_transit_days',
      'q.total_krw as quote_total_krw',
      's.services',
      'q.total_usd as quote_total_usd',
    ]);
  if (scope !== 'all') {
    query =
      'teamId' in scope
        ? query.where('s.team_id', '=', scope.teamId)
        : query.where('s.partner_id', '=', scope.partnerId);
  }
  return query;
}
export type ShipmentRow = Awaited<ReturnType<typeof findShipmentRow>> & {};

export function findShipmentRow(db: Db, id: string, scope: ShipmentScope) {
  return shipmentRows(db, scope).where('s.id', '=', id).executeTakeFirst();
}

/** One page of the scope's shipments, newest first, and how many there are in all. */
export async function listShipmentRows(
  db: Db,
  scope: ShipmentScope,
  filter: { status?: ShipmentsTable['status'] | undefined },
  page: { limit: number; offset: number },
) {
  let base = shipmentRows(db, scope);
  if (filter.status) base = base.where('s.status', '=', filter.status);
  const rows = await base
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  let counting = db.selectFrom('shipments').select((eb) => eb.fn.countAll<string>().as('total'));
  if (scope !== 'all') {
    counting =
      'teamId' in scope
        ? counting.where('team_id', '=', scope.teamId)
        : counting.where('partner_id', '=', scope.partnerId);
  }
  if (filter.status) counting = counting.where('status', '=', filter.status);
  const { total } = await counting.executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

// ── milestones ────────────────────────────────────────────────────────────────────────────────

export function listMilestones(db: Db, shipmentIds: readonly string[]) {
  if (shipmentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shipment_milestones')
    .select(['shipment_id', 'kind', 'planned_at', 'actual_at', 'place', 'note', 'updated_at'])
    .where('shipment_id', 'in', shipmentIds)
    .execute();
}
export type MilestoneRow = Awaited<ReturnType<typeof listMilestones>>[number];

export async function writeMilestone(
  db: Db,
  shipmentId: string,
  kind: MilestoneKind,
  changes: {
    planned_at?: Date | null;
    actual_at?: Date;
    place?: string | null;
    note?: string | null;
    updated_by: string;
    updated_at: Date;
  },
): Promise<void> {
  await db
    .updateTable('shipment_milestones')
    .set(changes)
    .where('shipment_id', '=', shipmentId)
    .where('kind', '=', kind)
    .execute();
}

// ── recipients of milestone e-mails ──────────────────────────────────────────────────────────

/** An enabled customer of the team: the bid's author while still a member. */
export function findTeamMember(db: Db, teamId: string, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'locale'])
    .where('id', '=', userId)
    .where('team_id', '=', teamId)
    .where('kind', '=', 'customer')
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

/** The team's master, if enabled (told instead when the bid's author has left the team). */
export function findTeamMaster(db: Db, teamId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'locale'])
    .where('team_id', '=', teamId)
    .where('kind', '=', 'customer')
    .where('team_role', '=', 'master')
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}
