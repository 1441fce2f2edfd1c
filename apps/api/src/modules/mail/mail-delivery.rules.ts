/** Attempts an SMTP message gets before it is marked failed. */
export const MAX_MAIL_ATTEMPTS = 5;

/** How long a sender holds a claimed message: longer than the SMTP timeouts add up to. */
export const MAIL_LEASE_MS = 5 * 60_000;

const MINUTE = 60_000;

/**
 * Where a message goes after its `attempt`-th failed attempt: back to the queue with a back-off of
 * 1, 2, 4, 8 minutes (so a short mail-server outage does not use up every attempt), or to failed
 * once MAX_MAIL_ATTEMPTS attempts have failed.
 */
export function afterFailedAttempt(
  attempt: number,
  now: Date,
): { status: 'queued' | 'failed'; nextAttemptAt: Date | null } {
  if (attempt >= MAX_MAIL_ATTEMPTS) return { status: 'failed', nextAttemptAt: null };
  const delay = MINUTE * 2 ** Math.max(0, attempt - 1);
  return { status: 'queued', nextAttemptAt: new Date(now.getTime() + delay) };
}

/** The error kept with a message: the transport's own words, bounded, never a stack. */
export function describeDeliveryError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.trim() || 'unknown error').slice(0, 1_000);
}
