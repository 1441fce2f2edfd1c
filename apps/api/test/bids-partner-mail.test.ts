import { partnerMailPreferencesSchema } from '@baro/core';
import { describe, expect, it } from 'vitest';
import type { TestUser } from './support/accounts.ts';
import {
  app,
  as,
  call,
  createBid,
  database,
  expectError,
  newBid,
  quote,
  useBidsWorld,
  world,
} from './support/bids-world.ts';

// Issue 18, "nobody misses a bid": partner admins are e-mailed a new request on a lane their
// partner has rates on (or every request, or none, as each chose in the partner app), and whether
// their quote won or lost.
useBidsWorld();

const FCL_RATE = {
  freightType: 'FCL',
  pol: 'CNSHA',
  pod: 'KRPUS',
  containerType: '40HQ',
  price: 1500,
  carrier: 'HMM',
  transitDays: 3,
  validFrom: '2026-11-01',
  validTo: '2026-12-31',
  currency: 'USD',
};

async function addRate(partner: TestUser, overrides: Record<string, unknown> = {}) {
  const response = await call(partner, 'POST', '/api/partner/rates', { ...FCL_RATE, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
}

async function choose(partner: TestUser, bidRequests: 'lanes' | 'all' | 'off', bidResults = true) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/partner/mail-preferences',
    headers: await as(partner),
    payload: { bidRequests, bidResults },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function mailsTo(template: string) {
  const rows = await database.db
    .selectFrom('outbox_emails')
    .select(['to_address', 'subject', 'text_body', 'locale'])
    .where('template', '=', template)
    .orderBy('to_address')
    .execute();
  return rows;
}

/** The bid's human number (BID-YYYYMMDD-NNNN), which the mails name. */
const numberOf = async (bidId: string) =>
  (await database.db.selectFrom('bids').select('number').where('id', '=', bidId).executeTakeFirstOrThrow())
    .number;
const emailOf = async (user: TestUser) =>
  (await database.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow())
    .email;

describe('partner e-mail preferences', () => {
  it('are the defaults until saved, then what was saved; a bad choice is refused in the caller’s language', async () => {
    const read = async () => {
      const response = await call(world.partnerA, 'GET', '/api/partner/mail-preferences');
      expect(response.statusCode, response.body).toBe(200);
      return partnerMailPreferencesSchema.parse(response.json());
    };
    expect(await read()).toEqual({ bidRequests: 'lanes', bidResults: true });
    await choose(world.partnerA, 'all', false);
    expect(await read()).toEqual({ bidRequests: 'all', bidResults: false });
    // Another admin of the same partner keeps their own.
    const other = await call(world.partnerA2, 'GET', '/api/partner/mail-preferences');
    expect(other.json()).toEqual({ bidRequests: 'lanes', bidResults: true });

    const bad = await app.inject({
      method: 'PUT',
      url: '/api/partner/mail-preferences',
      headers: { ...(await as(world.partnerA)), 'accept-language': 'en' },
      payload: { bidRequests: 'sometimes', bidResults: true },
    });
    expectError(bad, 400, 'VALIDATION_FAILED');
    expect(Object.keys(bad.json().fields ?? {})).toContain('bidRequests');
    expect(await read()).toEqual({ bidRequests: 'all', bidResults: false });
  });

  it('is for partners only', async () => {
    expectError(await call(world.teamA.master, 'GET', '/api/partner/mail-preferences'), 403, 'FORBIDDEN');
  });
});

describe('a new bid request', () => {
  it('reaches the admins of partners with rates on the lane, and those who asked for every request', async () => {
    await addRate(world.partnerA);
    // Partner B has rates elsewhere only, but asked for every request.
    await addRate(world.partnerB, { pod: 'KRINC' });
    await choose(world.partnerB, 'all');
    const bidId = await newBid();

    const mails = await mailsTo('partner-bid-request');
    const expected = [
      await emailOf(world.partnerA),
      await emailOf(world.partnerA2),
      await emailOf(world.partnerB),
    ];
    expect(mails.map((mail) => mail.to_address).sort()).toEqual(expected.sort());
    const first = mails[0];
    const number = await numberOf(bidId);
    expect(first?.subject).toBe(`[바로 파트너] 새 입찰 요청 ${number}: 상하이 → 부산 (FCL)`);
    expect(first?.text_body).toContain(`새 입찰 요청(${number})이 도착했습니다`);
    expect(first?.text_body).toContain('40HQ × 2');
    expect(first?.text_body).toContain(`/partner/bids/${bidId}`);
    // The deadline as a Seoul date and time: Wednesday 18:00.
    expect(first?.text_body).toContain('2026');
    expect(first?.text_body).toContain('18:00');
  });

  it('skips admins who turned it off, partners without rates on the lane, and a replayed request', async () => {
    await addRate(world.partnerA);
    await choose(world.partnerA2, 'off');
    const headers = { 'idempotency-key': 'same-request-0001' };
    expect((await createBid(world.teamA.master, undefined, headers)).statusCode).toBe(201);
    expect((await createBid(world.teamA.master, undefined, headers)).statusCode).toBe(201);
    const mails = await mailsTo('partner-bid-request');
    expect(mails.map((mail) => mail.to_address)).toEqual([await emailOf(world.partnerA)]);
  });

  it('ignores rates that ended before today', async () => {
    await addRate(world.partnerA, { validFrom: '2026-10-01', validTo: '2026-10-31' });
    await newBid();
    expect(await mailsTo('partner-bid-request')).toEqual([]);
  });
});

describe('an accepted quote', () => {
  it('tells the winning partner it won and the other quoting partner it lost', async () => {
    await choose(world.partnerA2, 'lanes', false);
    const bidId = await newBid();
    const winning = await quote(world.partnerA, bidId);
    await quote(world.partnerB, bidId);
    expect((await call(world.memberA, 'POST', `/api/bid/${bidId}/close`)).statusCode).toBe(200);
    const accepted = await call(world.memberA, 'POST', `/api/bid/${bidId}/accept`, { quoteId: winning });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const shipmentId = accepted.json().shipmentId as string;

    const won = await mailsTo('partner-quote-won');
    // Partner A's second admin chose not to hear results.
    expect(won.map((mail) => mail.to_address)).toEqual([await emailOf(world.partnerA)]);
    expect(won[0]?.text_body).toContain(`/partner/shipments/${shipmentId}`);
    expect(won[0]?.text_body).toMatch(/\d{1,3}(,\d{3})+원/);
    const number = await numberOf(bidId);
    expect(won[0]?.subject).toBe(`[바로 파트너] 낙찰 ${number}: 상하이 → 부산 (FCL)`);
    expect(won[0]?.text_body).toContain(`입찰(${number})에서 귀사의 견적`);
    const lost = await mailsTo('partner-quote-lost');
    expect(lost.map((mail) => mail.to_address)).toEqual([await emailOf(world.partnerB)]);
    expect(lost[0]?.text_body).not.toMatch(/\d{1,3}(,\d{3})+원/);
    expect(lost[0]?.subject).toBe(`[바로 파트너] 입찰 결과 ${number}: 상하이 → 부산 (FCL)`);
    expect(lost[0]?.text_body).toContain(`입찰(${number})에서 고객이 다른 견적`);
  });
});
