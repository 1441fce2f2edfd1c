/**
 * A bounded in-process cache whose entries name what they were read from (`user:usr_…`,
 * `team:…`). Invalidating a tag drops every entry that names it — by bumping the tag's version,
 * so nothing has to be searched — and invalidating everything drops all. ADR 0015.
 *
 * Reads race with writes: a value read from the database before a change commits may arrive
 * after the change was announced. So a reader takes a `ticket()` before it reads and `set` keeps
 * the value only if nothing at all was invalidated since; the next read fetches again.
 */
export class TaggedCache<V> {
  readonly #entries = new Map<
    string,
    { value: V; tags: readonly string[]; versions: number[]; expires: number }
  >();
  readonly #versions = new Map<string, number>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #enabled: () => boolean;
  /** Bumped by every invalidation; a ticket older than it may hold a stale read. */
  #epoch = 0;

  constructor(options: {
    maxEntries: number;
    /** The longest an entry is used, whatever is announced: a bound on any missed announcement. */
    ttlMs: number;
    now?: () => number;
    /** While false nothing is served or kept (the change feed is down). */
    enabled?: () => boolean;
  }) {
    this.#maxEntries = options.maxEntries;
    this.#ttlMs = options.ttlMs;
    this.#now = options.now ?? Date.now;
    this.#enabled = options.enabled ?? (() => true);
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    if (!this.#enabled()) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (
      entry.expires <= this.#now() ||
      entry.tags.some((tag, i) => this.#version(tag) !== entry.versions[i])
    ) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Taken before reading from the database; hand it to `set`. */
  ticket(): number {
    return this.#epoch;
  }

  /** Keeps `value` under `key`, tagged with what it was read from, unless anything changed since `ticket`. */
  set(key: string, value: V, tags: readonly string[], ticket: number): void {
    if (ticket !== this.#epoch || !this.#enabled()) return;
    // Oldest first in a Map: dropping the first entry evicts the one kept longest ago.
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, {
      value,
      tags,
      versions: tags.map((tag) => this.#version(tag)),
      expires: this.#now() + this.#ttlMs,
    });
  }

  /** Drops every entry tagged `tag`; `*` drops everything. */
  invalidate(tag: string): void {
    this.#epoch++;
    // The versions of changed tags would grow with every account ever changed; past a bound,
    // starting over (everything dropped) costs one read per cached caller.
    if (tag === '*' || this.#versions.size >= this.#maxEntries) {
      this.#entries.clear();
      this.#versions.clear();
      return;
    }
    this.#versions.set(tag, this.#version(tag) + 1);
  }

  #version(tag: string): number {
    return this.#versions.get(tag) ?? 0;
  }
}
