/**
 * Hourly limits on writes that fan out to other people (issue 11, finding 9): each bid request
 * reaches every partner on the lane, each invitation and reset link is an e-mail to someone.
 * Generous for a person, tight for a script. Counted per fixed hour in the database, so every API
 * process shares them; the answer past a limit is 429 RATE_LIMITED with Retry-After.
 */
export const WRITE_LIMITS = {
  /** Bid requests per team (each one notifies every partner on the lane). */
  'bid.create': { per: 'team', limit: 30 },
  /** Team invitations per team (each one is an e-mail to an outside address). */
  'invitation.create': { per: 'team', limit: 20 },
  /** Reset links asked for one e-mail address, whoever asks (known or not: answered alike). */
  'password-reset.address': { per: 'email', limit: 5 },
  /** Reset links asked from one client address, for any e-mail. */
  'password-reset.client': { per: 'client', limit: 30 },
  /** Estimates e-mailed by one account to itself. */
  'estimate.email': { per: 'user', limit: 30 },
  /** Milestone updates per partner (each new milestone e-mails the customer). */
  'milestone.post': { per: 'partner', limit: 300 },
} as const satisfies Record<string, { per: string; limit: number }>;

export type WriteLimitName = keyof typeof WRITE_LIMITS;

export const QUOTA_WINDOW_MS = 60 * 60_000;

/** The fixed window `now` falls in: its start and how long until it ends (for Retry-After). */
export function quotaWindow(now: Date): { start: Date; retryAfterSeconds: number } {
  const start = Math.floor(now.getTime() / QUOTA_WINDOW_MS) * QUOTA_WINDOW_MS;
  return {
    start: new Date(start),
    retryAfterSeconds: Math.max(1, Math.ceil((start + QUOTA_WINDOW_MS - now.getTime()) / 1000)),
  };
}
