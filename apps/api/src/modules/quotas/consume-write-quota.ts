import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { takeQuotaUnit } from './write-quotas.repository.ts';
import { quotaWindow, WRITE_LIMITS, type WriteLimitName } from './write-quotas.rules.ts';

/**
 * Counts one fan-out write of `subject` (a team, user, partner id, an e-mail address or a client
 * address, as the limit says) against its hourly limit, or refuses it with 429 RATE_LIMITED and
 * Retry-After (seconds until the hour ends). Call it in the write's transaction, after any
 * idempotent replay has been answered, so a replay or a rolled-back write costs nothing.
 */
export async function consumeWriteQuota(
  db: Kysely<Database> | Transaction<Database>,
  name: WriteLimitName,
  subject: string,
  now: Date,
): Promise<void> {
  const { per, limit } = WRITE_LIMITS[name];
  const window = quotaWindow(now);
  if (await takeQuotaUnit(db, `${name}:${per}:${subject}`, window.start, limit)) return;
  throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(window.retryAfterSeconds) } });
}
