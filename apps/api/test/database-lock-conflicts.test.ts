import { errorBodySchema } from '@baro/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_ATTEMPTS, transact } from '../src/db/transact.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// The backstop behind the lock order (ADR 0010): should a transaction still be chosen as a
// deadlock victim (40P01) or fail serialization (40001), PostgreSQL has rolled all of it back.
// `transact` runs it again from scratch (db/transact.ts; the real deadlock is forced in
// transaction-retry.test.ts); one that conflicts on every run is answered 503 with Retry-After in
// the caller's language — never a 500 — and can be sent again.

let database: TestDatabase;
let app: TestApp;
let runs = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  app.post('/api/test/lock-conflict/:code', { config: { access: 'anonymous' } }, async (request) => {
    const { code } = request.params as { code: string };
    const { failRuns } = request.query as { failRuns?: string };
    await transact(database.db, async (trx) => {
      runs += 1;
      if (failRuns !== undefined && runs > Number(failRuns)) return;
      await sql`create temporary table if not exists lock_conflict_probe (n int) on commit drop`.execute(trx);
      await sql`insert into lock_conflict_probe values (1)`.execute(trx);
      // Raised by the database itself, as a real conflict would be.
      await sql
        .raw(
          `do $$ begin raise exception 'lock conflict' using errcode = '${code === '40001' ? '40001' : '40P01'}'; end $$`,
        )
        .execute(trx);
    });
    return {};
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('a transaction rolled back by a lock conflict', () => {
  it.each(['40P01', '40001'])(
    'is run again, and answers 200 when a rerun goes through (%s)',
    async (code) => {
      runs = 0;
      const response = await app.inject({
        method: 'POST',
        url: `/api/test/lock-conflict/${code}?failRuns=${TRANSACTION_ATTEMPTS - 1}`,
      });
      expect(response.statusCode).toBe(200);
      expect(runs).toBe(TRANSACTION_ATTEMPTS);
    },
  );

  it.each(['40P01', '40001'])(
    'answers %s as 503 with Retry-After, in the caller’s language, once every run conflicted',
    async (code) => {
      runs = 0;
      const ko = await app.inject({ method: 'POST', url: `/api/test/lock-conflict/${code}` });
      expect(runs).toBe(TRANSACTION_ATTEMPTS);
      expect(ko.statusCode).toBe(503);
      expect(ko.headers['retry-after']).toBe('1');
      const body = errorBodySchema.parse(ko.json());
      expect(body.code).toBe('SERVICE_UNAVAILABLE');
      expect(body.message).toMatch(/[가-힣]/);

      const en = await app.inject({
        method: 'POST',
        url: `/api/test/lock-conflict/${code}`,
        headers: { lang: 'en' },
      });
      expect(en.statusCode).toBe(503);
      expect(en.json().message).toMatch(/[A-Za-z]/);
      expect(en.json().message).not.toMatch(/[가-힣]/);
    },
  );
});
