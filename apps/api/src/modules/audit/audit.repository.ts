import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AuditEventsTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertAuditEvent(db: Db, row: Insertable<AuditEventsTable>): Promise<void> {
  await db.insertInto('audit_events').values(row).execute();
}

/** One page of the audit log, newest first, with the actor's name and e-mail. */
export async function listAuditEvents(
  db: Db,
  filter: { action?: string | undefined; actorId?: string | undefined; limit: number; offset: number },
) {
  let query = db.selectFrom('audit_events');
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.actorId) query = query.where('actor_user_id', '=', filter.actorId);
  const [rows, count] = await Promise.all([
    query
      .leftJoin('users', 'users.id', 'audit_events.actor_user_id')
      .selectAll('audit_events')
      .select(['users.name as actor_name', 'users.email as actor_email'])
      .orderBy('audit_events.created_at', 'desc')
      .orderBy('audit_events.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
