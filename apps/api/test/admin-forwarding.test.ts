import {
  adminBidDetailSchema,
  adminBidPageSchema,
  adminPartnerDetailSchema,
  auditPageSchema,
  bidDetailSchema,
  createBidResponseSchema,
  errorBodySchema,
  partnerBidDetailSchema,
  partnerQuotePageSchema,
  shipmentDetailSchema,
  shipmentPageSchema,
  toSeoulDateString,
} from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedLocations } from '../src/modules/reference/reference-data.seeder.ts';
import {
  authHeaders,
  createPartnerAdmin,
  createStaff,
  createTeam,
  type TestUser,
} from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// Forwarding oversight for staff (issue 17): every team's bids with all quotes, moving a deadline,
// canceling with a reason, a partner's quote history and win rate, and correcting a shipment's
// milestone with a note. The clock starts at Monday 2026-11-16 10:00 Seoul: a bid made then
// closes Wednesday 2026-11-18 18:00 Seoul.

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const DAY_MS = 86_400_000;
const START = new Date('2026-11-16T10:00:00+09:00');
const setClock = (instant: Date) => app.clock.advance(instant.getTime() - app.clock.now().getTime());
const day = (offset: number) => toSeoulDateString(new Date(app.clock.now().getTime() + offset * DAY_MS));

let team: { teamId: string; master: TestUser };
let otherTeam: { teamId: string; master: TestUser };
let partner: TestUser;
let rival: TestUser;
let staff: TestUser;
const as = (user: TestUser) => authHeaders(app, database, user);

beforeEach(async () => {
  await database.reset();
  setClock(START);
  await seedLocations(database.db, app.clock.now());
  await database.db
    .insertInto('exchange_rates')
    .values([{ date: '2026-11-01', currency: 'USD', krw_per_unit: '1400' }])
    .execute();
  team = await createTeam(database, { teamName: '바로무역', name: '김바로', email: 'kim@baro-trade.test' });
  otherTeam = await createTeam(database, { teamName: '한빛상사' });
  partner = await createPartnerAdmin(database);
  rival = await createPartnerAdmin(database);
  staff = await createStaff(database);
});

async function call(
  user: TestUser,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({ method, url, headers: await as(user), ...(payload === undefined ? {} : { payload }) });
}
const errorOf = (response: { json(): unknown }) => errorBodySchema.parse(response.json());
/** The bid-cancel e-mails in the outbox (the test server has no SMTP). */
const canceledMails = () =>
  database.db
    .selectFrom('outbox_emails')
    .select(['to_address', 'locale', 'subject', 'text_body'])
    .where('template', '=', 'bid-canceled-by-staff')
    .execute();

async function newBid(user: TestUser = team.master): Promise<string> {
  const response = await call(user, 'POST', '/api/bid', {
    freightType: 'FCL',
    pol: 'CNSHA',
    pod: 'KRPUS',
    incoterms: 'FOB',
    cargoReadyDate: day(10),
    containers: [{ type: '40HQ', quantity: 2 }],
    cargoDescription: '의류',
  });
  expect(response.statusCode, response.body).toBe(201);
  return createBidResponseSchema.parse(response.json()).id;
}

