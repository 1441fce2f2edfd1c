import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../../db/schema.ts';
import { deleteCommandKeysBefore } from './command-idempotency.repository.ts';

/** Daily: keys older than {@link COMMAND_KEY_RETENTION_DAYS} are forgotten. */
export const COMMAND_KEYS_GC_QUEUE = 'command-idempotency.gc';

/**
 * How long a first answer is kept for retries: a handheld's queue keeps a command until it is
 * sent, so this is far longer than any device stays offline or a worker leaves a refusal parked.
 */
export const COMMAND_KEY_RETENTION_DAYS = 30;

/** Forgets the keys of commands claimed more than the retention ago; how many went. */
export function forgetOldCommandKeys(deps: { db: Kysely<Database>; now: () => Date }): Promise<number> {
  return deleteCommandKeysBefore(
    deps.db,
    new Date(deps.now().getTime() - COMMAND_KEY_RETENTION_DAYS * 86_400_000),
  );
}

export async function registerCommandIdempotencyJobs(
  jobs: PgBoss,
  deps: { db: Kysely<Database>; now: () => Date },
) {
  await jobs.createQueue(COMMAND_KEYS_GC_QUEUE, {
    policy: 'exclusive',
    retryLimit: 0,
    expireInSeconds: 10 * 60,
  });
  await jobs.schedule(COMMAND_KEYS_GC_QUEUE, '23 3 * * *');
  await jobs.work(COMMAND_KEYS_GC_QUEUE, async () => {
    await forgetOldCommandKeys(deps);
  });
}
