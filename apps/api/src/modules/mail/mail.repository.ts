import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, OutboxEmailsTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertOutboxEmail(db: Db, row: Insertable<OutboxEmailsTable>): Promise<void> {
  await db.insertInto('outbox_emails').values(row).execute();
}

/** Ids of queued messages that may be attempted now, oldest first. */
export async function findDeliverableIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('outbox_emails')
    .select('id')
    .where('status', '=', 'queued')
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes one queued message for sending: counts the attempt and leases the message until
 * `leaseUntil`, in one conditional statement, so of two processes only one gets the row back.
 */
export function claimOutboxEmail(db: Db, id: string, now: Date, leaseUntil: Date) {
  return db
    .updateTable('outbox_emails')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
    .returning(['id', 'to_address', 'subject', 'text_body', 'html_body', 'sealed_body', 'attempts'])
    .executeTakeFirst();
}

// The two outcomes of a claimed attempt. Each applies only while the claim is still ours (the
// attempt count has not moved on), so a sender that overran its lease cannot overwrite another's.

export async function markOutboxEmailSent(db: Db, id: string, attempt: number, now: Date): Promise<void> {
  await db
    .updateTable('outbox_emails')
    .set({ status: 'sent', sent_at: now, next_attempt_at: null, error: null, sealed_body: null })
    .where('id', '=', id)
    .where('attempts', '=', attempt)
    .execute();
}

export async function markOutboxEmailFailed(
  db: Db,
  id: string,
  attempt: number,
  outcome: { status: 'queued' | 'failed'; nextAttemptAt: Date | null; error: string },
): Promise<void> {
  await db
    .updateTable('outbox_emails')
    .set({
      status: outcome.status,
      next_attempt_at: outcome.nextAttemptAt,
      error: outcome.error,
      // Given up: the secret is never needed again.
      ...(outcome.status === 'failed' ? { sealed_body: null } : {}),
    })
    .where('id', '=', id)
    .where('attempts', '=', attempt)
    .execute();
}

/** One page of the outbox, newest first, optionally for one recipient. */
export async function listOutboxEmails(
  db: Db,
  filter: { to?: string | undefined; limit: number; offset: number },
) {
  let query = db.selectFrom('outbox_emails');
  if (filter.to) query = query.where('to_address', '=', filter.to);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
