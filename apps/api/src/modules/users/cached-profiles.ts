import type { UserProfile } from '@baro/core';
import type { Kysely } from 'kysely';
import type { FeedCaches } from '../../cache/feed-caches.ts';
import type { Database } from '../../db/schema.ts';
import { getUserProfile } from './get-user-profile.ts';

/**
 * `GET /api/users/me` is the call every app makes on every start and navigation. Its seven-table
 * join costs PostgreSQL more to plan than to run, so profiles are kept in memory, tagged with
 * every row they were read from — the user, its managers, team, partner and warehouse — and
 * dropped when the database announces a change to any of them (ADR 0015). A new source of the
 * profile must be announced too (a trigger in the style of migration 0009) and tagged here.
 */
export function cachedProfiles(deps: { db: Kysely<Database>; caches: FeedCaches }) {
  const cache = deps.caches.create<UserProfile>({ maxEntries: 10_000, ttlMs: 5 * 60_000 });
  return async (userId: string): Promise<UserProfile> => {
    const kept = cache.get(userId);
    if (kept) return kept;
    const ticket = cache.ticket();
    const profile = await getUserProfile(deps.db, userId);
    cache.set(userId, profile, profileTags(profile), ticket);
    return profile;
  };
}

/** What a profile was read from, as the change triggers name it. */
export function profileTags(profile: UserProfile): string[] {
  const { managers } = profile;
  return [
    `user:${profile.id}`,
    ...[managers.forwarding, managers.exportForwarding, managers.fulfillment].flatMap((manager) =>
      manager ? [`user:${manager.id}`] : [],
    ),
    ...(profile.team ? [`team:${profile.team.id}`] : []),
    ...(profile.partner ? [`partner:${profile.partner.id}`] : []),
    ...(profile.warehouse ? [`warehouse:${profile.warehouse.id}`] : []),
  ];
}
