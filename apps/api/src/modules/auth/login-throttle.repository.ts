import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ThrottleState } from './login-throttle.rules.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function findThrottles(db: Db, keys: string[]): Promise<Map<string, ThrottleState>> {
  const rows = await db.selectFrom('login_throttles').selectAll().where('key', 'in', keys).execute();
  return new Map(
    rows.map((row) => [
      row.key,
      { failures: row.failures, lastFailureAt: row.last_failure_at, lockedUntil: row.locked_until },
    ]),
  );
}

/**
 * Records a failure with the state the rules compute from the current one. The row is created
 * first and then locked, so concurrent failures for one key queue up and every one counts.
 */
export async function recordFailure(
  trx: Transaction<Database>,
  key: string,
  now: Date,
  next: (current: ThrottleState | undefined) => ThrottleState,
): Promise<ThrottleState> {
  await trx
    .insertInto('login_throttles')
    .values({ key, failures: 0, last_failure_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await trx
    .selectFrom('login_throttles')
    .selectAll()
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const state = next(
    row.failures > 0
      ? { failures: row.failures, lastFailureAt: row.last_failure_at, lockedUntil: row.locked_until }
      : undefined,
  );
  await trx
    .updateTable('login_throttles')
    .set({ failures: state.failures, last_failure_at: state.lastFailureAt, locked_until: state.lockedUntil })
    .where('key', '=', key)
    .execute();
  return state;
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_throttles').where('key', '=', key).execute();
}

/** Replaces a key's counts with what the rules computed from them (the row is locked first). */
export async function updateThrottle(
  trx: Transaction<Database>,
  key: string,
  next: (current: ThrottleState) => ThrottleState,
): Promise<void> {
  const row = await trx
    .selectFrom('login_throttles')
    .selectAll()
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return;
  const state = next({
    failures: row.failures,
    lastFailureAt: row.last_failure_at,
    lockedUntil: row.locked_until,
  });
  await trx
    .updateTable('login_throttles')
    .set({ failures: state.failures, locked_until: state.lockedUntil })
    .where('key', '=', key)
    .execute();
}
