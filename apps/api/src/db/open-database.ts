import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type ChangeFeed, pgliteChangeFeed, postgresChangeFeed } from './change-feed.ts';
import { lockDataDir } from './data-dir-lock.ts';
import type { Database } from './schema.ts';

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  driver: DatabaseDriver;
  /** The embedded engine when driver is 'pglite' (pg-boss talks to it directly). */
  pglite?: PGlite;
  /** A PostgreSQL connection string when driver is 'postgres' (pg-boss keeps its own pool). */
  connectionString?: string;
  /** Committed changes announced by the database (migration 0009), for caches. */
  changes: ChangeFeed;
  close(): Promise<void>;
}

const INT8_OID = 20;
const DATE_OID = 1082;

// Both drivers must hand the same JavaScript values to the same queries: counts (int8) become
// numbers on both, while numeric stays a string on both so money never loses precision. A `date`
// stays its 'YYYY-MM-DD' text: turned into a Date it would shift with the process's time zone.
const parseInt8 = (value: string) => Number(value);
const parseDate = (value: string) => value;

/** Opens PostgreSQL when a URL is given, else an embedded PGlite in `dataDir` (in memory when null). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  poolSize?: number;
  /**
   * PGlite only: start from a data directory dumped by `pglite.dumpDataDir()` instead of an
   * empty cluster. Tests copy one migrated cluster this way rather than run initdb per file.
   */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const changes = postgresChangeFeed(options.databaseUrl);
    const pool = new pg.Pool({
      Client: changes.poolClient,
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID
            ? parseInt8
            : oid === DATE_OID
              ? parseDate
              : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      driver: 'postgres',
      connectionString: options.databaseUrl,
      changes: changes.feed,
      close: async () => {
        await changes.close();
        await db.destroy();
      },
    };
  }

  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    const pglite = await PGlite.create({
      ...(options.dataDir ? { dataDir: join(options.dataDir, 'pglite') } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      parsers: { [INT8_OID]: parseInt8, [DATE_OID]: parseDate },
    });
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    const changes = pgliteChangeFeed(pglite);
    let closed = false;
    return {
      db,
      driver: 'pglite',
      pglite,
      changes: changes.feed,
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await changes.close();
          await db.destroy();
          if (!pglite.closed) await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
