import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { escapeLike } from './admin-users.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * One page of teams, newest first: by the team's name or any member's name, e-mail or company,
 * with the master, the member count and the open invitations.
 */
export async function searchTeamRows(
  db: Db,
  text: string | undefined,
  now: Date,
  page: { limit: number; offset: number },
) {
  let query = db.selectFrom('teams as t');
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('t.name', 'ilike', pattern),
        eb('t.id', '=', text),
        eb.exists(
          eb
            .selectFrom('users as m')
            .select('m.id')
            .whereRef('m.team_id', '=', 't.id')
            .where((inner) =>
              inner.or([
                inner('m.name', 'ilike', pattern),
                inner('m.email', 'ilike', pattern),
                inner('m.company', 'ilike', pattern),
              ]),
            ),
        ),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .leftJoin('users as master', (join) =>
        join.onRef('master.team_id', '=', 't.id').on('master.team_role', '=', 'master'),
      )
      .select([
        't.id',
        't.name',
        't.created_at',
        'master.id as master_id',
        'master.name as master_name',
        'master.email as master_email',
      ])
      .select((eb) => [
        eb
          .selectFrom('users as m')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('m.team_id', '=', 't.id')
          .where('m.kind', '=', 'customer')
          .as('member_count'),
        eb
          .selectFrom('invitations as i')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('i.team_id', '=', 't.id')
          .where('i.status', '=', 'pending')
          .where('i.expires_at', '>', now)
          .as('pending_invitations'),
      ])
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findTeamRow(db: Db, teamId: string) {
  return db
    .selectFrom('teams')
    .select(['id', 'name', 'created_at'])
    .where('id', '=', teamId)
    .executeTakeFirst();
}

/** The team's customers with their managers, master first, then admins, then members, by name. */
export function listTeamMemberRows(db: Db, teamId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('users as fm', 'fm.id', 'u.forwarding_manager_id')
    .leftJoin('users as em', 'em.id', 'u.export_forwarding_manager_id')
    .leftJoin('users as ffm', 'ffm.id', 'u.fulfillment_manager_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.phone',
      'u.company',
      'u.team_role',
      'u.team_joined_at',
      'u.disabled_at',
      'u.last_login_at',
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
    .where('u.team_id', '=', teamId)
    .where('u.kind', '=', 'customer')
    .orderBy(sql`case u.team_role when 'master' then 0 when 'admin' then 1 else 2 end`)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}

/** Locks a team's row (its membership and assignments change one at a time); false if none. */
export async function lockTeamRow(trx: Transaction<Database>, teamId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('teams')
    .select('id')
    .where('id', '=', teamId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}
