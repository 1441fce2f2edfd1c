import type { PgBoss } from 'pg-boss';
import { pollTrackedParcels } from './poll-tracked-parcels.ts';
import type { RefreshDeps } from './refresh-tracked-parcel.ts';

/** The pg-boss queue whose job polls followed parcels that are due; scheduled every minute. */
export const TRACKING_POLL_QUEUE = 'carriers.poll';

/**
 * Every minute, the parcels whose next poll is due are asked about (see tracking-poll.rules.ts for
 * the backoff and when following stops). One run at a time across processes; each parcel is
 * locked while its answer is recorded, so a read refreshing it at the same moment is harmless.
 */
export async function registerCarrierJobs(jobs: PgBoss, deps: RefreshDeps): Promise<void> {
  await jobs.createQueue(TRACKING_POLL_QUEUE, {
    policy: 'exclusive',
    retryLimit: 0,
    expireInSeconds: 10 * 60,
  });
  await jobs.schedule(TRACKING_POLL_QUEUE, '* * * * *');
  await jobs.work(TRACKING_POLL_QUEUE, async () => {
    await pollTrackedParcels(deps);
  });
}
