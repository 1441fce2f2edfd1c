import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type UserRow = Selectable<UsersTable>;

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserByLoginId(db: Db, loginId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('login_id', '=', loginId).executeTakeFirst();
}

/** The caller behind an access token, with its session's state, in one query. */
export function findCallerWithSession(db: Db, userId: string, sessionId: string) {
  return db
    .selectFrom('users')
    .innerJoin('sessions', 'sessions.user_id', 'users.id')
    .select([
      'users.id',
      'users.kind',
      'users.team_id',
      'users.team_role',
      'users.partner_id',
      'users.warehouse_id',
      'users.locale',
      'users.disabled_at',
      'sessions.revoked_at',
    ])
    .where('users.id', '=', userId)
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
}

export async function insertUser(db: Db, row: Insertable<UsersTable>): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<{
    name: string;
    company: string | null;
    phone: string | null;
    locale: 'ko' | 'en';
    customer_type: UserRow['customer_type'];
    password_hash: string;
    last_login_at: Date;
    disabled_at: Date | null;
    team_id: string;
    team_role: 'master' | 'admin' | 'member';
    team_joined_at: Date;
  }>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...patch, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A user with the names of its team, partner, warehouse and assigned managers. */
export function findProfileRow(db: Db, id: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('teams as t', 't.id', 'u.team_id')
    .leftJoin('partners as p', 'p.id', 'u.partner_id')
    .leftJoin('warehouses as w', 'w.id', 'u.warehouse_id')
    .leftJoin('users as fm', 'fm.id', 'u.forwarding_manager_id')
    .leftJoin('users as em', 'em.id', 'u.export_forwarding_manager_id')
    .leftJoin('users as ffm', 'ffm.id', 'u.fulfillment_manager_id')
    .select([
      'u.id',
      'u.kind',
      'u.email',
      'u.login_id',
      'u.name',
      'u.company',
      'u.phone',
      'u.locale',
      'u.customer_type',
      'u.team_id',
      'u.team_role',
      'u.partner_id',
      'u.warehouse_id',
      'u.created_at',
      't.name as team_name',
      'p.name as partner_name',
      'w.name as warehouse_name',
      'fm.id as fm_id',
      'fm.name as fm_name',
      'fm.email as fm_email',
      'fm.phone as fm_phone',
      'em.id as em_id',
      'em.name as em_name',
      'em.email as em_email',
      'em.phone as em_phone',
      'ffm.id as ffm_id',
      'ffm.name as ffm_name',
      'ffm.email as ffm_email',
      'ffm.phone as ffm_phone',
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;
