import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type UserRow = Selectable<UsersTable>;
type TeamRole = NonNullable<UsersTable['team_role']>;

const count = (rows: { numUpdatedRows: bigint }[]) => Number(rows[0]?.numUpdatedRows ?? 0n);

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

// Changes other modules ask for through users.api.ts: staff's account actions (admin), team
// membership (teams) and a partner's new admins (partners).

/** Disables an account (keeping the first time it was disabled); false when there is no such user. */
export async function disableUserRow(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ disabled_at: eb.fn.coalesce('disabled_at', eb.val(now)), updated_at: now }))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Enables an account again; false when there is no such user. */
export async function enableUserRow(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ disabled_at: null, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface ManagerIds {
  forwarding: string | null;
  exportForwarding: string | null;
  fulfillment: string | null;
}

/** Assigns the managers of customer accounts (others are left alone); answers how many changed. */
export async function setCustomerManagers(
  db: Db,
  userIds: readonly string[],
  managers: ManagerIds,
  now: Date,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const result = await db
    .updateTable('users')
    .set({
      forwarding_manager_id: managers.forwarding,
      export_forwarding_manager_id: managers.exportForwarding,
      fulfillment_manager_id: managers.fulfillment,
      updated_at: now,
    })
    .where('id', 'in', [...userIds])
    .where('kind', '=', 'customer')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Changes a member's role if they still have `fromRole` in `teamId`; answers whether it did. */
export async function setMemberRole(
  db: Db,
  change: { teamId: string; userId: string; fromRole: TeamRole; toRole: TeamRole; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ team_role: change.toRole, updated_at: change.now })
    .where('id', '=', change.userId)
    .where('team_id', '=', change.teamId)
    .where('team_role', '=', change.fromRole)
    .execute();
  return count(result) === 1;
}

/** Moves a customer into `toTeamId` with `role` if they are still in `fromTeamId`; answers whether it did. */
export async function moveMember(
  db: Db,
  move: { userId: string; fromTeamId: string; toTeamId: string; role: TeamRole; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ team_id: move.toTeamId, team_role: move.role, team_joined_at: move.now, updated_at: move.now })
    .where('id', '=', move.userId)
    .where('team_id', '=', move.fromTeamId)
    .where('kind', '=', 'customer')
    .execute();
  return count(result) === 1;
}

export async function insertPartnerUser(
  db: Db,
  row: {
    id: string;
    partnerId: string;
    name: string;
    email: string;
    phone: string | null;
    passwordHash: string;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: row.id,
      kind: 'partner',
      email: row.email,
      password_hash: row.passwordHash,
      name: row.name,
      phone: row.phone,
      partner_id: row.partnerId,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}
