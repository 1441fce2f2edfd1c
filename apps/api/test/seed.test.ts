import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadDemoData } from '../src/seed/load-demo-data.ts';
import { findSeededAt } from '../src/seed/seed.repository.ts';
import type { Seeder } from '../src/seed/seeder.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

describe('loadDemoData', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  beforeEach(async () => {
    await database.reset();
  });
  afterAll(async () => {
    await database.close();
  });

  const noteSeeder = (name: string): Seeder => ({
    name,
    run: async (trx) => {
      await trx
        .insertInto('app_meta')
        .values({ key: name, value: JSON.stringify('seeded') })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    },
  });

  it('runs every seeder once on a new database and records when', async () => {
    const now = new Date('2026-11-21T00:00:00Z');
    const first = await loadDemoData(database.db, {
      onlyIfNew: true,
      seeders: [noteSeeder('a'), noteSeeder('b')],
      now,
    });
    expect(first).toEqual({ loaded: true, seeders: ['a', 'b'] });
    expect(await findSeededAt(database.db)).toBe(now.toISOString());

    const again = await loadDemoData(database.db, { onlyIfNew: true, seeders: [noteSeeder('c')] });
    expect(again).toEqual({ loaded: false, seeders: [] });
    const keys = await database.db.selectFrom('app_meta').select('key').orderBy('key').execute();
    expect(keys.map((k) => k.key)).toEqual(['a', 'b', 'demo_data_seeded_at']);
  });

  it('runs again on demand', async () => {
    await loadDemoData(database.db, { onlyIfNew: true, seeders: [noteSeeder('a')] });
    const result = await loadDemoData(database.db, {
      onlyIfNew: false,
      seeders: [noteSeeder('a'), noteSeeder('b')],
    });
    expect(result.loaded).toBe(true);
  });

  it('leaves nothing behind when a seeder fails', async () => {
    const failing: Seeder = {
      name: 'broken',
      run: async () => {
        throw new Error('seed data is broken');
      },
    };
    await expect(
      loadDemoData(database.db, { onlyIfNew: true, seeders: [noteSeeder('a'), failing] }),
    ).rejects.toThrow('seed data is broken');
    expect(await database.db.selectFrom('app_meta').selectAll().execute()).toEqual([]);
  });
});
