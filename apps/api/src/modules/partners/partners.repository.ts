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
