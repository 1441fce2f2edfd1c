import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A partner forwarder by id. */
export function findPartner(db: Db, partnerId: string) {
  return db.selectFrom('partners').select(['id', 'name']).where('id', '=', partnerId).executeTakeFirst();
}

/** The partner's users that can still sign in (disabled accounts are left out). */
export function listPartnerUsers(db: Db, partnerId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'phone', 'last_login_at', 'created_at'])
    .where('partner_id', '=', partnerId)
    .where('kind', '=', 'partner')
    .where('disabled_at', 'is', null)
    .execute();
}

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** One page of partners, by name; by name or an administrator's name or e-mail when `text` is given. */
export async function searchPartnerRows(
  db: Db,
  text: string | undefined,
  page: { limit: number; offset: number },
) {
  let query = db.selectFrom('partners as p');
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('p.name', 'ilike', pattern),
        eb('p.id', '=', text),
        eb.exists(
          eb
            .selectFrom('users as u')
            .select('u.id')
            .whereRef('u.partner_id', '=', 'p.id')
            .where((inner) =>
              inner.or([inner('u.name', 'ilike', pattern), inner('u.email', 'ilike', pattern)]),
            ),
        ),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select(['p.id', 'p.name', 'p.created_at'])
      .select((eb) =>
        eb
          .selectFrom('users as u')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('u.partner_id', '=', 'p.id')
          .where('u.kind', '=', 'partner')
          .where('u.disabled_at', 'is', null)
          .as('admin_count'),
      )
      .orderBy('p.name')
      .orderBy('p.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findPartnerRow(db: Db, partnerId: string) {
  return db
    .selectFrom('partners')
    .select(['id', 'name', 'created_at'])
    .where('id', '=', partnerId)
    .executeTakeFirst();
}

/** Every account of the partner, disabled ones too, by name. */
export function listPartnerAdminRows(db: Db, partnerId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'phone', 'last_login_at', 'disabled_at', 'created_at'])
    .where('partner_id', '=', partnerId)
    .where('kind', '=', 'partner')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The id of the partner with this name, if any (demo data finds its partners by name). */
export async function findPartnerIdByName(db: Db, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('partners').select('id').where('name', '=', name).executeTakeFirst();
  return row?.id;
}

export async function insertPartnerRow(db: Db, row: { id: string; name: string; now: Date }): Promise<void> {
  await db
    .insertInto('partners')
    .values({ id: row.id, name: row.name, created_at: row.now, updated_at: row.now })
    .execute();
}

export async function renamePartnerRow(db: Db, id: string, name: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('partners')
    .set({ name, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function lockPartnerRow(trx: Transaction<Database>, id: string): Promise<boolean> {
  const row = await trx
    .selectFrom('partners')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether any account uses `email` already. */
export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

/** The user's saved e-mail choices, if they ever saved any. */
export function findMailPreferences(db: Db, userId: string) {
  return db
    .selectFrom('partner_mail_preferences')
    .select(['bid_requests', 'bid_results'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveMailPreferences(
  db: Db,
  userId: string,
  values: { bid_requests: 'lanes' | 'all' | 'off'; bid_results: boolean },
  now: Date,
): Promise<void> {
  await db
    .insertInto('partner_mail_preferences')
    .values({ user_id: userId, ...values, updated_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

const recipientColumns = [
  'users.id',
  'users.name',
  'users.email',
  'users.locale',
  'users.partner_id',
] as const;

/**
 * Partner admins who want a new bid request by e-mail: those who chose every request, and — the
 * default when they never chose — those whose partner is among `servingPartnerIds` (has rates on
 * the lane). Disabled accounts never.
 */
export function listBidRequestRecipients(db: Db, servingPartnerIds: readonly string[]) {
  return db
    .selectFrom('users')
    .leftJoin('partner_mail_preferences as prefs', 'prefs.user_id', 'users.id')
    .select(recipientColumns)
    .where('users.kind', '=', 'partner')
    .where('users.disabled_at', 'is', null)
    .where('users.partner_id', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('prefs.bid_requests', '=', 'all'),
        servingPartnerIds.length === 0
          ? eb.val(false)
          : eb.and([
              eb(eb.fn.coalesce('prefs.bid_requests', eb.val('lanes')), '=', 'lanes'),
              eb('users.partner_id', 'in', [...servingPartnerIds]),
            ]),
      ]),
    )
    .orderBy('users.id')
    .execute();
}

/** Active admins of `partnerIds` who want to hear how their quotes did. */
export function listBidResultRecipients(db: Db, partnerIds: readonly string[]) {
  if (partnerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .leftJoin('partner_mail_preferences as prefs', 'prefs.user_id', 'users.id')
    .select(recipientColumns)
    .where('users.kind', '=', 'partner')
    .where('users.disabled_at', 'is', null)
    .where('users.partner_id', 'in', [...partnerIds])
    .where((eb) => eb(eb.fn.coalesce('prefs.bid_results', eb.val(true)), '=', true))
    .orderBy('users.id')
    .execute();
}
