import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../../db/schema.ts';
import { deleteQuotasBefore } from './write-quotas.repository.ts';
import { QUOTA_WINDOW_MS } from './write-quotas.rules.ts';

export const QUOTA_GC_QUEUE = 'quotas.gc';

/** Hourly: forget quota windows that ended more than an hour ago. */
export async function registerQuotaJobs(jobs: PgBoss, deps: { db: Kysely<Database>; now: () => Date }) {
  await jobs.createQueue(QUOTA_GC_QUEUE, { policy: 'exclusive', retryLimit: 0, expireInSeconds: 10 * 60 });
  await jobs.schedule(QUOTA_GC_QUEUE, '41 * * * *');
  await jobs.work(QUOTA_GC_QUEUE, async () => {
    await deleteQuotasBefore(deps.db, new Date(deps.now().getTime() - 2 * QUOTA_WINDOW_MS));
  });
}
