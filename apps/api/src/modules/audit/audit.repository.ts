import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { AuditEventsTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertAuditEvent(db: Db, row: Insertable<AuditEventsTable>): Promise<void> {
  await db.insertInto('audit_events').values(row).execute();
}

/** `%`, `_` and `\` stand for themselves in a LIKE pattern (backslash is PostgreSQL's default escape). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export interface AuditFilter {
  /** An id the entry touched (exactly), or a fragment of its action, target or actor. */
  text?: string | undefined;
  action?: string | undefined;
  actorId?: string | undefined;
  limit: number;
  offset: number;
}

/** One page of the audit log, newest first, with the actor's name and e-mail. */
export async function listAuditEvents(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_events').leftJoin('users', 'users.id', 'audit_events.actor_user_id');
  if (filter.action) query = query.where('audit_events.action', '=', filter.action);
  if (filter.actorId) query = query.where('audit_events.actor_user_id', '=', filter.actorId);
  const { text } = filter;
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`${text}`, '=', sql<string>`any(audit_events.target_ids)`),
        eb('audit_events.action', 'ilike', pattern),
        eb('audit_events.target', 'ilike', pattern),
        eb('users.email', 'ilike', pattern),
        eb('users.name', 'ilike', pattern),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
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
