import {
  errorBodySchema,
  partnerBidDetailSchema,
  partnerBidPageSchema,
  partnerQuotePageSchema,
} from '@baro/core';
import { describe, expect, it } from 'vitest';
import {
  app,
  as,
  call,
  DEADLINE,
  database,
  expectError,
  getBid,
  newBid,
  passDeadline,
  postQuote,
  quote,
  quoteBody,
  useBidsWorld,
  world,
} from './support/bids-world.ts';

// Partners on bid requests (issue 6, "Bids"): competing quotes, partner anonymity and price isolation.

useBidsWorld();

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
