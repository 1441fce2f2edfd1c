// A visitor's "로그인하고 입찰 요청" kept across the login (or sign-up) round trip, so the bid
// request resumes when they come back to the same results (issue 18). The lane and cargo travel in
// the results' address (`backTo`) and the estimate log; what this keeps is the intent: which
// search's bid request, from which estimate. It lives in this tab's session storage, under one
// key, read with a shape check, for half an hour, and is taken once.

const KEY = 'baro.quote.pendingBid';
/** Older intents are dropped: a login abandoned and taken up much later resumes nothing. */
export const PENDING_BID_LIFETIME_MS = 30 * 60 * 1000;

export interface PendingBid {
  /** The estimate log (search) whose results the bid request was asked from. */
  estimateLogId: string;
  /** The estimate it was asked from; null when asked from the search alone (no estimate). */
  estimateId: string | null;
}

interface StoredPendingBid extends PendingBid {
  /** When it was asked, epoch ms. */
  at: number;
}

/** The page's session storage, or null where the browser refuses it (private modes, sandboxes). */
function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function read(store: Storage): StoredPendingBid | null {
  let value: unknown;
  try {
    value = JSON.parse(store.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { estimateLogId, estimateId, at } = value as Record<string, unknown>;
  if (typeof estimateLogId !== 'string' || estimateLogId === '') return null;
  if (estimateId !== null && typeof estimateId !== 'string') return null;
  if (typeof at !== 'number' || !Number.isFinite(at)) return null;
  return { estimateLogId, estimateId, at };
}

/** Remembers the bid request a visitor asked for before being sent to log in. */
export function rememberPendingBid(pending: PendingBid, now: number = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...pending, at: now } satisfies StoredPendingBid));
  } catch {
    // A full or refused storage only loses the resume: the results still come back by `backTo`.
  }
}

/**
 * The bid request asked for on the results of `estimateLogId`, taken (removed) so it resumes once;
 * null when there is none, it was asked on other results, or it is older than
 * {@link PENDING_BID_LIFETIME_MS}. An intent for other results is left for those.
 */
export function takePendingBid(estimateLogId: string, now: number = Date.now()): PendingBid | null {
  const store = storage();
  if (!store) return null;
  const found = read(store);
  if (found === null) {
    store.removeItem(KEY);
    return null;
  }
  const expired = now - found.at > PENDING_BID_LIFETIME_MS || found.at > now + 60_000;
  if (expired) {
    store.removeItem(KEY);
    return null;
  }
  if (found.estimateLogId !== estimateLogId) return null;
  store.removeItem(KEY);
  return { estimateLogId: found.estimateLogId, estimateId: found.estimateId };
}
