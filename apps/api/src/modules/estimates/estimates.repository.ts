import type { Kysely, Transaction } from 'kysely';
import type { Database, FreightType } from '../../db/schema.ts';

// Every query of the estimates module: estimate logs, and the contact of a customer it mails.
// Rates, exchange rates and locations are read through their own modules' repositories.

type Db = Kysely<Database> | Transaction<Database>;

export interface EstimateLogValues {
  id: string;
  userId: string | null;
  teamId: string | null;
  clientAddress: string | null;
  freightType: FreightType;
  pol: string;
  pod: string;
  request: unknown;
  estimates: unknown;
  rateDate: string;
  now: Date;
}

export async function insertEstimateLog(db: Db, log: EstimateLogValues): Promise<void> {
  await db
    .insertInto('estimate_logs')
    .values({
      id: log.id,
      user_id: log.userId,
      team_id: log.teamId,
      client_address: log.clientAddress,
      freight_type: log.freightType,
      pol: log.pol,
      pod: log.pod,
      request: JSON.stringify(log.request),
      estimates: JSON.stringify(log.estimates),
      rate_date: log.rateDate,
      created_at: log.now,
    })
    .execute();
}

export type EstimateLogRow = NonNullable<Awaited<ReturnType<typeof findEstimateLog>>>;

export function findEstimateLog(db: Db, id: string) {
  return db
    .selectFrom('estimate_logs')
    .select([
      'id',
      'user_id',
      'team_id',
      'freight_type',
      'pol',
      'pod',
      'request',
      'estimates',
      'rate_date',
      'created_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * How many anonymous searches `address` made since `since`, and when the oldest of them was
 * (null when none): the anonymous search limit counts the log itself, so it holds across processes.
 */
export async function countAnonymousSearches(
  db: Db,
  address: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('estimate_logs')
    .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('client_address', '=', address)
    .where('user_id', 'is', null)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  const oldest = row.oldest as Date | string | null;
  return { count: Number(row.count), oldest: oldest === null ? null : new Date(oldest) };
}

/** A customer's e-mail address, name and language (the recipient of a mailed estimate). */
export function findCustomerContact(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'locale'])
    .where('id', '=', userId)
    .where('kind', '=', 'customer')
    .executeTakeFirst();
}
