import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  bidDetailSchema,
  bidPageSchema,
  createBidResponseSchema,
  downloadLinkSchema,
  errorBodySchema,
  partnerBidDetailSchema,
  partnerBidPageSchema,
  partnerQuotePageSchema,
  toSeoulDateString,
} from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../src/db/new-id.ts';
import { loadEnv } from '../src/env.ts';
import { sweepBidDeadlines } from '../src/modules/bids/settle-bids.ts';
import { PDF_CONTENT_TYPE } from '../src/modules/documents/content-types.ts';
import { seedLocations } from '../src/modules/reference/reference-data.seeder.ts';
import {
  authHeaders,
  createCustomer,
  createPartnerAdmin,
  createStaff,
  createTeam,
  type TestUser,
} from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase, testDriver } from './support/test-database.ts';

// Bid requests end to end (issue 6, "Bids"): customers' requests, partners' competing quotes, the
// deadline (lazily on every call and by the sweep), every status move allowed and refused, partner
// anonymity and price isolation, idempotent creation, other teams' 404s and the quotation PDF.
// The clock starts every test at Monday 2026-11-16 10:00 Seoul, so the deadline is Wednesday
// 2026-11-18 18:00 Seoul (09:00 UTC).

let database: TestDatabase;
let app: TestApp;
let dir: string;

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

const DAY_MS = 86_400_000;
const START = new Date('2026-11-16T10:00:00+09:00');
const DEADLINE = '2026-11-18T09:00:00.000Z';
const setClock = (instant: Date) => app.clock.advance(instant.getTime() - app.clock.now().getTime());
/** A Seoul date `offset` days from the clock (START while collecting tests, before the app exists). */
const day = (offset: number) =>
  toSeoulDateString(new Date((app?.clock.now() ?? START).getTime() + offset * DAY_MS));
/** Moves the clock just past the deadline of a bid created at START. */
const passDeadline = () => setClock(new Date('2026-11-18T18:00:01+09:00'));

interface World {
  teamA: { teamId: string; master: TestUser };
  memberA: TestUser;
  teamB: { teamId: string; master: TestUser };
  partnerA: TestUser;
  partnerA2: TestUser;
  partnerB: TestUser;
  staff: TestUser;
}
let world: World;

/** Fresh headers on every call: the clock moves past access tokens' lifetime in these tests. */
const as = (user: TestUser) => authHeaders(app, database, user);

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

