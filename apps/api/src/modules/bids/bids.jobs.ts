import type { PgBoss } from 'pg-boss';
import { sendDueQuoteDigests } from './send-quote-digests.ts';
import { type SettleDeps, sweepBidDeadlines } from './settle-bids.ts';

/** The pg-boss queue whose job settles bids past their deadline; scheduled every minute. */
export const BID_SWEEP_QUEUE = 'bids.sweep';
/** The pg-boss queue whose job sends the customers' due quote digests; scheduled every minute. */
export const QUOTE_DIGEST_QUEUE = 'bids.quote-digests';

/**
 * Settles every bid time has changed (estimating past the deadline → waiting or expired, waiting
 * with every quote lapsed → expired) once a minute, so the author's e-mail leaves even when nobody
 * reads the bid. Reads and writes settle lazily too; the two never disagree, as each locks the
 * bids it moves. And sends the quote digests that are due (at most one an hour per bid; a re-run
 * sends nothing twice, as the due time is cleared with the queued mail). One run of each at a time.
 */
export async function registerBidJobs(jobs: PgBoss, deps: SettleDeps): Promise<void> {
  await jobs.createQueue(BID_SWEEP_QUEUE, { policy: 'exclusive', retryLimit: 0, expireInSeconds: 5 * 60 });
  await jobs.schedule(BID_SWEEP_QUEUE, '* * * * *');
  await jobs.work(BID_SWEEP_QUEUE, async () => {
    await sweepBidDeadlines(deps);
  });
  await jobs.createQueue(QUOTE_DIGEST_QUEUE, { policy: 'exclusive', retryLimit: 2, expireInSeconds: 5 * 60 });
  await jobs.schedule(QUOTE_DIGEST_QUEUE, '* * * * *');
  await jobs.work(QUOTE_DIGEST_QUEUE, async () => {
    await sendDueQuoteDigests(deps);
  });
}
