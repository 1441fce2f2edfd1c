import type { WebhookDeliveryStatus, WebhookEventType } from '@baro/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';

type Db = Kysely<Database> | Transaction<Database>;

// The only queries of the webhooks module.

export async function countTeamEndpoints(db: Db, teamId: string): Promise<number> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('team_id', '=', teamId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertEndpoint(
  db: Db,
  row: {
    id: string;
    team_id: string;
    url: string;
    description: string | null;
    events: WebhookEventType[];
    enabled: boolean;
    secret: string;
    created_by: string;
    now: Date;
  },
) {
  const { now, events, ...values } = row;
  return db
    .insertInto('webhook_endpoints')
    .values({ ...values, events: JSON.stringify(events), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type EndpointRow = Awaited<ReturnType<typeof insertEndpoint>>;

export async function listTeamEndpoints(db: Db, teamId: string) {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('team_id', '=', teamId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The team's endpoint (another team's id is simply not found). */
export async function findTeamEndpoint(db: Db, teamId: string, id: string, lock = false) {
  let query = db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function updateEndpoint(
  db: Db,
  id: string,
  changes: {
    url?: string;
    description?: string | null;
    events?: WebhookEventType[];
    enabled?: boolean;
    secret?: string;
    now: Date;
  },
) {
  const { now, events, ...rest } = changes;
  return db
    .updateTable('webhook_endpoints')
    .set({ ...rest, ...(events ? { events: JSON.stringify(events) } : {}), updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteEndpoint(db: Db, id: string): Promise<void> {
  await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
}

/** The team's enabled endpoints subscribed to an event type. */
export async function findSubscribedEndpoints(db: Db, teamId: string, type: WebhookEventType) {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id'])
    .where('team_id', '=', teamId)
    .where('enabled', '=', true)
    .where(sql<boolean>`events @> ${JSON.stringify([type])}::jsonb`)
    .orderBy('id')
    .execute();
}

export interface DeliveryInsert {
  id: string;
  endpoint_id: string;
  team_id: string;
  event_id: string;
  event_type: string;
  payload: string;
  redelivery_of: string | null;
  created_at: Date;
  give_up_at: Date;
}

export async function insertDeliveries(db: Db, rows: DeliveryInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('webhook_deliveries')
    .values(rows.map((row) => ({ ...row, status: 'pending' as const, next_attempt_at: row.created_at })))
    .execute();
}

/**
 * Claims up to `limit` due deliveries for one sender: each is leased until `lockedUntil`, so
 * another process's run skips it, and a process that dies mid-send frees it when the lease ends.
 */
export async function claimDueDeliveries(db: Kysely<Database>, now: Date, lockedUntil: Date, limit: number) {
  return transact(db, async (trx) => {
    const due = await trx
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('status', 'in', ['pending', 'retrying'])
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('webhook_deliveries')
      .set({ locked_until: lockedUntil })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returningAll()
      .execute();
  });
}

export type DeliveryRow = Awaited<ReturnType<typeof claimDueDeliveries>>[number];

export async function findEndpointForSending(db: Db, id: string) {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'url', 'secret', 'enabled'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function recordAttempt(
  db: Db,
  id: string,
  result: {
    status: WebhookDeliveryStatus;
    attempts: number;
    next_attempt_at: Date | null;
    last_attempt_at: Date;
    last_response_status: number | null;
    last_response_body: string | null;
    last_error: string | null;
    delivered_at: Date | null;
  },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ ...result, locked_until: null })
    .where('id', '=', id)
    .execute();
}

export async function listEndpointDeliveries(
  db: Db,
  endpointId: string,
  filter: { status?: WebhookDeliveryStatus; eventType?: string; page: number; size: number },
) {
  let query = db.selectFrom('webhook_deliveries').where('endpoint_id', '=', endpointId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.eventType) query = query.where('event_type', '=', filter.eventType);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** The team's delivery (another team's id is simply not found). */
export async function findTeamDelivery(db: Db, teamId: string, id: string) {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('id', '=', id)
    .executeTakeFirst();
}
