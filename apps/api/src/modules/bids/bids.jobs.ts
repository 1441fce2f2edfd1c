import type { PgBoss } from 'pg-boss';
import { type SettleDeps, sweepBidDeadlines } from './settle-bids.ts';

/** The pg-boss queue whose job settles bids past their deadline; scheduled every minute. */
export const BID_SWEEP_QUEUE = 'bids.sweep';

/**
 * Settles every bid time has changed (estimating past the deadline → waiting or expired, waiting
 * with every quote lapsed → expired) once a minute, so the author's e-mail leaves even when nobody
 * reads the bid. Reads and writes settle lazily too; the two never disagree, as each locks the
 * bids it moves. One run at a time.
 */
export async function registerBidJobs(jobs: PgBoss, deps: SettleDeps): Promise<void> {
  await jobs.createQueue(BID_SWEEP_QUEUE, { policy: 'exclusive', retryLimit: 0, expireInSeconds: 5 * 60 });
  await jobs.schedule(BID_SWEEP_QUEUE, '* * * * *');
  await jobs.work(BID_SWEEP_QUEUE, async () => {
    await sweepBidDeadlines(deps);
  });
}
