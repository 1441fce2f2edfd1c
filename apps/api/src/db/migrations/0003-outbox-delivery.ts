import { type Kysely, sql } from 'kysely';

// When a queued e-mail may next be attempted. A process that claims a message for sending moves it
// forward by a lease (so no other process sends it meanwhile, and a crash mid-send only delays it);
// a failed attempt moves it forward by a back-off. Null means "now". Without it the only way to
// claim a message would be holding a row lock across the SMTP conversation, which on the embedded
// database (one connection) would stall every request while a mail server is slow.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_emails').addColumn('next_attempt_at', 'timestamptz').execute();
  await sql`create index outbox_emails_queued_idx on outbox_emails (created_at) where status = 'queued'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_emails_queued_idx').execute();
  await db.schema.alterTable('outbox_emails').dropColumn('next_attempt_at').execute();
}