const fclRequest = (overrides: Record<string, unknown> = {}) => ({
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

async function createBid(
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

async function newBid(user: TestUser = world.teamA.master, body?: Record<string, unknown>): Promise<string> {
  const response = await createBid(user, body);
  expect(response.statusCode, response.body).toBe(201);
  return createBidResponseSchema.parse(response.json()).id;
}

const quoteBody = (overrides: Record<string, unknown> = {}) => ({
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

async function postQuote(partner: TestUser, bidId: string, body: Record<string, unknown> = quoteBody()) {
  return app.inject({
    method: 'POST',
    url: `/api/partner/bids/${bidId}/quotes`,
    headers: await as(partner),
    payload: body,
  });
}

async function quote(partner: TestUser, bidId: string, body?: Record<string, unknown>): Promise<string> {
  const response = await postQuote(partner, bidId, body);
  expect(response.statusCode, response.body).toBe(201);
  const myQuote = partnerBidDetailSchema.parse(response.json()).myQuote;
  if (!myQuote) throw new Error('no quote in the answer');
  return myQuote.id;
}

async function call(
  user: TestUser,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({ method, url, headers: await as(user), ...(payload === undefined ? {} : { payload }) });
}

async function getBid(bidId: string, user: TestUser = world.teamA.master) {
  const response = await call(user, 'GET', `/api/bid/${bidId}`);
  expect(response.statusCode, response.body).toBe(200);
  return bidDetailSchema.parse(response.json());
}

const expectError = (response: { statusCode: number; json(): unknown }, status: number, code: string) => {
  expect(response.statusCode).toBe(status);
  expect(errorBodySchema.parse(response.json()).code).toBe(code);
};

/** An instant a moment after START (the test clock runs on in real time). */
const expectSoonAfterStart = (instant: string | null) => {
  const elapsed = Date.parse(instant ?? '') - START.getTime();
  expect(elapsed).toBeGreaterThanOrEqual(0);
  expect(elapsed).toBeLessThan(60_000);
};

async function bidStatus(bidId: string) {
  const row = await database.db
    .selectFrom('bids')
    .select('status')
    .where('id', '=', bidId)
    .executeTakeFirstOrThrow();
  return row.status;
}

async function outbox(template: string) {
  return database.db
    .selectFrom('outbox_emails')
    .select(['to_address', 'subject', 'text_body', 'locale'])
    .where('template', '=', template)
    .execute();
}

/** A bid with a live quote from partner A, closed early: waiting. */
async function waitingBid() {
  const bidId = await newBid();
  const quoteId = await quote(world.partnerA, bidId);
  const closed = await call(world.memberA, 'POST', `/api/bid/${bidId}/close`);
  expect(closed.statusCode, closed.body).toBe(200);
  return { bidId, quoteId };
}

// ── creating ─────────────────────────────────────────────────────────────────────────────────

describe('POST /api/bid', () => {
  it('creates an estimating bid open until 18:00 Seoul of the second business day', async () => {
    const response = await createBid();
    expect(response.statusCode).toBe(201);
    const created = createBidResponseSchema.parse(response.json());
    expect(created).toEqual({ id: expect.stringMatching(/^bid_/), status: 'estimating', deadline: DEADLINE });

    const detail = await getBid(created.id, world.memberA);
    expect(detail).toMatchObject({
      status: 'estimating',
      freightType: 'FCL',
      pol: { code: 'CNSHA', nameEn: 'Shanghai' },
      pod: { code: 'KRPUS', nameKo: '부산' },
      incoterms: 'FOB',
      cargoReadyDate: day(10),
      deadline: DEADLINE,
      createdBy: { id: world.teamA.master.id, name: '김바로' },
      quoteCount: 0,
      lowestTotalKRW: null,
      acceptedQuoteId: null,
      memo: '빠른 견적 부탁드립니다',
      estimateLogId: null,
      closedAt: null,
      shipmentId: null,
      quotes: [],
      files: [],
      cargo: {
        containers: [{ type: '40HQ', quantity: 2 }],
        packages: [],
        services: { customsClearance: false, insurance: false, inlandTransport: false, cargoValue: null },
        description: '의류 및 잡화',
      },
    });
  });

  it('counts the deadline in business days across Chuseok and over a weekend', async () => {
    setClock(new Date('2026-09-23T15:00:00+09:00'));
    const chuseok = createBidResponseSchema.parse((await createBid()).json());
    expect(chuseok.deadline).toBe(new Date('2026-09-29T18:00:00+09:00').toISOString());

    setClock(new Date('2026-11-20T16:00:00+09:00'));
    const friday = createBidResponseSchema.parse((await createBid()).json());
    expect(friday.deadline).toBe(new Date('2026-11-24T18:00:00+09:00').toISOString());
  });

  it('takes LCL and AIR requests with packages and services', async () => {
    const lcl = await createBid(world.teamA.master, {
      freightType: 'LCL',
      pol: 'CNSHA',
      pod: 'KRPUS',
      incoterms: 'EXW',
      cargoReadyDate: day(3),
      packages: [{ length: 120, width: 100, height: 80, weight: 350.5, quantity: 4 }],
      services: { customsClearance: true },
    });
    expect(lcl.statusCode, lcl.body).toBe(201);
    const air = await createBid(world.teamA.master, {
      freightType: 'AIR',
      pol: 'PVG',
      pod: 'ICN',
      incoterms: 'FCA',
      cargoReadyDate: day(0),
      packages: [{ length: 50, width: 40, height: 30, weight: 12, quantity: 10 }],
    });
    expect(air.statusCode, air.body).toBe(201);
    const detail = await getBid(createBidResponseSchema.parse(lcl.json()).id);
    expect(detail.cargo.services).toEqual({
      customsClearance: true,
      insurance: false,
      inlandTransport: false,
      cargoValue: null,
    });
  });

  it.each([
    ['a request without its fields', {}, ['freightType', 'pol', 'pod', 'incoterms', 'cargoReadyDate']],
    ['FCL without containers', fclRequest({ containers: undefined }), ['containers']],
    ['LCL with containers and no packages', fclRequest({ freightType: 'LCL' }), ['packages', 'containers']],
    ['the same place twice', fclRequest({ pod: 'CNSHA' }), ['pod']],
    [
      'an estimate log and cargo fields at once',
      { estimateLogId: 'log_x', ...fclRequest() },
      ['freightType'],
    ],
    ['an unknown field', fclRequest({ customer: 'x' }), ['customer']],
  ])('refuses %s (400)', async (_, body, fields) => {
    const response = await createBid(world.teamA.master, body);
    expectError(response, 400, 'VALIDATION_FAILED');
    const answered = errorBodySchema.parse(response.json()).fields ?? {};
    for (const field of fields) expect(answered).toHaveProperty(field);
  });

  it('checks places and the cargo-ready date on the server, in the caller language', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/bid',
      headers: { ...(await as(world.teamA.master)), lang: 'en' },
      payload: fclRequest({ pol: 'ICN', pod: 'XXPUS', cargoReadyDate: day(-1) }),
    });
    expectError(response, 400, 'VALIDATION_FAILED');
    expect(errorBodySchema.parse(response.json()).fields).toEqual({
      pol: 'Sea freight (FCL, LCL) needs a port code',
      pod: 'Unknown port or airport code',
      cargoReadyDate: 'The cargo ready date cannot be in the past',
    });
    expect(await database.db.selectFrom('bids').select('id').execute()).toEqual([]);
  });

  it('is for customers only', async () => {
    expectError(await createBid(world.partnerA), 403, 'FORBIDDEN');
    expectError(await createBid(world.staff), 403, 'FORBIDDEN');
  });
});

describe('POST /api/bid from an estimate log', () => {
  async function insertLog(values: { teamId: string | null; userId: string | null; request?: unknown }) {
    const id = newId('elog');
    await database.db
      .insertInto('estimate_logs')
      .values({
        id,
        user_id: values.userId,
        team_id: values.teamId,
        freight_type: 'LCL',
        pol: 'CNSHA',
        pod: 'KRPUS',
        request: JSON.stringify(
          values.request ?? {
            freightType: 'LCL',
            pol: 'CNSHA',
            pod: 'KRPUS',
            incoterms: 'FOB',
            cargoReadyDate: day(5),
            packages: [{ length: 100, width: 100, height: 100, weight: 500, quantity: 2 }],
            services: { customsClearance: true, insurance: false, inlandTransport: true },
          },
        ),
        estimates: JSON.stringify([{ id: 'est_1', totalKRW: 1000 }]),
        rate_date: day(0),
      })
      .execute();
    return id;
  }

  it("copies the lane and cargo of the team's own search and of an anonymous one", async () => {
    const own = await insertLog({ teamId: world.teamA.teamId, userId: world.memberA.id });
    const anonymous = await insertLog({ teamId: null, userId: null });
    for (const estimateLogId of [own, anonymous]) {
      const response = await createBid(world.teamA.master, {
        estimateLogId,
        estimateId: 'est_1',
        memo: '이 견적 기준',
      });
      expect(response.statusCode, response.body).toBe(201);
      const detail = await getBid(createBidResponseSchema.parse(response.json()).id);
      expect(detail).toMatchObject({
        freightType: 'LCL',
        incoterms: 'FOB',
        cargoReadyDate: day(5),
        estimateLogId,
        estimateId: 'est_1',
        memo: '이 견적 기준',
        cargo: {
          containers: [],
          packages: [{ length: 100, width: 100, height: 100, weight: 500, quantity: 2 }],
          services: { customsClearance: true, insurance: false, inlandTransport: true },
        },
      });
    }
  });

  it("answers 404 for another team's log, a member's log of another team, and an unknown one", async () => {
    const other = await insertLog({ teamId: world.teamB.teamId, userId: world.teamB.master.id });
    expectError(await createBid(world.teamA.master, { estimateLogId: other }), 404, 'NOT_FOUND');
    expectError(await createBid(world.teamA.master, { estimateLogId: 'elog_nope' }), 404, 'NOT_FOUND');
  });

  it('refuses an estimate id the log does not have', async () => {
    const own = await insertLog({ teamId: world.teamA.teamId, userId: world.teamA.master.id });
    const response = await createBid(world.teamA.master, { estimateLogId: own, estimateId: 'est_9' });
    expectError(response, 400, 'VALIDATION_FAILED');
    expect(errorBodySchema.parse(response.json()).fields).toHaveProperty('estimateId');
  });

  it('takes the search a visitor just made through POST /api/searchEstimate', async () => {
    const search = await app.inject({
      method: 'POST',
      url: '/api/searchEstimate',
      payload: {
        freightType: 'AIR',
        pol: 'PVG',
        pod: 'ICN',
        incoterms: 'EXW',
        cargoReadyDate: day(2),
        packages: [{ length: 60, width: 50, height: 40, weight: 25, quantity: 3 }],
      },
    });
    expect(search.statusCode, search.body).toBe(200);
    const { estimateLogId } = search.json() as { estimateLogId: string };
    const response = await createBid(world.teamA.master, { estimateLogId });
    expect(response.statusCode, response.body).toBe(201);
    const detail = await getBid(createBidResponseSchema.parse(response.json()).id);
    expect(detail).toMatchObject({
      freightType: 'AIR',
      pol: { code: 'PVG' },
      pod: { code: 'ICN' },
      cargo: { packages: [{ length: 60, width: 50, height: 40, weight: 25, quantity: 3 }] },
    });
  });
});

describe('Idempotency-Key on POST /api/bid', () => {
  it('answers the same bid for the same key and body, and creates it once', async () => {
    const first = await createBid(world.teamA.master, fclRequest(), { 'idempotency-key': 'retry-1' });
    // The same body with keys in another order and from another member of the team.
    const { memo, ...rest } = fclRequest();
    const second = await createBid(world.memberA, { memo, ...rest }, { 'idempotency-key': 'retry-1' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await database.db.selectFrom('bids').select('id').execute()).toHaveLength(1);
  });

  it('refuses the same key with another body', async () => {
    await createBid(world.teamA.master, fclRequest(), { 'idempotency-key': 'retry-2' });
    const response = await createBid(world.teamA.master, fclRequest({ memo: '다른 요청' }), {
      'idempotency-key': 'retry-2',
    });
    expectError(response, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await database.db.selectFrom('bids').select('id').execute()).toHaveLength(1);
  });

  it('keeps keys apart per team, and without a key every request is a new bid', async () => {
    const a = await createBid(world.teamA.master, fclRequest(), { 'idempotency-key': 'shared' });
    const b = await createBid(world.teamB.master, fclRequest(), { 'idempotency-key': 'shared' });
    expect(a.json().id).not.toBe(b.json().id);
    await createBid();
    await createBid();
    expect(await database.db.selectFrom('bids').select('id').execute()).toHaveLength(4);
  });

  it('refuses a malformed key', async () => {
    const response = await createBid(world.teamA.master, fclRequest(), { 'idempotency-key': 'has space' });
    expectError(response, 400, 'VALIDATION_FAILED');
    expect(errorBodySchema.parse(response.json()).fields).toHaveProperty(['Idempotency-Key']);
  });
});

// ── reading ──────────────────────────────────────────────────────────────────────────────────

describe('GET /api/bid', () => {
  it("lists the team's bids newest first with quote counts and the lowest total, filtered and paged", async () => {
    const first = await newBid();
    app.clock.advance(60_000);
    const second = await newBid(world.memberA, {
      freightType: 'AIR',
      pol: 'PVG',
      pod: 'ICN',
      incoterms: 'FCA',
      cargoReadyDate: day(3),
      packages: [{ length: 50, width: 40, height: 30, weight: 12, quantity: 10 }],
    });
    app.clock.advance(60_000);
    const third = await newBid();
    await newBid(world.teamB.master);
    await quote(world.partnerA, first);
    await quote(
      world.partnerB,
      first,
      quoteBody({ lines: [{ name: 'All in', unit: 'BL', quantity: 1, unitPrice: 2000, currency: 'USD' }] }),
    );
    await call(world.teamA.master, 'POST', `/api/bid/${third}/cancel`);

    const all = bidPageSchema.parse((await call(world.memberA, 'GET', '/api/bid')).json());
    expect(all.items.map((bid) => bid.id)).toEqual([third, second, first]);
    expect(all).toMatchObject({ page: 1, size: 20, total: 3, pageCount: 1 });
    const firstRow = all.items[2];
    expect(firstRow).toMatchObject({ quoteCount: 2, lowestTotalKRW: 2_761_000 });
    expect(all.items[1]).toMatchObject({
      quoteCount: 0,
      lowestTotalKRW: null,
      createdBy: { name: '이멤버' },
    });

    const canceled = bidPageSchema.parse(
      (await call(world.memberA, 'GET', '/api/bid?status=canceled')).json(),
    );
    expect(canceled.items.map((bid) => bid.id)).toEqual([third]);
    const air = bidPageSchema.parse(
      (await call(world.memberA, 'GET', '/api/bid?freightType=AIR&pol=pvg')).json(),
    );
    expect(air.items.map((bid) => bid.id)).toEqual([second]);
    const lane = bidPageSchema.parse((await call(world.memberA, 'GET', '/api/bid?pod=KRPUS')).json());
    expect(lane.total).toBe(2);
    const paged = bidPageSchema.parse((await call(world.memberA, 'GET', '/api/bid?page=2&size=2')).json());
    expect(paged).toMatchObject({ page: 2, size: 2, total: 3, pageCount: 2 });
    expect(paged.items.map((bid) => bid.id)).toEqual([first]);
  });

  it('shows live quotes cheapest first with partner, lines and totals computed by the server', async () => {
    const bidId = await newBid();
    await quote(world.partnerA, bidId);
    await quote(
      world.partnerB,
      bidId,
      quoteBody({
        lines: [
          { name: 'Freight all in', unit: 'BL', quantity: 1, unitPrice: 9800.5, currency: 'CNY' },
          { name: 'Docs', unit: 'BL', quantity: 1, unitPrice: 0.125, currency: 'USD' },
        ],
        carrier: 'SITC',
        transitDays: 2,
      }),
    );
    const detail = await getBid(bidId);
    expect(detail.quoteCount).toBe(2);
    // 9800.5 × 190.25 + 0.13 × 1380.5 = 1,864,545.125 + 179.465 = 1,864,724.59 → ₩1,864,725
    expect(detail.quotes.map((q) => [q.partner.name, q.totalKRW, q.totalUSD])).toEqual([
      ['Eastern Star Forwarding', 1_864_725, 1350.76],
      // 2 × 1450 × 1380.5 + 2 × 185,000 = 4,003,450 + 370,000
      ['Blue Ocean Logistics', 4_373_450, 3168.02],
    ]);
    expect(detail.quotes[1]).toMatchObject({
      lines: [
        { name: 'Ocean freight', unit: 'CNTR', quantity: 2, unitPrice: 1450, currency: 'USD', amount: 2900 },
        { name: 'THC Busan', unit: 'CNTR', quantity: 2, unitPrice: 185000, currency: 'KRW', amount: 370000 },
      ],
      validUntil: day(14),
      transitDays: 3,
      carrier: 'HMM',
      memo: 'Weekly sailing on Fridays',
      accepted: false,
      acceptable: false,
    });
    expect(detail.lowestTotalKRW).toBe(1_864_725);
  });

  it("answers 404 for another team's bid on every customer endpoint, and never lists it", async () => {
    const bidId = await newBid(world.teamB.master);
    const quoteId = await quote(world.partnerA, bidId);
    const intruder = world.memberA;
    expectError(await call(intruder, 'GET', `/api/bid/${bidId}`), 404, 'NOT_FOUND');
    expectError(await call(intruder, 'POST', `/api/bid/${bidId}/close`), 404, 'NOT_FOUND');
    expectError(await call(intruder, 'POST', `/api/bid/${bidId}/accept`, { quoteId }), 404, 'NOT_FOUND');
    expectError(await call(intruder, 'POST', `/api/bid/${bidId}/cancel`), 404, 'NOT_FOUND');
    expectError(await call(intruder, 'GET', `/api/bid/download/${bidId}`), 404, 'NOT_FOUND');
    expect(bidPageSchema.parse((await call(intruder, 'GET', '/api/bid')).json()).total).toBe(0);
    expect(await bidStatus(bidId)).toBe('estimating');
    expectError(await call(intruder, 'GET', '/api/bid/bid_doesnotexist1'), 404, 'NOT_FOUND');
  });
});

// ── every transition ─────────────────────────────────────────────────────────────────────────

describe('bid transitions through the API', () => {
  it('estimating → waiting: a member closes early once there is a quote, and the author is told', async () => {
    const bidId = await newBid();
    expectError(await call(world.memberA, 'POST', `/api/bid/${bidId}/close`), 409, 'BID_HAS_NO_QUOTES');
    await quote(world.partnerA, bidId);
    const response = await call(world.memberA, 'POST', `/api/bid/${bidId}/close`);
    expect(response.statusCode).toBe(200);
    const detail = bidDetailSchema.parse(response.json());
    expect(detail.status).toBe('waiting');
    expectSoonAfterStart(detail.closedAt);
    expect(detail.quotes[0]?.acceptable).toBe(true);
    const mails = await outbox('bid-quotes-ready');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: 'kim@baro-trade.test', locale: 'ko' });
    expect(mails[0]?.subject).toContain('상하이 → 부산 (FCL)');
    expect(mails[0]?.text_body).toContain('4,373,450원');
    expect(mails[0]?.text_body).toContain(`/mypage/bids/${bidId}`);
  });

  it('estimating → canceled and waiting → canceled', async () => {
    const open = await newBid();
    const canceled = await call(world.memberA, 'POST', `/api/bid/${open}/cancel`);
    expect(canceled.statusCode).toBe(200);
    const canceledDetail = bidDetailSchema.parse(canceled.json());
    expect(canceledDetail.status).toBe('canceled');
    expectSoonAfterStart(canceledDetail.closedAt);

    const { bidId } = await waitingBid();
    const response = await call(world.teamA.master, 'POST', `/api/bid/${bidId}/cancel`);
    expect(response.statusCode).toBe(200);
    expect(await bidStatus(bidId)).toBe('canceled');
  });

  it('waiting → accepted: accepting a live quote starts the shipment with its partner', async () => {
    const { bidId, quoteId } = await waitingBid();
    await quote(world.partnerB, await newBid()); // a quote elsewhere changes nothing
    const response = await call(world.memberA, 'POST', `/api/bid/${bidId}/accept`, { quoteId });
    expect(response.statusCode, response.body).toBe(200);
    const { shipmentId } = response.json() as { shipmentId: string };
    expect(shipmentId).toMatch(/^shp_/);
    const shipment = await database.db
      .selectFrom('shipments')
      .selectAll()
      .where('id', '=', shipmentId)
      .executeTakeFirstOrThrow();
    expect(shipment).toMatchObject({
      bid_id: bidId,
      quote_id: quoteId,
      team_id: world.teamA.teamId,
      partner_id: world.partnerA.partnerId,
      status: 'in_progress',
    });
    const detail = await getBid(bidId);
    expect(detail).toMatchObject({ status: 'accepted', acceptedQuoteId: quoteId, shipmentId });
    expect(detail.quotes[0]).toMatchObject({ id: quoteId, accepted: true, acceptable: false });
  });

  it('estimating → expired at the deadline without a quote; estimating → waiting with one', async () => {
    const lonely = await newBid();
    const quoted = await newBid();
    await quote(world.partnerA, quoted);
    passDeadline();
    expect((await getBid(lonely)).status).toBe('expired');
    const detail = await getBid(quoted);
    expect(detail).toMatchObject({ status: 'waiting', closedAt: DEADLINE });
    expect((await outbox('bid-expired')).map((mail) => mail.to_address)).toEqual(['kim@baro-trade.test']);
    expect(await outbox('bid-quotes-ready')).toHaveLength(1);
  });

  it('waiting → expired once every live quote has lapsed', async () => {
    const { bidId, quoteId } = await waitingBid();
    setClock(new Date(`${day(14)}T23:59:00+09:00`));
    expect((await getBid(bidId)).status).toBe('waiting');
    app.clock.advance(60_000);
    expect((await getBid(bidId)).status).toBe('expired');
    expectError(
      await call(world.memberA, 'POST', `/api/bid/${bidId}/accept`, { quoteId }),
      409,
      'INVALID_STATE_TRANSITION',
    );
  });

  it('refuses to accept a lapsed quote while another is still valid', async () => {
    const bidId = await newBid();
    const short = await quote(world.partnerA, bidId, quoteBody({ validUntil: '2026-11-20' }));
    await quote(world.partnerB, bidId, quoteBody({ validUntil: '2026-12-31' }));
    setClock(new Date('2026-11-21T09:00:00+09:00'));
    const detail = await getBid(bidId);
    expect(detail.status).toBe('waiting');
    expect(detail.quotes.find((q) => q.id === short)?.acceptable).toBe(false);
    expectError(
      await call(world.memberA, 'POST', `/api/bid/${bidId}/accept`, { quoteId: short }),
      409,
      'QUOTE_EXPIRED',
    );
  });

  it('refuses every other move with 409', async () => {
    // estimating: accept needs the bid closed first.
    const open = await newBid();
    const openQuote = await quote(world.partnerA, open);
    expectError(
      await call(world.memberA, 'POST', `/api/bid/${open}/accept`, { quoteId: openQuote }),
      409,
      'INVALID_STATE_TRANSITION',
    );

    // waiting: closing again.
    const { bidId, quoteId } = await waitingBid();
    expectError(
      await call(world.memberA, 'POST', `/api/bid/${bidId}/close`),
      409,
      'INVALID_STATE_TRANSITION',
    );

    // accepted: nothing the customer can do.
    await call(world.memberA, 'POST', `/api/bid/${bidId}/accept`, { quoteId });
    for (const action of ['close', 'cancel']) {
      expectError(
        await call(world.memberA, 'POST', `/api/bid/${bidId}/${action}`),
        409,
        'INVALID_STATE_TRANSITION',
      );
    }
    expectError(
      await call(world.memberA, 'POST', `/api/bid/${bidId}/accept`, { quoteId }),
      409,
      'INVALID_STATE_TRANSITION',
    );

    // in_progress and finished (moved by the shipment's milestones).
    for (const status of ['in_progress', 'finished'] as const) {
      await database.db.updateTable('bids').set({ status }).where('id', '=', bidId).execute();
      for (const action of ['close', 'cancel']) {
        expectError(
          await call(world.memberA, 'POST', `/api/bid/${bidId}/${action}`),
          409,
          'INVALID_STATE_TRANSITION',
        );
      }
      expectError(
        await call(world.memberA, 'POST', `/api/bid/${bidId}/accept`, { quoteId }),
        409,
        'INVALID_STATE_TRANSITION',
      );
    }

    // canceled and expired are final.
    const canceled = await newBid();
    const canceledQuote = await quote(world.partnerA, canceled);
    await call(world.memberA, 'POST', `/api/bid/${canceled}/cancel`);
    const expired = await newBid();
    passDeadline();
    for (const id of [canceled, expired]) {
      for (const action of ['close', 'cancel']) {
        expectError(
          await call(world.memberA, 'POST', `/api/bid/${id}/${action}`),
          409,
          'INVALID_STATE_TRANSITION',
        );
      }
    }
    expectError(
      await call(world.memberA, 'POST', `/api/bid/${canceled}/accept`, { quoteId: canceledQuote }),
      409,
      'INVALID_STATE_TRANSITION',
    );
    expect(await bidStatus(expired)).toBe('expired');
  });

  it('answers 404 for a withdrawn quote, a quote of another bid and an unknown one', async () => {
    const bidId = await newBid();
    const withdrawn = await quote(world.partnerA, bidId);
    await call(world.partnerA, 'DELETE', `/api/partner/bids/${bidId}/quotes`);
    await quote(world.partnerB, bidId);
    const other = await newBid();
    const elsewhere = await quote(world.partnerA, other);
    await call(world.memberA, 'POST', `/api/bid/${bidId}/close`);
    for (const quoteId of [withdrawn, elsewhere, 'bq_unknown']) {
      expectError(
        await call(world.memberA, 'POST', `/api/bid/${bidId}/accept`, { quoteId }),
        404,
        'NOT_FOUND',
      );
    }
    expect(await bidStatus(bidId)).toBe('waiting');
  });
});

// ── the deadline ─────────────────────────────────────────────────────────────────────────────

describe('the deadline', () => {
  it('closes quoting at 18:00 Seoul: a quote a second late is refused, and the bid moves on regardless', async () => {
    const bidId = await newBid();
    await quote(world.partnerB, bidId);
    setClock(new Date('2026-11-18T17:59:59+09:00'));
    expect((await postQuote(world.partnerA, bidId)).statusCode).toBe(201);
    app.clock.advance(1000);
    expectError(await postQuote(world.partnerA, bidId), 409, 'BID_CLOSED');
    // The refusal rolled back, but the settling it did was kept.
    expect(await bidStatus(bidId)).toBe('waiting');
    expect(await outbox('bid-quotes-ready')).toHaveLength(1);
  });

  it('is swept by the job without anybody reading the bids', async () => {
    const quoted = await newBid();
    await quote(world.partnerA, quoted);
    const lonely = await newBid(world.teamB.master);
    const later = (await createBid()).json().id as string;
    const env = loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: '/nonexistent' });
    const deps = { db: database.db, now: app.clock.now, mailer: app.services.mailer, env };
    expect(await sweepBidDeadlines(deps)).toBe(0);
    passDeadline();
    expect(await sweepBidDeadlines(deps)).toBe(3);
    expect(await bidStatus(quoted)).toBe('waiting');
    expect(await bidStatus(lonely)).toBe('expired');
    expect(await bidStatus(later)).toBe('expired');
    expect(await sweepBidDeadlines(deps)).toBe(0);
    expect(await outbox('bid-quotes-ready')).toHaveLength(1);
    expect(await outbox('bid-expired')).toHaveLength(2);
  });
});

