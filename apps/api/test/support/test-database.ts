import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/open-database.ts';

export type TestDriver = 'pglite' | 'postgres';

/** The driver this vitest project runs on ('api (pglite)' or 'api (postgres)'). */
export const testDriver: TestDriver = process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase extends DatabaseHandle {
  /** Empties every application table, keeping the migrated schema. */
  reset(): Promise<void>;
}

/** A connection string for a database that does not answer, to exercise failure paths. */
export const UNREACHABLE_DATABASE_URL = 'postgres://nobody@127.0.0.1:1/nothing';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A migrated database of its own for one test file: in-memory PGlite, or a fresh database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped on close), so parallel runs never collide.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  let handle: DatabaseHandle;
  let drop: () => Promise<void> = async () => {};
  if (testDriver === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
    const name = `baro_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    drop = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    };
    handle = await openDatabase({ databaseUrl: withDatabase(adminUrl, name), dataDir: null, poolSize: 5 });
  } else {
    handle = await openDatabase({ dataDir: null });
  }
  await migrateToLatest(handle.db);

  return {
    ...handle,
    async reset() {
      const { rows } = await sql<{ tablename: string }>`
        select tablename from pg_tables
        where schemaname = 'public' and tablename not like 'kysely_migration%'`.execute(handle.db);
      if (rows.length === 0) return;
      const tables = rows.map((r) => `"public"."${r.tablename}"`).join(', ');
      await sql.raw(`truncate ${tables} restart identity cascade`).execute(handle.db);
    },
    async close() {
      await handle.close();
      await drop();
    },
  };
}
