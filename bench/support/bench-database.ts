import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts';
import { type DatabaseHandle, openDatabase } from '../../apps/api/src/db/open-database.ts';

/** The PostgreSQL server the benches may use: DATABASE_URL or TEST_DATABASE_URL. */
export const benchPostgresUrl = (): string | undefined =>
  process.env.BENCH_POSTGRES_URL || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

/**
 * A migrated, empty database for one bench run: in-memory PGlite, or a fresh database on the
 * PostgreSQL server (dropped by `drop`), so a bench never touches anyone's data.
 */
export async function openBenchDatabase(
  driver: 'pglite' | 'postgres',
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  let handle: DatabaseHandle;
  let drop = async () => {};
  if (driver === 'pglite') {
    handle = await openDatabase({ dataDir: null });
  } else {
    const adminUrl = benchPostgresUrl();
    if (!adminUrl) throw new Error('set DATABASE_URL or TEST_DATABASE_URL for the PostgreSQL bench');
    const name = `baro_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`create database ${name}`);
    drop = () => admin(`drop database if exists ${name} with (force)`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  }
  await migrateToLatest(handle.db);
  return { handle, drop };
}
