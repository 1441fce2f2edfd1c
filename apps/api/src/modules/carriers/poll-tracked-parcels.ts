import { findDueTrackedParcels } from './carriers.repository.ts';
import { type RefreshDeps, type RefreshResult, refreshTrackedParcel } from './refresh-tracked-parcel.ts';

/** Parcels refreshed per run; the rest wait for the next minute. */
export const POLL_BATCH_SIZE = 50;

/**
 * One run of the tracking poll: every followed parcel whose next poll is due, oldest due first,
 * one at a time (carrier APIs are rate-limited; a minute's batch is small). Returns the count of
 * each outcome.
 */
export async function pollTrackedParcels(deps: RefreshDeps, limit = POLL_BATCH_SIZE) {
  const counts: Record<RefreshResult, number> = { changed: 0, unchanged: 0, failed: 0, skipped: 0 };
  for (const row of await findDueTrackedParcels(deps.db, deps.now(), limit)) {
    counts[await refreshTrackedParcel(deps, row, { skipLocked: true })] += 1;
  }
  return counts;
}
