import type { ChangeFeed } from '../db/change-feed.ts';
import { TaggedCache } from './tagged-cache.ts';

/**
 * Makes caches that the database's change feed keeps true (ADR 0015): each drops what a committed
 * change names, everything when the feed says `*`, and serves nothing while the feed is not live
 * (its listening connection is down) or when there is no feed at all.
 */
export class FeedCaches {
  readonly #feed: ChangeFeed | null;
  readonly #now: () => number;

  constructor(feed: ChangeFeed | null, now: () => number = Date.now) {
    this.#feed = feed;
    this.#now = now;
  }

  create<V>(options: { maxEntries: number; ttlMs: number }): TaggedCache<V> {
    const feed = this.#feed;
    const cache = new TaggedCache<V>({
      ...options,
      now: this.#now,
      enabled: () => feed?.live === true,
    });
    feed?.subscribe((tag) => cache.invalidate(tag));
    return cache;
  }
}
