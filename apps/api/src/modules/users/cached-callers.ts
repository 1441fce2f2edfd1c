import type { Kysely } from 'kysely';
import type { FeedCaches } from '../../cache/feed-caches.ts';
import type { Database } from '../../db/schema.ts';
import { findCallerWithSession } from './users.repository.ts';

export type CallerRow = NonNullable<Awaited<ReturnType<typeof findCallerWithSession>>>;

/** The account and session behind a verified access token (undefined: no such session). */
export type FindCaller = (userId: string, sessionId: string) => Promise<CallerRow | undefined>;

/**
 * Every authenticated request needs its caller's account and session. They are kept in memory
 * per session and dropped the moment the database announces a change to the account or any of
 * its sessions (disabled, role or team changed, logged out, revoked; ADR 0015), so a change still
 * stops the next request. The lifetime bounds what a lost announcement could cost.
 */
export function cachedCallers(deps: { db: Kysely<Database>; caches: FeedCaches }): FindCaller {
  const cache = deps.caches.create<CallerRow>({ maxEntries: 50_000, ttlMs: 60_000 });
  return async (userId, sessionId) => {
    const key = `${userId} ${sessionId}`;
    const kept = cache.get(key);
    if (kept) return kept;
    const ticket = cache.ticket();
    const row = await findCallerWithSession(deps.db, userId, sessionId);
    if (row) cache.set(key, row, [`user:${userId}`], ticket);
    return row;
  };
}