// ── partners ─────────────────────────────────────────────────────────────────────────────────

describe('partners', () => {
  /** Every string that would tell a partner who asked. */
  async function customerSecrets() {
    const team = await database.db
      .selectFrom('teams')
      .select('name')
      .where('id', '=', world.teamA.teamId)
      .executeTakeFirstOrThrow();
    return [
      world.teamA.teamId,
      team.name,
      world.teamA.master.id,
      '김바로',
      'kim@baro-trade.test',
      world.memberA.id,
    ];
  }

  it('see open requests on every lane without the customer identity', async () => {
    const bidId = await newBid();
    const list = await call(world.partnerB, 'GET', '/api/partner/bids');
    expect(list.statusCode).toBe(200);
    const page = partnerBidPageSchema.parse(list.json());
    expect(page.items.map((bid) => bid.id)).toEqual([bidId]);
    expect(page.items[0]).toMatchObject({
      status: 'estimating',
      open: true,
      deadline: DEADLINE,
      pol: { code: 'CNSHA' },
      cargo: { containers: [{ type: '40HQ', quantity: 2 }], description: '의류 및 잡화' },
      myQuote: null,
    });
    const detail = await call(world.partnerB, 'GET', `/api/partner/bids/${bidId}`);
    expect(detail.statusCode).toBe(200);
    expect(partnerBidDetailSchema.parse(detail.json())).toMatchObject({
      memo: '빠른 견적 부탁드립니다',
      earliestValidUntil: '2026-11-18',
      myQuote: null,
    });
    for (const body of [list.body, detail.body]) {
      for (const secret of await customerSecrets()) expect(body).not.toContain(secret);
      expect(body).not.toMatch(/team|createdBy|estimateLog|email|files/i);
    }
  });

  it("never see another partner's quote, lines, totals or count", async () => {
    const bidId = await newBid();
    const aQuote = await quote(
      world.partnerA,
      bidId,
      quoteBody({
        lines: [{ name: 'SECRET-LINE-A', unit: 'BL', quantity: 1, unitPrice: 777.77, currency: 'USD' }],
        carrier: 'SECRET-CARRIER-A',
        memo: 'SECRET-MEMO-A',
      }),
    );
    const aTotal = String(Math.round(777.77 * 1380.5));
    await quote(world.partnerB, bidId);
    const bodies = [
      (await call(world.partnerB, 'GET', '/api/partner/bids')).body,
      (await call(world.partnerB, 'GET', '/api/partner/bids?status=quoted')).body,
      (await call(world.partnerB, 'GET', `/api/partner/bids/${bidId}`)).body,
      (await call(world.partnerB, 'GET', '/api/partner/quotes')).body,
      (await postQuote(world.partnerB, bidId)).body,
      (await call(world.partnerB, 'DELETE', `/api/partner/bids/${bidId}/quotes`)).body,
    ];
    await call(world.memberA, 'POST', `/api/bid/${bidId}/close`);
    await call(world.memberA, 'POST', `/api/bid/${bidId}/accept`, { quoteId: aQuote });
    bodies.push(
      (await call(world.partnerB, 'GET', '/api/partner/bids?status=lost')).body,
      (await call(world.partnerB, 'GET', '/api/partner/quotes')).body,
      (await call(world.partnerB, 'GET', `/api/partner/bids/${bidId}`)).body,
    );
    for (const body of bodies) {
      for (const secret of [
        aQuote,
        'SECRET-LINE-A',
        'SECRET-CARRIER-A',
        'SECRET-MEMO-A',
        aTotal,
        '777.77',
        world.partnerA.partnerId ?? '',
        'Blue Ocean',
      ]) {
        expect(body).not.toContain(secret);
      }
      expect(body).not.toMatch(/quoteCount|lowestTotal|acceptedQuoteId/);
    }
    // Partner A's colleague sees A's quote: the partner, not the user, owns it.
    const colleague = partnerBidDetailSchema.parse(
      (await call(world.partnerA2, 'GET', `/api/partner/bids/${bidId}`)).json(),
    );
    expect(colleague.myQuote).toMatchObject({ id: aQuote, outcome: 'won' });
  });

  it('revise: posting again replaces the live quote in one step', async () => {
    const bidId = await newBid();
    const first = await quote(world.partnerA, bidId);
    app.clock.advance(60_000);
    const revised = await postQuote(
      world.partnerA,
      bidId,
      quoteBody({
        lines: [{ name: 'All in', unit: 'BL', quantity: 1, unitPrice: 2500, currency: 'USD' }],
        transitDays: 4,
      }),
    );
    expect(revised.statusCode).toBe(201);
    const detail = partnerBidDetailSchema.parse(revised.json());
    expect(detail.myQuote).toMatchObject({
      status: 'active',
      outcome: 'pending',
      totalKRW: 3_451_250,
      transitDays: 4,
    });
    expect(detail.myQuote?.id).not.toBe(first);
    const rows = await database.db
      .selectFrom('bid_quotes')
      .select(['id', 'status'])
      .where('bid_id', '=', bidId)
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === first)?.status).toBe('withdrawn');
    const customer = await getBid(bidId);
    expect(customer.quotes.map((q) => q.id)).toEqual([detail.myQuote?.id]);
    const mine = partnerQuotePageSchema.parse(
      (await call(world.partnerA, 'GET', '/api/partner/quotes')).json(),
    );
    expect(mine.items.map((q) => q.id)).toEqual([detail.myQuote?.id]);
  });

  it('withdraw: takes the quote back until the deadline; quoting again is allowed', async () => {
    const bidId = await newBid();
    await quote(world.partnerA, bidId);
    const withdrawn = await call(world.partnerA, 'DELETE', `/api/partner/bids/${bidId}/quotes`);
    expect(withdrawn.statusCode).toBe(200);
    expect(partnerBidDetailSchema.parse(withdrawn.json()).myQuote).toMatchObject({
      status: 'withdrawn',
      outcome: 'withdrawn',
    });
    expect((await getBid(bidId)).quotes).toEqual([]);
    expectError(await call(world.partnerA, 'DELETE', `/api/partner/bids/${bidId}/quotes`), 404, 'NOT_FOUND');
    const mine = partnerQuotePageSchema.parse(
      (await call(world.partnerA, 'GET', '/api/partner/quotes?outcome=withdrawn')).json(),
    );
    expect(mine.total).toBe(1);
    await quote(world.partnerA, bidId);
    expect((await getBid(bidId)).quoteCount).toBe(1);
  });

  it('cannot quote, revise or withdraw once quoting closed, nor see a closed bid they did not quote on', async () => {
    const bidId = await newBid();
    await quote(world.partnerA, bidId);
    await call(world.memberA, 'POST', `/api/bid/${bidId}/close`);
    expectError(await postQuote(world.partnerA, bidId), 409, 'BID_CLOSED');
    expectError(await call(world.partnerA, 'DELETE', `/api/partner/bids/${bidId}/quotes`), 409, 'BID_CLOSED');
    expect((await call(world.partnerA, 'GET', `/api/partner/bids/${bidId}`)).statusCode).toBe(200);
    expectError(await call(world.partnerB, 'GET', `/api/partner/bids/${bidId}`), 404, 'NOT_FOUND');
    expectError(await postQuote(world.partnerB, bidId), 404, 'NOT_FOUND');
    expect(
      partnerBidPageSchema.parse((await call(world.partnerB, 'GET', '/api/partner/bids')).json()).total,
    ).toBe(0);

    const canceled = await newBid();
    await call(world.memberA, 'POST', `/api/bid/${canceled}/cancel`);
    expectError(await postQuote(world.partnerA, canceled), 404, 'NOT_FOUND');
    expectError(await postQuote(world.partnerA, 'bid_unknown0000'), 404, 'NOT_FOUND');
  });

  it('a withdrawn quote still lets the partner follow the bid', async () => {
    const bidId = await newBid();
    await quote(world.partnerB, bidId);
    await call(world.partnerB, 'DELETE', `/api/partner/bids/${bidId}/quotes`);
    passDeadline();
    const detail = await call(world.partnerB, 'GET', `/api/partner/bids/${bidId}`);
    expect(partnerBidDetailSchema.parse(detail.json())).toMatchObject({ status: 'expired', open: false });
  });

  it('refuses a validity before the deadline day and a currency without a rate', async () => {
    const bidId = await newBid();
    const early = await app.inject({
      method: 'POST',
      url: `/api/partner/bids/${bidId}/quotes`,
      headers: { ...(await as(world.partnerA)), lang: 'en' },
      payload: quoteBody({ validUntil: '2026-11-17' }),
    });
    expectError(early, 400, 'VALIDATION_FAILED');
    expect(errorBodySchema.parse(early.json()).fields).toEqual({
      validUntil: 'A quote must stay valid at least until the bid deadline (2026-11-18)',
    });
    const noRate = await postQuote(
      world.partnerA,
      bidId,
      quoteBody({ lines: [{ name: 'Freight', unit: 'BL', quantity: 1, unitPrice: 100, currency: 'JPY' }] }),
    );
    expectError(noRate, 400, 'VALIDATION_FAILED');
    expect(errorBodySchema.parse(noRate.json()).fields).toEqual({
      'lines.0.currency': 'JPY 환율이 없어 계산할 수 없습니다',
    });
    const empty = await postQuote(world.partnerA, bidId, quoteBody({ lines: [] }));
    expectError(empty, 400, 'VALIDATION_FAILED');
    expect(await database.db.selectFrom('bid_quotes').select('id').execute()).toEqual([]);
  });

  it('list open, quoted, won and lost requests, and their quotes with outcomes', async () => {
    const won = await newBid();
    const lost = await newBid();
    const pending = await newBid();
    const untouched = await newBid();
    const wonQuote = await quote(world.partnerA, won);
    await quote(world.partnerA, lost);
    const lostWinner = await quote(world.partnerB, lost);
    await quote(world.partnerA, pending);
    for (const id of [won, lost]) await call(world.memberA, 'POST', `/api/bid/${id}/close`);
    await call(world.memberA, 'POST', `/api/bid/${won}/accept`, { quoteId: wonQuote });
    await call(world.memberA, 'POST', `/api/bid/${lost}/accept`, { quoteId: lostWinner });

    const ids = async (query: string) =>
      partnerBidPageSchema
        .parse((await call(world.partnerA, 'GET', `/api/partner/bids?${query}`)).json())
        .items.map((b) => b.id);
    expect(new Set(await ids('status=open'))).toEqual(new Set([pending, untouched]));
    expect(await ids('status=quoted')).toEqual([pending]);
    expect(await ids('status=won')).toEqual([won]);
    expect(await ids('status=lost')).toEqual([lost]);
    expect(await ids('status=open&freightType=AIR')).toEqual([]);

    const quotes = partnerQuotePageSchema.parse(
      (await call(world.partnerA, 'GET', '/api/partner/quotes')).json(),
    );
    expect(Object.fromEntries(quotes.items.map((q) => [q.bid.id, q.outcome]))).toEqual({
      [won]: 'won',
      [lost]: 'lost',
      [pending]: 'pending',
    });
    const onlyWon = partnerQuotePageSchema.parse(
      (await call(world.partnerA, 'GET', '/api/partner/quotes?outcome=won')).json(),
    );
    expect(onlyWon.items.map((q) => q.bid.id)).toEqual([won]);
    expect(onlyWon.items[0]?.bid).toMatchObject({ status: 'accepted', pol: { code: 'CNSHA' } });
  });

  it('are the only ones on the partner endpoints', async () => {
    const bidId = await newBid();
    expectError(await call(world.memberA, 'GET', `/api/partner/bids/${bidId}`), 403, 'FORBIDDEN');
    expectError(await call(world.staff, 'GET', '/api/partner/quotes'), 403, 'FORBIDDEN');
  });
});

