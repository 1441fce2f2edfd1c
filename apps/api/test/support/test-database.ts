import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/open-database.ts';
import { adminQuery, withDatabase } from './postgres-admin.ts';

export type TestDriver = 'pglite' | 'postgres';

/** The driver this vitest project runs on ('api (pglite)' or 'api (postgres)'). */
export const testDriver: TestDriver = process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';

/** The migrated database that `migrate-once.setup.ts` made for this run, which test files copy. */
export type TestDatabaseTemplate = { driver: 'pglite'; path: string } | { driver: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

export interface TestDatabase extends DatabaseHandle {
  /** Empties every application table, keeping the migrated schema. */
  reset(): Promise<void>;
}

/** A connection string for a database that does not answer, to exercise failure paths. */
export const UNREACHABLE_DATABASE_URL = 'postgres://nobody@127.0.0.1:1/nothing';

/** The run's template, or undefined when the global setup did not run (then each file migrates). */
function runTemplate(): TestDatabaseTemplate | undefined {
  const template = inject('testDatabaseTemplate');
  return template?.driver === testDriver ? template : undefined;
}

let pgliteDump: Promise<Blob> | undefined;

async function openPglite(): Promise<DatabaseHandle> {
  const template = runTemplate();
  if (template?.driver !== 'pglite') {
    const handle = await openDatabase({ dataDir: null });
    await migrateToLatest(handle.db);
    return handle;
  }
  // Read once per test file: a file that opens several databases loads the same bytes.
  pgliteDump ??= readFile(template.path).then((bytes) => new Blob([bytes]));
  return openDatabase({ dataDir: null, loadDataDir: await pgliteDump });
}

async function openPostgres(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
  const template = runTemplate();
  const name = `baro_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(
    adminUrl,
    template?.driver === 'postgres'
      ? `create database ${name} template ${template.name}`
      : `create database ${name}`,
  );
  const drop = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  const handle = await openDatabase({
    databaseUrl: withDatabase(adminUrl, name),
    dataDir: null,
    poolSize: 5,
  });
  if (!template) await migrateToLatest(handle.db);
  return { handle, drop };
}

interface ResetPlan {
  tables: string[];
  /** The sequences behind identity columns, which a reset starts again as RESTART IDENTITY would. */
  sequences: string[];
  /** Replica mode (triggers and foreign keys off) needs a superuser; others fall back to TRUNCATE. */
  superuser: boolean;
}

async function resetPlanOf(handle: DatabaseHandle): Promise<ResetPlan> {
  const { rows: tables } = await sql<{ tablename: string }>`
    select tablename from pg_tables
    where schemaname = 'public' and tablename not like 'kysely_migration%'`.execute(handle.db);
  const { rows: sequences } = await sql<{ name: string }>`
    select format('%I.%I', n.nspname, s.relname) as name
    from pg_class s
    join pg_namespace n on n.oid = s.relnamespace
    join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
    where s.relkind = 'S' and n.nspname = 'public'`.execute(handle.db);
  const { rows: role } = await sql<{ superuser: boolean }>`
    select rolsuper as superuser from pg_roles where rolname = current_user`.execute(handle.db);
  return {
    tables: tables.map((r) => `"public"."${r.tablename}"`),
    sequences: sequences.map((r) => r.name),
    superuser: role[0]?.superuser === true,
  };
}

/**
 * A migrated database of its own for one test file, copied from the run's migrated template (ADR
 * 0004): in-memory PGlite loaded from the dumped cluster, or a database on the PostgreSQL server of
 * TEST_DATABASE_URL made from the template database (dropped on close), so parallel files never
 * collide. Prefer `useTestApp()`, which also builds the app and resets between tests.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  let handle: DatabaseHandle;
  let drop: () => Promise<void> = async () => {};
  if (testDriver === 'postgres') {
    ({ handle, drop } = await openPostgres());
  } else {
    handle = await openPglite();
  }

  let plan: Promise<ResetPlan> | undefined;
  return {
    ...handle,
    async reset() {
      // The tables do not change within a file; asking the catalogue once saves queries a test.
      plan ??= resetPlanOf(handle);
      const { tables, sequences, superuser } = await plan;
      if (tables.length === 0) return;
      if (!superuser) {
        await sql.raw(`truncate ${tables.join(', ')} restart identity cascade`).execute(handle.db);
        return;
      }
      // On PostgreSQL a TRUNCATE of every table costs ~2 s (a new file per table and index), and a
      // reset runs before every test; deleting the few rows a test made costs ~30 ms. Replica mode
      // skips the foreign keys and the ledger's append-only trigger for this one transaction; the
      // cache notification a TRUNCATE would have sent is sent by hand.
      await handle.db.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        for (const table of tables) await sql.raw(`delete from ${table}`).execute(trx);
        for (const sequence of sequences)
          await sql`select setval(${sequence}::regclass, 1, false)`.execute(trx);
        await sql`select pg_notify('baro_changes', '*')`.execute(trx);
      });
    },
    async close() {
      await handle.close();
      await drop();
    },
  };
}

/**
 * A database handle whose database does not answer: PostgreSQL at a closed port, or a PGlite copy
 * that is closed at once (a template copy, because a fresh in-memory cluster would run initdb, ~5 s).
 */
export async function openUnreachableDatabase(): Promise<DatabaseHandle> {
  if (testDriver === 'postgres')
    return openDatabase({ databaseUrl: UNREACHABLE_DATABASE_URL, dataDir: null });
  const handle = await openPglite();
  await handle.pglite?.close();
  return handle;
}
