import { type Kysely, sql } from 'kysely';

// Accounts of every kind (customers in teams, staff, partner admins, warehouse workers), their
// sessions with rotating refresh tokens, login throttling, password resets, team invitations,
// and the e-mail outbox. Every foreign key and list filter has an index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partners')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('warehouses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('teams')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('customer', 'staff', 'partner', 'worker')`),
    )
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('login_id', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('phone', 'text')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('ko').check(sql`locale in ('ko', 'en')`))
    .addColumn('customer_type', 'text', (c) =>
      c.check(sql`customer_type in ('consignee', 'forwarder', 'customs')`),
    )
    .addColumn('team_id', 'text', (c) => c.references('teams.id'))
    .addColumn('team_role', 'text', (c) => c.check(sql`team_role in ('master', 'admin', 'member')`))
    .addColumn('team_joined_at', 'timestamptz')
    .addColumn('partner_id', 'text', (c) => c.references('partners.id'))
    .addColumn('warehouse_id', 'text', (c) => c.references('warehouses.id'))
    .addColumn('forwarding_manager_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('export_forwarding_manager_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('fulfillment_manager_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('terms_agreed_at', 'timestamptz')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'users_kind_membership',
      sql`(kind <> 'customer' or (team_id is not null and team_role is not null and team_joined_at is not null))
        and (kind <> 'partner' or partner_id is not null)
        and (kind <> 'worker' or warehouse_id is not null)`,
    )
    .execute();
  // One master per team, enforced by the database rather than by care.
  await sql`create unique index users_one_master_per_team on users (team_id) where team_role = 'master'`.execute(
    db,
  );
  for (const column of [
    'team_id',
    'partner_id',
    'warehouse_id',
    'forwarding_manager_id',
    'export_forwarding_manager_id',
    'fulfillment_manager_id',
  ]) {
    await db.schema.createIndex(`users_${column}_idx`).on('users').column(column).execute();
  }
  await db.schema.createIndex('users_kind_created_idx').on('users').columns(['kind', 'created_at']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('rotated_at', 'timestamptz')
    .addColumn('successor_id', 'text', (c) => c.references('refresh_tokens.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('refresh_tokens_session_id_idx')
    .on('refresh_tokens')
    .column('session_id')
    .execute();
  await db.schema
    .createIndex('refresh_tokens_successor_id_idx')
    .on('refresh_tokens')
    .column('successor_id')
    .execute();

  await db.schema
    .createTable('login_throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_failure_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('password_resets_user_id_idx')
    .on('password_resets')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'member')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'accepted', 'declined', 'canceled', 'expired')`),
    )
    .addColumn('invited_by_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('responded_by_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('responded_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('invitations_team_id_idx')
    .on('invitations')
    .columns(['team_id', 'status'])
    .execute();
  await db.schema
    .createIndex('invitations_email_idx')
    .on('invitations')
    .columns(['email', 'status'])
    .execute();
  await db.schema
    .createIndex('invitations_invited_by_id_idx')
    .on('invitations')
    .column('invited_by_id')
    .execute();
  await db.schema
    .createIndex('invitations_responded_by_id_idx')
    .on('invitations')
    .column('responded_by_id')
    .execute();

  await db.schema
    .createTable('outbox_emails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued', 'sent', 'failed')`))
    .addColumn('transport', 'text', (c) => c.notNull().check(sql`transport in ('outbox', 'smtp')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('outbox_emails_created_at_idx')
    .on('outbox_emails')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('outbox_emails_to_address_idx')
    .on('outbox_emails')
    .columns(['to_address', 'created_at'])
    .execute();
  await db.schema.createIndex('outbox_emails_status_idx').on('outbox_emails').column('status').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'outbox_emails',
    'invitations',
    'password_resets',
    'login_throttles',
    'refresh_tokens',
    'sessions',
    'users',
    'teams',
    'warehouses',
    'partners',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
