import type { UserKind } from '@baro/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

// Staff see every account with the names of its team, partner and warehouse.
const ADMIN_USER_COLUMNS = [
  'u.id',
  'u.kind',
  'u.email',
  'u.login_id',
  'u.name',
  'u.company',
  'u.phone',
  'u.customer_type',
  'u.team_id',
  'u.team_role',
  'u.partner_id',
  'u.warehouse_id',
  'u.disabled_at',
  'u.last_login_at',
  'u.created_at',
  't.name as team_name',
  'p.name as partner_name',
  'w.name as warehouse_name',
] as const;

const withNames = (db: Db) =>
  db
    .selectFrom('users as u')
    .leftJoin('teams as t', 't.id', 'u.team_id')
    .leftJoin('partners as p', 'p.id', 'u.partner_id')
    .leftJoin('warehouses as w', 'w.id', 'u.warehouse_id');

export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findAdminUserRow>>>;

export function findAdminUserRow(db: Db, id: string) {
  return withNames(db).select(ADMIN_USER_COLUMNS).where('u.id', '=', id).executeTakeFirst();
}

/** `%`, `_` and `\` stand for themselves in a LIKE pattern (backslash is PostgreSQL's default escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export interface UserSearch {
  /** Case-insensitive fragment of the e-mail, name, company, phone or login id. */
  text?: string | undefined;
  /** Digits of a phone number typed with or without hyphens (`01012345678` finds `010-1234-5678`). */
  phoneDigits?: string | undefined;
  kind?: UserKind | undefined;
}

/** One page of accounts matching `search`, newest first, with the total that match. */
export async function searchAdminUserRows(
  db: Db,
  search: UserSearch,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  let query = withNames(db);
  if (search.kind) query = query.where('u.kind', '=', search.kind);
  const { text, phoneDigits } = search;
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', pattern),
        eb('u.name', 'ilike', pattern),
        eb('u.company', 'ilike', pattern),
        eb('u.phone', 'ilike', pattern),
        eb('u.login_id', 'ilike', pattern),
        ...(phoneDigits
          ? [eb(sql<string>`regexp_replace(u.phone, '[^0-9]', '', 'g')`, 'like', `%${phoneDigits}%`)]
          : []),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select(ADMIN_USER_COLUMNS)
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

const managerColumns = (alias: 'fm' | 'em' | 'ffm') =>
  [
    `${alias}.id as ${alias}_id`,
    `${alias}.name as ${alias}_name`,
    `${alias}.email as ${alias}_email`,
    `${alias}.phone as ${alias}_phone`,
  ] as const;

/** An account with its language, assigned managers and the number of sessions not ended. */
export function findAdminUserDetailRow(db: Db, id: string) {
  return withNames(db)
    .leftJoin('users as fm', 'fm.id', 'u.forwarding_manager_id')
    .leftJoin('users as em', 'em.id', 'u.export_forwarding_manager_id')
    .leftJoin('users as ffm', 'ffm.id', 'u.fulfillment_manager_id')
    .select(ADMIN_USER_COLUMNS)
    .select('u.locale')
    .select(managerColumns('fm'))
    .select(managerColumns('em'))
    .select(managerColumns('ffm'))
    .select((eb) =>
      eb
        .selectFrom('sessions as s')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('s.user_id', '=', 'u.id')
        .where('s.revoked_at', 'is', null)
        .as('active_sessions'),
    )
    .where('u.id', '=', id)
    .executeTakeFirst();
}
export type AdminUserDetailRow = NonNullable<Awaited<ReturnType<typeof findAdminUserDetailRow>>>;

/** Which of `ids` are enabled staff accounts. */
export async function findEnabledStaffIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...ids])
    .where('kind', '=', 'staff')
    .where('disabled_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}
