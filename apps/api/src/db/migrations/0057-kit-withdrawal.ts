import { type Kysely, sql } from 'kysely';

// Issue 13, kit withdrawal: a customer retires (철회) a kit it no longer sells. The kit stays — the
// orders that exploded it keep their lines, and its page still opens — but it takes no new orders
// and no edits. `withdrawn_at` null is a kit in use; who withdrew it is kept beside.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table group_skus add column withdrawn_at timestamptz`.execute(db);
  await sql`alter table group_skus add column withdrawn_by text references users (id) on delete set null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table group_skus drop column if exists withdrawn_by`.execute(db);
  await sql`alter table group_skus drop column if exists withdrawn_at`.execute(db);
}
