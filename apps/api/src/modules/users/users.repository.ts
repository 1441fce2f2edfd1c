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
