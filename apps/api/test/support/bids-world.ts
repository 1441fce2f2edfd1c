import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  bidDetailSchema,
  createBidResponseSchema,
  errorBodySchema,
  partnerBidDetailSchema,
  toSeoulDateString,
} from '@baro/core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { seedLocations } from '../../src/modules/reference/reference-data.seeder.ts';
import {
  authHeaders,
  createCustomer,
  createPartnerAdmin,
  createStaff,
  createTeam,
  type TestUser,
} from './accounts.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

// The world the bids tests share (test/bids-*.test.ts, split by command): one database and app per
// file, and before each test two teams, two partners and staff, and the clock at START. The clock
// starts every test at Monday 2026-11-16 10:00 Seoul, so the deadline is Wednesday 2026-11-18 18:00
// Seoul (09:00 UTC). Exports are live bindings: `app` and `world` are the current ones inside a test.

export let database: TestDatabase;
export let app: TestApp;
/** A scratch directory for files the tests write (downloads read back with poppler). */
export let dir: string;

export const DAY_MS = 86_400_000;
export const START = new Date('2026-11-16T10:00:00+09:00');
export const DEADLINE = '2026-11-18T09:00:00.000Z';
export const setClock = (instant: Date) => app.clock.advance(instant.getTime() - app.clock.now().getTime());
/** A Seoul date `offset` days from the clock (START while collecting tests, before the app exists). */
export const day = (offset: number) =>
  toSeoulDateString(new Date((app?.clock.now() ?? START).getTime() + offset * DAY_MS));
/** Moves the clock just past the deadline of a bid created at START. */
export const passDeadline = () => setClock(new Date('2026-11-18T18:00:01+09:00'));

export interface World {
  teamA: { teamId: string; master: TestUser };
  memberA: TestUser;
  teamB: { teamId: string; master: TestUser };
  partnerA: TestUser;
  partnerA2: TestUser;
  partnerB: TestUser;
  staff: TestUser;
}
export let world: World;

/** Fresh headers on every call: the clock moves past access tokens' lifetime in these tests. */
export const as = (user: TestUser) => authHeaders(app, database, user);

export const fclRequest = (overrides: Record<string, unknown> = {}) => ({
  freightType: 'FCL',
  pol: 'CNSHA',
  pod: 'KRPUS',
  incoterms: 'FOB',
  cargoReadyDate: day(10),
  containers: [{ type: '40HQ', quantity: 2 }],
  cargoDescription: '의류 및 잡화',
  memo: '빠른 견적 부탁드립니다',
  ...overrides,
});

export async function createBid(
  user: TestUser = world.teamA.master,
  body: Record<string, unknown> = fclRequest(),
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/bid',
    headers: { ...(await as(user)), ...headers },
    payload: body,
  });
}

export async function newBid(
  user: TestUser = world.teamA.master,
  body?: Record<string, unknown>,
): Promise<string> {
  const response = await createBid(user, body);
  expect(response.statusCode, response.body).toBe(201);
  return createBidResponseSchema.parse(response.json()).id;
}

export const quoteBody = (overrides: Record<string, unknown> = {}) => ({
  lines: [
    { name: 'Ocean freight', unit: 'CNTR', quantity: 2, unitPrice: 1450, currency: 'USD' },
    { name: 'THC Busan', unit: 'CNTR', quantity: 2, unitPrice: 185000, currency: 'KRW' },
  ],
  validUntil: day(14),
  transitDays: 3,
  carrier: 'HMM',
  memo: 'Weekly sailing on Fridays',
  ...overrides,
});

export async function postQuote(
  partner: TestUser,
  bidId: string,
  body: Record<string, unknown> = quoteBody(),
) {
  return app.inject({
    method: 'POST',
    url: `/api/partner/bids/${bidId}/quotes`,
    headers: await as(partner),
    payload: body,
  });
}

export async function quote(
  partner: TestUser,
  bidId: string,
  body?: Record<string, unknown>,
): Promise<string> {
  const response = await postQuote(partner, bidId, body);
  expect(response.statusCode, response.body).toBe(201);
  const myQuote = partnerBidDetailSchema.parse(response.json()).myQuote;
  if (!myQuote) throw new Error('no quote in the answer');
  return myQuote.id;
}

export async function call(
  user: TestUser,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({ method, url, headers: await as(user), ...(payload === undefined ? {} : { payload }) });
}

export async function getBid(bidId: string, user: TestUser = world.teamA.master) {
  const response = await call(user, 'GET', `/api/bid/${bidId}`);
  expect(response.statusCode, response.body).toBe(200);
  return bidDetailSchema.parse(response.json());
}

export const expectError = (
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
) => {
  expect(response.statusCode).toBe(status);
  expect(errorBodySchema.parse(response.json()).code).toBe(code);
};

/** An instant a moment after START (the test clock runs on in real time). */
export const expectSoonAfterStart = (instant: string | null) => {
  const elapsed = Date.parse(instant ?? '') - START.getTime();
  expect(elapsed).toBeGreaterThanOrEqual(0);
  expect(elapsed).toBeLessThan(60_000);
};

export async function bidStatus(bidId: string) {
  const row = await database.db
    .selectFrom('bids')
    .select('status')
    .where('id', '=', bidId)
    .executeTakeFirstOrThrow();
  return row.status;
}

export async function outbox(template: string) {
  return database.db
    .selectFrom('outbox_emails')
    .select(['to_address', 'subject', 'text_body', 'locale'])
    .where('template', '=', template)
    .execute();
}

/** A bid with a live quote from partner A, closed early: waiting. */
export async function waitingBid() {
  const bidId = await newBid();
  const quoteId = await quote(world.partnerA, bidId);
  const closed = await call(world.memberA, 'POST', `/api/bid/${bidId}/close`);
  expect(closed.statusCode, closed.body).toBe(200);
  return { bidId, quoteId };
}

/**
 * Registers the world's hooks in the calling test file: one database and app for the file, and before
 * each test an emptied database with the locations, a day's exchange rates, two teams, two
 * partners (one with two administrators) and staff, the clock at START.
 */
export function useBidsWorld(): void {
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
    await app.ready();
    dir = await mkdtemp(join(tmpdir(), 'baro-bids-'));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.reset();
    setClock(START);
    await seedLocations(database.db, app.clock.now());
    await database.db
      .insertInto('exchange_rates')
      .values(
        Object.entries({ USD: '1380.5', CNY: '190.25', EUR: '1500' }).map(([currency, krw]) => ({
          date: '2026-11-01',
          currency,
          krw_per_unit: krw,
        })),
      )
      .execute();
    const teamA = await createTeam(database, {
      teamName: '바로무역',
      name: '김바로',
      email: 'kim@baro-trade.test',
    });
    const partnerA = await createPartnerAdmin(database);
    world = {
      teamA,
      memberA: await createCustomer(database, { teamId: teamA.teamId, name: '이멤버' }),
      teamB: await createTeam(database, { teamName: '다른무역' }),
      partnerA,
      partnerA2: await createPartnerAdmin(database, { partnerId: partnerA.partnerId ?? undefined }),
      partnerB: await createPartnerAdmin(database),
      staff: await createStaff(database),
    };
    await database.db
      .updateTable('partners')
      .set({ name: 'Blue Ocean Logistics' })
      .where('id', '=', partnerA.partnerId ?? '')
      .execute();
    await database.db
      .updateTable('partners')
      .set({ name: 'Eastern Star Forwarding' })
      .where('id', '=', world.partnerB.partnerId ?? '')
      .execute();
  });
}
