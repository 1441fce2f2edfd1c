import { errorBodySchema } from '@baro/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// The backstop behind the lock order (ADR 0010): should a transaction still be chosen as a
// deadlock victim (40P01) or fail serialization (40001), PostgreSQL has rolled all of it back, and
// the caller hears a 503 with Retry-After in its language — never a 500 — and can send it again.

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  app.post('/api/test/lock-conflict/:code', { config: { access: 'anonymous' } }, async (request) => {
    const { code } = request.params as { code: string };
    await database.db.transaction().execute(async (trx) => {
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
    'answers %s as 503 with Retry-After, in the caller’s language',
    async (code) => {
      const ko = await app.inject({ method: 'POST', url: `/api/test/lock-conflict/${code}` });
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
