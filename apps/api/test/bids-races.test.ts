import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { sweepBidDeadlines } from '../src/modules/bids/settle-bids.ts';
import {
  app,
  as,
  bidStatus,
  call,
  database,
  fclRequest,
  newBid,
  outbox,
  passDeadline,
  quote,
  quoteBody,
  useBidsWorld,
  world,
} from './support/bids-world.ts';
import { testDriver } from './support/test-database.ts';

// Bid requests under concurrency (issue 6, "Bids"): quotes, acceptances and settlement at once.

useBidsWorld();

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
