import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel the `baro_notify_change` triggers announce committed changes on (migration 0009). */
export const CHANGES_CHANNEL = 'baro_changes';

type ConnectCallback = ((error: Error) => void) | ((error: null, client: pg.Client) => void);

/** A committed change (`user:usr_…`, `team:…`), or `*`: anything may have changed. */
export type ChangeListener = (tag: string) => void;

/**
 * The database's announcements of committed changes, for caches. `live` is true only while every
 * change is sure to arrive; while it is false a cache must not be trusted (a `*` is delivered
 * whenever it becomes false and again when it becomes true, for what was missed in between).
 */
export interface ChangeFeed {
  readonly live: boolean;
  subscribe(listener: ChangeListener): () => void;
}

/** Fans announcements out to subscribers; the drivers below feed it. */
export class ChangeHub implements ChangeFeed {
  #listeners = new Set<ChangeListener>();
  #live = false;
  #onFirstSubscriber: (() => void) | undefined;

  constructor(options: { onFirstSubscriber?: () => void } = {}) {
    this.#onFirstSubscriber = options.onFirstSubscriber;
  }

  get live(): boolean {
    return this.#live;
  }

  subscribe(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    const start = this.#onFirstSubscriber;
    this.#onFirstSubscriber = undefined;
    start?.();
    return () => this.#listeners.delete(listener);
  }

  deliver(tag: string): void {
    for (const listener of this.#listeners) listener(tag);
  }

  setLive(live: boolean): void {
    if (live === this.#live) return;
    this.#live = live;
    this.deliver('*');
  }
}

/**
 * PGlite is one connection in this process: its notifications are delivered before the statement
 * (or COMMIT) that caused them resolves, so a change is seen before its writer answers.
 */
export function pgliteChangeFeed(pglite: PGlite): { feed: ChangeHub; close: () => Promise<void> } {
  let unlisten: (() => Promise<void>) | undefined;
  const feed = new ChangeHub({
    onFirstSubscriber: () => {
      void pglite
        .listen(CHANGES_CHANNEL, (payload) => feed.deliver(payload))
        .then(
          (stop) => {
            unlisten = stop;
            feed.setLive(true);
          },
          // A closed or broken database: the feed stays down and caches serve nothing.
          () => {},
        );
    },
  });
  return {
    feed,
    close: async () => {
      feed.setLive(false);
      if (unlisten && !pglite.closed) await unlisten();
    },
  };
}

/**
 * PostgreSQL: a connection of its own listens for every process's changes (started with the first
 * subscriber, reconnected with back-off; not live while it is down), and `poolClient` makes each
 * pooled connection listen too. A session receives its own notifications just before its
 * COMMIT's answer, so a change this process makes is delivered before the write resolves; other
 * processes hear of it when PostgreSQL delivers it to their listening connection.
 */
export function postgresChangeFeed(connectionString: string): {
  feed: ChangeHub;
  /** The pg Client class for the pool: LISTENs as soon as it connects. */
  poolClient: typeof pg.Client;
  close: () => Promise<void>;
} {
  let listener: pg.Client | undefined;
  let closed = false;
  let retryMs = 250;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (closed) return;
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 5_000,
      // Named, so an operator (and a test) can tell it from the pool's connections.
      application_name: 'baro-change-feed',
    });
    listener = client;
    const lost = () => {
      if (listener !== client) return;
      listener = undefined;
      feed.setLive(false);
      client.end().catch(() => {});
      if (!closed) timer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, 30_000);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => feed.deliver(message.payload ?? '*'));
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
      if (listener !== client) return;
      retryMs = 250;
      feed.setLive(true);
    } catch {
      lost();
    }
  };

  const feed = new ChangeHub({ onFirstSubscriber: () => void connect() });

  class ListeningClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('notification', (message) => feed.deliver(message.payload ?? '*'));
    }

    // pg-pool connects with a callback; the LISTEN goes first, before the pool hands it out.
    override connect(): Promise<pg.Client>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<pg.Client> | undefined {
      const ready = super.connect().then(async () => {
        await this.query(`listen ${CHANGES_CHANNEL}`);
        return this;
      });
      if (!callback) return ready;
      ready.then(
        (client) => (callback as (error: null, client: pg.Client) => void)(null, client),
        (error: Error) => (callback as (error: Error) => void)(error),
      );
      return undefined;
    }
  }

  return {
    feed,
    poolClient: ListeningClient,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      feed.setLive(false);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}
