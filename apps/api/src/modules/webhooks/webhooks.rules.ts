import type { TeamRole, WebhookDeliveryStatus } from '@baro/core';

// Pure rules of webhook delivery: who manages endpoints, when to retry, what counts as delivered.

/** Endpoints are managed by the team's master and admins; members may not see the secrets' use. */
export function canManageWebhooks(role: TeamRole | null): boolean {
  return role === 'master' || role === 'admin';
}

/** First retry 30 s after a failure, doubling each time, at most an hour apart. */
export const FIRST_RETRY_DELAY_MS = 30_000;
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

export function retryDelayMs(failedAttempts: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, failedAttempts - 1));
}

/** A 2xx answer is a delivery; anything else (3xx included: we do not follow redirects) is not. */
export function isDelivered(status: number | null): boolean {
  return status !== null && status >= 200 && status < 300;
}

/**
 * After an attempt: succeeded, or retrying at the next backoff step while that is still inside
 * the 24-hour window, else failed for good.
 */
export function afterAttempt(
  attempts: number,
  responseStatus: number | null,
  now: Date,
  giveUpAt: Date,
): { status: WebhookDeliveryStatus; nextAttemptAt: Date | null } {
  if (isDelivered(responseStatus)) return { status: 'succeeded', nextAttemptAt: null };
  const next = new Date(now.getTime() + retryDelayMs(attempts));
  if (next.getTime() > giveUpAt.getTime()) return { status: 'failed', nextAttemptAt: null };
  return { status: 'retrying', nextAttemptAt: next };
}
