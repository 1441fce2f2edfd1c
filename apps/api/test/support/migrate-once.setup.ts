import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { adminQuery, withDatabase } from './postgres-admin.ts';
import type { TestDatabaseTemplate } from './test-database.ts';

// Vitest global setup of the API projects (ADR 0004): the schema is migrated once per run, and every
// test file starts from a copy of that database. PGlite: one cluster is migrated in memory and dumped
// to a tar file; a test file loads the dump instead of running initdb (~5 s) and every migration.
// PostgreSQL: one database is migrated and each test file's database is `CREATE DATABASE … TEMPLATE`
// of it, a file copy inside the server.
export default async function migrateOnce(project: TestProject): Promise<() => Promise<void>> {
  const driver = project.config.env?.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
  if (driver === 'pglite') {
    const handle = await openDatabase({ dataDir: null });
    let dir: string;
    try {
      await migrateToLatest(handle.db);
      // Uncompressed: a test file then loads the dump without inflating 40 MB first.
      const dump = await handle.pglite?.dumpDataDir('none');
      if (!dump) throw new Error('the embedded database could not be dumped');
      dir = await mkdtemp(join(tmpdir(), 'baro-test-template-'));
      await writeFile(join(dir, 'pgdata.tar'), new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await handle.close();
    }
    const template: TestDatabaseTemplate = { driver, path: join(dir, 'pgdata.tar') };
    project.provide('testDatabaseTemplate', template);
    return () => rm(dir, { recursive: true, force: true });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
  // The process id and random bits keep parallel runs (other worktrees, CI) off each other's template.
  const name = `baro_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const drop = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  try {
    const handle = await openDatabase({
      databaseUrl: withDatabase(adminUrl, name),
      dataDir: null,
      poolSize: 1,
    });
    try {
      await migrateToLatest(handle.db);
    } finally {
      // A template may have no open connection while it is copied.
      await handle.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  const template: TestDatabaseTemplate = { driver, name };
  project.provide('testDatabaseTemplate', template);
  return drop;
}
