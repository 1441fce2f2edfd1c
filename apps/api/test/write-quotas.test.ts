import { errorBodySchema, toSeoulDateString } from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WRITE_LIMITS } from '../src/modules/quotas/write-quotas.rules.ts';
import { seedLocations } from '../src/modules/reference/reference-data.seeder.ts';
import { authHeaders, createTeam, type TestUser } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase, testDriver } from './support/test-database.ts';

// Issue 11, finding 9: one customer account created ~300 bid requests a second, each reaching every
// partner on the lane. Fan-out writes now have hourly limits per team (bid requests, invitations),
// counted in the database so that two API processes share them, answered 429 with Retry-After.

let database: TestDatabase;
let app: TestApp;
let otherProcess: TestApp;
let master: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  [app, otherProcess] = await Promise.all([createTestApp(database), createTestApp(database)]);
});
afterAll(async () => {
  await app?.close();
  await otherProcess?.close();
  await database?.close();
});
beforeEach(async () => {
  await database.reset();
  // Both processes read one clock: the start of an hour, so the whole test stays in one window.
  const startOfHour = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
  for (const each of [app, otherProcess]) each.clock.advance(startOfHour - each.clock.now().getTime());
  await seedLocations(database.db, app.clock.now());
  master = (await createTeam(database)).master;
});

const bidRequest = () => ({
  freightType: 'FCL',
  pol: 'CNSHA',
  pod: 'KRPUS',
  incoterms: 'FOB',
  cargoReadyDate: toSeoulDateString(new Date(app.clock.now().getTime() + 10 * 86_400_000)),
  containers: [{ type: '40HQ', quantity: 1 }],
  cargoDescription: '의류',
});

async function createBid(on: TestApp, user: TestUser, headers: Record<string, string> = {}) {
  return on.inject({
    method: 'POST',
    url: '/api/bid',
    headers: { ...(await authHeaders(on, database, user)), ...headers },
    payload: bidRequest(),
  });
}

describe('hourly limits on fan-out writes', () => {
  it('bid requests: a team gets its hourly number across processes, then 429 with Retry-After', async () => {
    const limit = WRITE_LIMITS['bid.create'].limit;
    for (let n = 0; n < limit; n += 1) {
      const response = await createBid(n % 2 === 0 ? app : otherProcess, master);
      expect(response.statusCode, response.payload).toBe(201);
    }
    const refused = await createBid(otherProcess, master);
    expect(refused.statusCode).toBe(429);
    expect(errorBodySchema.parse(refused.json()).code).toBe('RATE_LIMITED');
    // Seconds until the hour ends (the test started at its beginning).
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await database.db.selectFrom('bids').select('id').execute()).toHaveLength(limit);

    // Another team is not affected; the next hour starts afresh.
    expect((await createBid(app, (await createTeam(database)).master)).statusCode).toBe(201);
    for (const each of [app, otherProcess]) each.clock.advance(3_600_000);
    expect((await createBid(app, master)).statusCode).toBe(201);
  });

  it('a replayed request with its Idempotency-Key costs nothing', async () => {
    const key = { 'idempotency-key': 'retry-me-0001' };
    for (let n = 0; n < 3; n += 1) expect((await createBid(app, master, key)).statusCode).toBe(201);
    const row = await database.db.selectFrom('write_quotas').selectAll().executeTakeFirstOrThrow();
    expect(row.used).toBe(1);
  });

  it.skipIf(testDriver !== 'postgres')(
    'holds under concurrency: never more than the limit (postgres)',
    async () => {
      const limit = WRITE_LIMITS['bid.create'].limit;
      const responses = await Promise.all(
        Array.from({ length: limit + 10 }, (_, n) => createBid(n % 2 === 0 ? app : otherProcess, master)),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(limit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    },
  );

  it('invitations: a team gets its hourly number, then 429', async () => {
    const limit = WRITE_LIMITS['invitation.create'].limit;
    const headers = await authHeaders(app, database, master);
    const invite = (n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/teams/me/invitations',
        headers,
        payload: { email: `person${n}@quota.test`, role: 'member' },
      });
    for (let n = 0; n < limit; n += 1) expect((await invite(n)).statusCode).toBe(201);
    const refused = await invite(limit);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await database.db.selectFrom('outbox_emails').select('id').execute()).toHaveLength(limit);
  });
});