// ── races (they overlap on PostgreSQL; PGlite runs them one after another) ────────────────────

describe(`races (${testDriver})`, () => {
  it('creates one bid for six simultaneous retries with the same key', async () => {
    const headers = { ...(await as(world.teamA.master)), 'idempotency-key': 'race-1' };
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.inject({ method: 'POST', url: '/api/bid', headers, payload: fclRequest() }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(await database.db.selectFrom('bids').select('id').execute()).toHaveLength(1);
  });

  it('accepts exactly one of two quotes accepted at once, and starts one shipment', async () => {
    const bidId = await newBid();
    const quotes = [await quote(world.partnerA, bidId), await quote(world.partnerB, bidId)];
    await call(world.memberA, 'POST', `/api/bid/${bidId}/close`);
    const [master, member] = [await as(world.teamA.master), await as(world.memberA)];
    const responses = await Promise.all(
      quotes.map((quoteId, index) =>
        app.inject({
          method: 'POST',
          url: `/api/bid/${bidId}/accept`,
          headers: index === 0 ? master : member,
          payload: { quoteId },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(
      await database.db.selectFrom('shipments').select('id').where('bid_id', '=', bidId).execute(),
    ).toHaveLength(1);
  });

  it('keeps one live quote per partner when it revises five times at once', async () => {
    const bidId = await newBid();
    const headers = await as(world.partnerA);
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        app.inject({
          method: 'POST',
          url: `/api/partner/bids/${bidId}/quotes`,
          headers,
          payload: quoteBody({ transitDays: n }),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const rows = await database.db
      .selectFrom('bid_quotes')
      .select('status')
      .where('bid_id', '=', bidId)
      .execute();
    expect(rows.filter((row) => row.status === 'active')).toHaveLength(1);
    expect(rows).toHaveLength(5);
  });

  it('settles a bid once however many calls see the deadline pass together', async () => {
    const bidId = await newBid();
    await quote(world.partnerA, bidId);
    passDeadline();
    const env = loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: '/nonexistent' });
    const [master, partner] = [await as(world.teamA.master), await as(world.partnerA)];
    await Promise.all([
      sweepBidDeadlines({ db: database.db, now: app.clock.now, mailer: app.services.mailer, env }),
      app.inject({ method: 'GET', url: `/api/bid/${bidId}`, headers: master }),
      app.inject({ method: 'GET', url: '/api/bid', headers: master }),
      app.inject({ method: 'GET', url: `/api/partner/bids/${bidId}`, headers: partner }),
      app.inject({ method: 'GET', url: '/api/partner/quotes', headers: partner }),
    ]);
    expect(await bidStatus(bidId)).toBe('waiting');
    expect(await outbox('bid-quotes-ready')).toHaveLength(1);
  });
});

// ── the quotation PDF ────────────────────────────────────────────────────────────────────────

describe('GET /api/bid/download/{id}', () => {
  let files = 0;
  async function pdfText(body: unknown): Promise<string> {
    const { preSignedUrl, expirationTime } = downloadLinkSchema.parse(body);
    expect(Date.parse(expirationTime)).toBeGreaterThan(app.clock.now().getTime());
    const url = new URL(preSignedUrl);
    const response = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(PDF_CONTENT_TYPE);
    const path = join(dir, `bid-${++files}.pdf`);
    await writeFile(path, response.rawPayload);
    const result = spawnSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(result.stderr);
    return result.stdout;
  }

  it('renders the request and every quote, the accepted one marked, in Korean and English', async () => {
    const { bidId, quoteId } = await waitingBid();
    await database.db
      .insertInto('bid_quotes')
      .values({
        id: newId('bq'),
        bid_id: bidId,
        partner_id: world.partnerB.partnerId ?? '',
        created_by: world.partnerB.id,
        status: 'active',
        lines: JSON.stringify([
          { name: 'Freight all in', unit: 'BL', quantity: 1, unitPrice: 3000, currency: 'USD', amount: 3000 },
        ]),
        total_krw: 4_141_500,
        total_usd: 3000,
        valid_until: day(14),
        transit_days: 5,
        carrier: 'SITC',
      })
      .execute();
    await call(world.memberA, 'POST', `/api/bid/${bidId}/accept`, { quoteId });

    const ko = await call(world.memberA, 'GET', `/api/bid/download/${bidId}`);
    expect(ko.statusCode, ko.body).toBe(200);
    const text = await pdfText(ko.json());
    expect(text).toContain('입찰 견적 상세');
    expect(text).toContain(bidId);
    expect(text).toContain('바로무역');
    expect(text).toContain('상하이');
    expect(text).toContain('Blue Ocean Logistics');
    expect(text).toContain('Eastern Star Forwarding');
    expect(text).toContain('4,373,450');
    expect(text).toContain('4,141,500');
    expect(text).toContain('선택됨');
    expect(text).toContain('Ocean freight');

    const en = await app.inject({
      method: 'GET',
      url: `/api/bid/download/${bidId}`,
      headers: { ...(await as(world.staff)), lang: 'en' },
    });
    expect(en.statusCode, en.body).toBe(200);
    const english = await pdfText(en.json());
    expect(english).toContain('Bid Quotation Details');
    expect(english).toContain('Accepted');
    expect(english).toContain('Shanghai');
  });

  it('renders a bid without quotes', async () => {
    const bidId = await newBid();
    const text = await pdfText((await call(world.teamA.master, 'GET', `/api/bid/download/${bidId}`)).json());
    expect(text).toContain('받은 견적이 없습니다');
    expect(text).toContain('견적 접수 중');
  });
});
