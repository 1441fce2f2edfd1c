import { isIPv4, isIPv6 } from 'node:net';

// Login throttling that slows guessing without handing anyone a way to lock an owner out (issue 11,
// finding 3). Failures are counted per account *and* address together, so wrong passwords from one
// place never lock the owner at another; an account is the user id once known, so an e-mail and a
// worker's login id share one count. Each address also has its own, much larger count, so one
// address cannot walk through many accounts; a success forgives that address the failures it made
// on this account (the owner's typos), never another account's. Past the free failures each
// further one doubles the wait (progressive delay), up to a cap; an hour of quiet forgets them.

export interface ThrottlePolicy {
  /** Failures that cost nothing. */
  readonly free: number;
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  readonly baseMs: number;
  /** No wait is longer than this. */
  readonly maxMs: number;
}

/** One account from one address: three typos are free, then 1 s, 2 s, 4 s, … up to 15 minutes. */
export const ACCOUNT_AT_ADDRESS: ThrottlePolicy = { free: 3, baseMs: 1_000, maxMs: 15 * 60_000 };
/** One address over every account: thirty failures free (a shared office), then the same ramp. */
export const ADDRESS: ThrottlePolicy = { free: 30, baseMs: 1_000, maxMs: 15 * 60_000 };
/** Failures older than this (and not waiting) are forgotten. */
export const FAILURE_MEMORY_MS = 60 * 60_000;

export interface ThrottleState {
  failures: number;
  lastFailureAt: Date;
  lockedUntil: Date | null;
}

/** The two counters one attempt is judged by. */
export function throttleKeys(account: string, address: string): { pair: string; address: string } {
  const where = addressKey(address);
  return { pair: `pair:${account}@${where}`, address: `addr:${where}` };
}

/**
 * The account part of a key: the user id once the identifier names an account (so e-mail and
 * login id share it), else the identifier as typed (unknown accounts are throttled alike).
 */
export function accountKey(userId: string | undefined, identifier: string): string {
  return userId ? `user:${userId}` : `unknown:${identifier}`;
}

/**
 * Where an attempt comes from: an IPv4 address as is, an IPv6 address by its /64 (one subscriber
 * holds a whole /64, so single addresses would be free to rotate), an IPv4-mapped one as IPv4.
 */
export function addressKey(ip: string): string {
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** Milliseconds until the key may try again, or 0 when it may try now. */
export function remainingLockMs(state: ThrottleState | undefined, now: Date): number {
  if (!state?.lockedUntil) return 0;
  return Math.max(0, state.lockedUntil.getTime() - now.getTime());
}

const waitFor = (failures: number, policy: ThrottlePolicy) =>
  failures > policy.free ? Math.min(policy.maxMs, policy.baseMs * 2 ** (failures - policy.free - 1)) : 0;

const isStale = (state: ThrottleState, now: Date) =>
  !remainingLockMs(state, now) && now.getTime() - state.lastFailureAt.getTime() > FAILURE_MEMORY_MS;

/** The state after one more failure at `now`. */
export function afterFailure(
  state: ThrottleState | undefined,
  now: Date,
  policy: ThrottlePolicy,
): ThrottleState {
  const failures = (state && !isStale(state, now) ? state.failures : 0) + 1;
  const waitMs = waitFor(failures, policy);
  return { failures, lastFailureAt: now, lockedUntil: waitMs ? new Date(now.getTime() + waitMs) : null };
}

/**
 * An address's state after a success forgave it `forgiven` failures (those it made on the account
 * that just logged in). Below the free failures again, it no longer waits.
 */
export function afterForgiving(
  state: ThrottleState,
  forgiven: number,
  policy: ThrottlePolicy,
): ThrottleState {
  const failures = Math.max(0, state.failures - forgiven);
  return { ...state, failures, lockedUntil: failures > policy.free ? state.lockedUntil : null };
}