async function quote(by: TestUser, bidId: string, unitPrice = 1450): Promise<string> {
  const response = await call(by, 'POST', `/api/partner/bids/${bidId}/quotes`, {
    lines: [{ name: 'Ocean freight', unit: 'CNTR', quantity: 2, unitPrice, currency: 'USD' }],
    validUntil: day(20),
    transitDays: 3,
    carrier: 'HMM',
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = partnerBidDetailSchema.parse(response.json()).myQuote?.id;
  if (!id) throw new Error('no quote');
  return id;
}

/** A bid of the team with quotes of both partners, the first one accepted: a shipment. */
async function acceptedBid(): Promise<{ bidId: string; shipmentId: string }> {
  const bidId = await newBid();
  const won = await quote(partner, bidId, 1400);
  await quote(rival, bidId, 1500);
  expect((await call(team.master, 'POST', `/api/bid/${bidId}/close`)).statusCode).toBe(200);
  const accepted = await call(team.master, 'POST', `/api/bid/${bidId}/accept`, { quoteId: won });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { bidId, shipmentId: accepted.json().shipmentId as string };
}

describe('staff API: bids', () => {
  it('lists every team’s bids with team and figures, filters by status, team, id, number and deadline day', async () => {
    const mine = await newBid();
    await quote(partner, mine);
    setClock(new Date(START.getTime() + 3600_000));
    const theirs = await newBid(otherTeam.master);

    const list = async (query = '') => {
      const response = await call(staff, 'GET', `/api/admin/bids${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return adminBidPageSchema.parse(response.json());
    };
    const all = await list();
    expect(all.items.map((bid) => bid.id)).toEqual([theirs, mine]);
    expect(all.items[1]).toMatchObject({
      team: { id: team.teamId, name: '바로무역' },
      quoteCount: 1,
      deadlineSource: 'rule',
      cancelReason: null,
      deadline: '2026-11-18T09:00:00.000Z',
    });
    expect((await list('?query=한빛')).items.map((bid) => bid.id)).toEqual([theirs]);
    expect((await list(`?query=${mine}`)).items.map((bid) => bid.id)).toEqual([mine]);
    // Staff search by the number people quote, typed in any case.
    const mineNumber = all.items[1]?.number ?? '';
    expect(mineNumber).toMatch(/^BID-\d{8}-\d{4}$/);
    expect((await list(`?query=${mineNumber}`)).items.map((bid) => bid.id)).toEqual([mine]);
    expect((await list(`?query=${mineNumber.toLowerCase()}`)).items.map((bid) => bid.id)).toEqual([mine]);
    expect((await list('?deadlineFrom=2026-11-18&deadlineTo=2026-11-18')).total).toBe(2);
    expect((await list('?deadlineFrom=2026-11-19')).total).toBe(0);
    expect((await list('?status=waiting')).total).toBe(0);
    expect((await list('?sort=deadline')).items.map((bid) => bid.id)).toEqual([mine, theirs]);
    const bad = await call(staff, 'GET', '/api/admin/bids?deadlineFrom=2026-02-30&sort=random');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {}).sort()).toEqual(['deadlineFrom', 'sort']);
  });

  it('shows a bid with every quote, withdrawn ones too, and the author’s e-mail', async () => {
    const bidId = await newBid();
    await quote(partner, bidId, 1400);
    await quote(rival, bidId, 1500);
    expect((await call(rival, 'DELETE', `/api/partner/bids/${bidId}/quotes`)).statusCode).toBeLessThan(300);
    const response = await call(staff, 'GET', `/api/admin/bids/${bidId}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = adminBidDetailSchema.parse(response.json());
    expect(detail.createdBy).toMatchObject({ name: '김바로', email: 'kim@baro-trade.test' });
    expect(detail.quotes.map((q) => [q.partner.id, q.status])).toEqual([
      [partner.partnerId, 'active'],
      [rival.partnerId, 'withdrawn'],
    ]);
    expect(detail.quoteCount).toBe(1);
    expect((await call(staff, 'GET', '/api/admin/bids/bid_000000000000000000')).statusCode).toBe(404);
  });

  it('moves an open bid’s deadline later with a reason; partners see it, audited', async () => {
    const bidId = await newBid();
    const later = '2026-11-20T18:00:00+09:00';
    const response = await call(staff, 'POST', `/api/admin/bids/${bidId}/deadline`, {
      deadline: later,
      reason: '고객 요청으로 연장',
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = adminBidDetailSchema.parse(response.json());
    expect(detail.deadline).toBe('2026-11-20T09:00:00.000Z');
    expect(detail.deadlineSource).toBe('staff');
    const seen = partnerBidDetailSchema.parse(
      (await call(partner, 'GET', `/api/partner/bids/${bidId}`)).json(),
    );
    expect(seen.deadline).toBe('2026-11-20T09:00:00.000Z');

    // Past the old deadline the bid is still open for quotes.
    setClock(new Date('2026-11-19T10:00:00+09:00'));
    await quote(partner, bidId);

    const [entry] = auditPageSchema.parse(
      (await call(staff, 'GET', `/api/admin/audit?query=${bidId}`)).json(),
    ).items;
    expect(entry).toMatchObject({
      action: 'bid.deadline',
      before: { deadline: '2026-11-18T09:00:00.000Z', deadlineSource: 'rule' },
      after: { deadline: '2026-11-20T09:00:00.000Z', deadlineSource: 'staff' },
      details: { reason: '고객 요청으로 연장' },
    });
  });

  it('refuses an earlier or too distant deadline (field errors) and a closed bid (409)', async () => {
    const bidId = await newBid();
    const earlier = await app.inject({
      method: 'POST',
      url: `/api/admin/bids/${bidId}/deadline`,
      headers: { ...(await as(staff)), lang: 'en' },
      payload: { deadline: '2026-11-17T18:00:00+09:00', reason: 'x' },
    });
    expect(earlier.statusCode).toBe(400);
    expect(errorOf(earlier).fields).toEqual({ deadline: 'Enter a time after the current deadline' });
    const far = await call(staff, 'POST', `/api/admin/bids/${bidId}/deadline`, {
      deadline: '2027-01-30T18:00:00+09:00',
      reason: 'x',
    });
    expect(errorOf(far).fields).toEqual({ deadline: '마감은 지금부터 30일 안으로만 늘릴 수 있습니다' });
    const noReason = await call(staff, 'POST', `/api/admin/bids/${bidId}/deadline`, {
      deadline: '2026-11-20T18:00:00+09:00',
    });
    expect(Object.keys(errorOf(noReason).fields ?? {})).toEqual(['reason']);

    setClock(new Date('2026-11-18T18:00:01+09:00'));
    const closed = await call(staff, 'POST', `/api/admin/bids/${bidId}/deadline`, {
      deadline: '2026-11-20T18:00:00+09:00',
      reason: 'too late',
    });
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).code).toBe('BID_CLOSED');
  });

  it('cancels an estimating bid with a reason the team’s detail keeps; not an accepted one', async () => {
    const bidId = await newBid();
    const response = await call(staff, 'POST', `/api/admin/bids/${bidId}/cancel`, { reason: '중복 요청' });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminBidDetailSchema.parse(response.json())).toMatchObject({
      status: 'canceled',
      cancelReason: '중복 요청',
    });
    const customer = bidDetailSchema.parse((await call(team.master, 'GET', `/api/bid/${bidId}`)).json());
    expect(customer.status).toBe('canceled');
    // The customer who asked for it hears of it, with the reason, in their language.
    const { number } = await database.db
      .selectFrom('bids')
      .select('number')
      .where('id', '=', bidId)
      .executeTakeFirstOrThrow();
    const [mail, ...more] = await canceledMails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to_address: 'kim@baro-trade.test',
      locale: 'ko',
      subject: `[바로] ${number} 상하이 → 부산 (FCL) 입찰 요청이 취소되었습니다`,
    });
    expect(mail?.text_body).toContain('취소 사유: 중복 요청');
    expect(mail?.text_body).toContain(`/mypage/bids/${bidId}`);

    const { bidId: accepted } = await acceptedBid();
    const refused = await call(staff, 'POST', `/api/admin/bids/${accepted}/cancel`, { reason: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('INVALID_STATE_TRANSITION');
    // A refused cancel tells nobody.
    expect(await canceledMails()).toHaveLength(1);
    const entries = auditPageSchema.parse(
      (await call(staff, 'GET', '/api/admin/audit?action=bid.cancel')).json(),
    );
    expect(entries.items.map((entry) => entry.target)).toEqual([bidId]);
  });

  it('writes the cancel e-mail in English to a customer who reads English', async () => {
    await database.db.updateTable('users').set({ locale: 'en' }).where('id', '=', team.master.id).execute();
    const bidId = await newBid();
    const response = await call(staff, 'POST', `/api/admin/bids/${bidId}/cancel`, { reason: 'Duplicate' });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await canceledMails();
    expect(mail?.locale).toBe('en');
    expect(mail?.subject).toMatch(
      /^\[Baro\] Your bid request BID-\d{8}-\d{4} Shanghai → Busan \(FCL\) was canceled$/,
    );
    expect(mail?.text_body).toContain('Reason: Duplicate');
  });
});

describe('staff API: partners’ quote history and win rate', () => {
  it('counts each partner’s latest quotes by outcome and lists them', async () => {
    await acceptedBid();
    const open = await newBid(otherTeam.master);
    await quote(partner, open);

    const detail = adminPartnerDetailSchema.parse(
      (await call(staff, 'GET', `/api/admin/partners/${partner.partnerId}`)).json(),
    );
    expect(detail.quotes).toEqual({ total: 2, pending: 1, won: 1, lost: 0, withdrawn: 0, winRate: 1 });
    const loser = adminPartnerDetailSchema.parse(
      (await call(staff, 'GET', `/api/admin/partners/${rival.partnerId}`)).json(),
    );
    expect(loser.quotes).toEqual({ total: 1, pending: 0, won: 0, lost: 1, withdrawn: 0, winRate: 0 });

    const history = partnerQuotePageSchema.parse(
      (await call(staff, 'GET', `/api/admin/partners/${partner.partnerId}/quotes`)).json(),
    );
    expect(history.items.map((item) => item.outcome)).toEqual(['pending', 'won']);
    const won = partnerQuotePageSchema.parse(
      (await call(staff, 'GET', `/api/admin/partners/${partner.partnerId}/quotes?outcome=won`)).json(),
    );
    expect(won.total).toBe(1);
    expect((await call(staff, 'GET', '/api/admin/partners/ptn_0000000000000000/quotes')).statusCode).toBe(
      404,
    );
  });
});

describe('staff API: shipments', () => {
  it('lists and shows any shipment, and corrects a recorded milestone with a note', async () => {
    const { shipmentId } = await acceptedBid();
    const list = shipmentPageSchema.parse((await call(staff, 'GET', '/api/admin/shipments')).json());
    expect(list.items.map((item) => item.id)).toEqual([shipmentId]);
    const detail = shipmentDetailSchema.parse(
      (await call(staff, 'GET', `/api/admin/shipments/${shipmentId}`)).json(),
    );
    const booking = detail.milestones.find((m) => m.kind === 'booking_requested');
    expect(booking?.actualAt).not.toBeNull();

    // The partner cannot change a recorded actual time; staff can, saying why.
    const partnerTry = await call(partner, 'POST', `/api/partner/shipments/${shipmentId}/milestones`, {
      kind: 'booking_requested',
      actualAt: '2026-11-16T09:00:00+09:00',
    });
    expect(partnerTry.statusCode).toBe(409);
    const noNote = await call(staff, 'POST', `/api/admin/shipments/${shipmentId}/milestones`, {
      kind: 'booking_requested',
      actualAt: '2026-11-16T09:00:00+09:00',
    });
    expect(Object.keys(errorOf(noNote).fields ?? {})).toEqual(['note']);
    const corrected = await call(staff, 'POST', `/api/admin/shipments/${shipmentId}/milestones`, {
      kind: 'booking_requested',
      actualAt: '2026-11-16T09:00:00+09:00',
      note: '파트너 요청: 실제 부킹 시각으로 정정',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const after = shipmentDetailSchema
      .parse(corrected.json())
      .milestones.find((m) => m.kind === 'booking_requested');
    expect(after).toMatchObject({
      actualAt: '2026-11-16T00:00:00.000Z',
      note: '파트너 요청: 실제 부킹 시각으로 정정',
    });

    const [entry] = auditPageSchema.parse(
      (await call(staff, 'GET', `/api/admin/audit?query=${shipmentId}`)).json(),
    ).items;
    expect(entry).toMatchObject({
      action: 'shipment.milestone',
      target: shipmentId,
      before: { kind: 'booking_requested', actualAt: booking?.actualAt },
      after: { kind: 'booking_requested', actualAt: '2026-11-16T00:00:00.000Z' },
    });
    expect(entry?.targetIds).toEqual(expect.arrayContaining([team.teamId, partner.partnerId]));
  });
});
