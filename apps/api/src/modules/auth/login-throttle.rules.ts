/** Failures allowed before a key is locked (issue 3: after 5 failures, further attempts get 429). */
export const FREE_FAILURES = 5;
/** The first lock; each further failure doubles it. */
export const BASE_LOCK_MS = 30_000;
/** No lock lasts longer than this. */
export const MAX_LOCK_MS = 60 * 60_000;
/** Failures older than this (and not locked) are forgotten. */
export const FAILURE_MEMORY_MS = 60 * 60_000;

export interface ThrottleState {
  failures: number;
  lastFailureAt: Date;
  lockedUntil: Date | null;
}

/** Milliseconds until the key may try again, or 0 when it may try now. */
export function remainingLockMs(state: ThrottleState | undefined, now: Date): number {
  if (!state?.lockedUntil) return 0;
  return Math.max(0, state.lockedUntil.getTime() - now.getTime());
}

/** The state after one more failure at `now`: the 5th failure locks for 30 s, each later one doubles it. */
export function afterFailure(state: ThrottleState | undefined, now: Date): ThrottleState {
  const stale =
    state &&
    !remainingLockMs(state, now) &&
    now.getTime() - state.lastFailureAt.getTime() > FAILURE_MEMORY_MS;
  const failures = (state && !stale ? state.failures : 0) + 1;
  const lockMs =
    failures >= FREE_FAILURES ? Math.min(MAX_LOCK_MS, BASE_LOCK_MS * 2 ** (failures - FREE_FAILURES)) : 0;
  return { failures, lastFailureAt: now, lockedUntil: lockMs ? new Date(now.getTime() + lockMs) : null };
}
