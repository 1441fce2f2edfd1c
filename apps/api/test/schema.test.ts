import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaColumns } from '../src/db/schema.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

describe('database types', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('describe exactly the tables and columns the migrations create', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>`
      select table_name, column_name, is_nullable from information_schema.columns
      where table_schema = 'public' and table_name not like 'kysely_migration%'
      order by table_name, column_name`.execute(database.db);
    const actual: Record<string, Record<string, string>> = {};
    for (const row of rows) {
      actual[row.table_name] ??= {};
      (actual[row.table_name] as Record<string, string>)[row.column_name] =
        row.is_nullable === 'YES' ? 'nullable' : 'required';
    }
    expect(actual).toEqual(schemaColumns);
  });

  it('migrating again is a no-op', async () => {
    const { migrateToLatest } = await import('../src/db/migrate.ts');
    expect(await migrateToLatest(database.db)).toEqual([]);
  });
});
