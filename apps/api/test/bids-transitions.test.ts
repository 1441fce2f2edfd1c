import { bidDetailSchema } from '@baro/core';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { sweepBidDeadlines } from '../src/modules/bids/settle-bids.ts';
import {
  app,
  bidStatus,
  call,
  createBid,
  DEADLINE,
  database,
  day,
  expectError,
  expectSoonAfterStart,
  getBid,
  newBid,
  outbox,
  passDeadline,
  postQuote,
  quote,
  quoteBody,
  setClock,
  useBidsWorld,
  waitingBid,
  world,
} from './support/bids-world.ts';

// Bid requests' lifecycle (issue 6, "Bids"): every status move allowed and refused, through the API,
// and the deadline (lazily on every call and by the sweep).

useBidsWorld();

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
