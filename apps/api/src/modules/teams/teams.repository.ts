import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { Database, InvitationsTable } from '../../db/schema.ts';

// Every query of the teams module: teams and invitations, and reads of the team columns of
// customer accounts (changed through users.api.ts: the users table is the users module's).

type Db = Kysely<Database> | Transaction<Database>;

const count = (rows: { numUpdatedRows: bigint }[]) => Number(rows[0]?.numUpdatedRows ?? 0n);

// ── teams ─────────────────────────────────────────────────────────────────────────────────────

export function findTeam(db: Db, teamId: string) {
  return db
    .selectFrom('teams')
    .select(['id', 'name', 'created_at'])
    .where('id', '=', teamId)
    .executeTakeFirst();
}

/**
 * Locks the teams' rows until the transaction ends, in id order so that two transactions locking
 * the same pair cannot deadlock. Every change to a team's membership takes this lock first, so
 * membership changes of one team happen one at a time.
 */
export async function lockTeams(trx: Transaction<Database>, teamIds: string[]): Promise<string[]> {
  const ids = [...new Set(teamIds)].sort();
  const rows = await trx
    .selectFrom('teams')
    .select('id')
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

export async function insertTeam(db: Db, team: { id: string; name: string; now: Date }): Promise<void> {
  await db
    .insertInto('teams')
    .values({ id: team.id, name: team.name, created_at: team.now, updated_at: team.now })
    .execute();
}

export async function updateTeamName(db: Db, teamId: string, name: string, now: Date): Promise<void> {
  await db.updateTable('teams').set({ name, updated_at: now }).where('id', '=', teamId).execute();
}

// ── members (customer accounts' team columns) ────────────────────────────────────────────────

export function listMembers(db: Db, teamId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'phone', 'team_role', 'team_joined_at'])
    .where('team_id', '=', teamId)
    .where('kind', '=', 'customer')
    .execute();
}

/** A member of `teamId` (any other user, of another team or kind, is not found). */
export function findMember(db: Db, teamId: string, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'company', 'locale', 'team_id', 'team_role'])
    .where('id', '=', userId)
    .where('team_id', '=', teamId)
    .where('kind', '=', 'customer')
    .executeTakeFirst();
}

/** A customer's own account as the teams module needs it. */
export function findCustomer(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'company', 'locale', 'team_id', 'team_role'])
    .where('id', '=', userId)
    .where('kind', '=', 'customer')
    .executeTakeFirst();
}

/** The account that uses an e-mail address, of any kind. */
export function findAccountByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'kind', 'team_id', 'locale'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function countOtherMembers(db: Db, teamId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('team_id', '=', teamId)
    .where('kind', '=', 'customer')
    .where('id', '<>', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// ── invitations ──────────────────────────────────────────────────────────────────────────────

const selectInvitations = (db: Db) =>
  db
    .selectFrom('invitations as i')
    .innerJoin('teams as t', 't.id', 'i.team_id')
    .innerJoin('users as inviter', 'inviter.id', 'i.invited_by_id')
    .select([
      'i.id',
      'i.team_id',
      'i.email',
      'i.role',
      'i.status',
      'i.created_at',
      'i.expires_at',
      'i.responded_at',
      't.name as team_name',
      'inviter.id as invited_by_id',
      'inviter.name as invited_by_name',
    ]);

export type InvitationRow = NonNullable<Awaited<ReturnType<typeof findTeamInvitation>>>;

/** An invitation sent by `teamId` (another team's is not found). */
export function findTeamInvitation(db: Db, teamId: string, id: string) {
  return selectInvitations(db).where('i.id', '=', id).where('i.team_id', '=', teamId).executeTakeFirst();
}

/** An invitation addressed to `email` (anyone else's is not found). */
export function findInvitationTo(db: Db, email: string, id: string) {
  return selectInvitations(db).where('i.id', '=', id).where('i.email', '=', email).executeTakeFirst();
}

/** The team's invitations: the open ones (pending, unexpired) first, then newest first. */
export function listTeamInvitations(db: Db, teamId: string, now: Date) {
  return selectInvitations(db)
    .where('i.team_id', '=', teamId)
    .orderBy(sql`case when i.status = 'pending' and i.expires_at > ${now} then 0 else 1 end`)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
}

/** Open invitations (pending, unexpired) addressed to `email`, newest first. */
export function listOpenInvitationsTo(db: Db, email: string, now: Date) {
  return selectInvitations(db)
    .where('i.email', '=', email)
    .where('i.status', '=', 'pending')
    .where('i.expires_at', '>', now)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
}

export async function hasOpenInvitation(db: Db, teamId: string, email: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('invitations')
    .select('id')
    .where('team_id', '=', teamId)
    .where('email', '=', email)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records as `expired` the team's pending invitations to `email` that are past their expiry. */
export async function expireStaleInvitations(db: Db, teamId: string, email: string, now: Date) {
  await db
    .updateTable('invitations')
    .set({ status: 'expired' })
    .where('team_id', '=', teamId)
    .where('email', '=', email)
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .execute();
}

export async function insertInvitation(db: Db, row: Insertable<InvitationsTable>): Promise<void> {
  await db.insertInto('invitations').values(row).execute();
}

/**
 * Closes an invitation (accepted, declined, canceled) only if it is still pending and unexpired at
 * `now`: the one write that decides a race between two answers. Answers whether it did.
 */
export async function closeOpenInvitation(
  db: Db,
  close: {
    id: string;
    status: 'accepted' | 'declined' | 'canceled';
    respondedById: string;
    now: Date;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ status: close.status, responded_by_id: close.respondedById, responded_at: close.now })
    .where('id', '=', close.id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', close.now)
    .execute();
  return count(result) === 1;
}

/** Renews an unanswered invitation (pending or expired) until `expiresAt`; false when it was answered. */
export async function renewUnansweredInvitation(db: Db, id: string, expiresAt: Date): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ status: 'pending', expires_at: expiresAt })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'expired'])
    .execute();
  return count(result) === 1;
}

/** Whether `email` holds another open invitation from `teamId` than `exceptId`. */
export async function hasOtherOpenInvitation(
  db: Db,
  teamId: string,
  email: string,
  exceptId: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('invitations')
    .select('id')
    .where('team_id', '=', teamId)
    .where('email', '=', email)
    .where('id', '<>', exceptId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** The language an account reads e-mail in. */
export async function findUserLocale(db: Db, userId: string): Promise<'ko' | 'en' | undefined> {
  const row = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
  return row?.locale;
}
