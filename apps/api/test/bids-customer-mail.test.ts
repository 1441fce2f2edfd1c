import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { sendDueQuoteDigests } from '../src/modules/bids/send-quote-digests.ts';
import { sweepBidDeadlines } from '../src/modules/bids/settle-bids.ts';
import {
  app,
  database,
  fclRequest,
  newBid,
  outbox,
  passDeadline,
  quote,
  quoteBody,
  START,
  setClock,
  useBidsWorld,
  world,
} from './support/bids-world.ts';
import { testDriver } from './support/test-database.ts';

// Issue 18, "nobody misses a bid": the customer who requested a bid (the team's master if they
// left) hears of arriving quotes in a digest — at most one an hour per bid, listing the quotes
// since the last one — and, when quoting closes, how many quotes there are to compare. Read from
// the dev outbox.
useBidsWorld();

const MINUTE = 60_000;
/** The clock `minutes` after START; it runs on during requests, so due times are checked with a margin. */
const at = (minutes: number) => setClock(new Date(START.getTime() + minutes * MINUTE));
/** The bid's human number (BID-YYYYMMDD-NNNN), which the mails name. */
const numberOf = async (bidId: string) =>
  (await database.db.selectFrom('bids').select('number').where('id', '=', bidId).executeTakeFirstOrThrow())
    .number;
const env = loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: '/nonexistent' });
const deps = () => ({ db: database.db, now: app.clock.now, mailer: app.services.mailer, env });
const digests = () => outbox('bid-quote-digest');

describe(`customer quote mails (${testDriver})`, () => {
  it('gathers quotes into one digest, sends it once, and spaces the next an hour after', async () => {
    const bidId = await newBid();
    await quote(world.partnerA, bidId);
    at(4);
    await quote(world.partnerB, bidId, quoteBody({ validUntil: '2026-12-15', carrier: 'COSCO' }));
    at(9.5);
    expect(await sendDueQuoteDigests(deps())).toBe(0); // still gathering (10 minutes after the first)
    at(10.5);
    expect(await sendDueQuoteDigests(deps())).toBe(1);
    expect(await sendDueQuoteDigests(deps())).toBe(0); // a re-run sends nothing twice
    const [first] = await digests();
    expect(first).toMatchObject({ to_address: 'kim@baro-trade.test', locale: 'ko' });
    const number = await numberOf(bidId);
    expect(number).toMatch(/^BID-\d{8}-\d{4}$/);
    expect(first?.subject).toBe(`[바로] ${number} 상하이 → 부산 (FCL) 입찰에 새 견적 2건이 도착했습니다`);
    expect(first?.text_body).toContain(`상하이 → 부산 (FCL) 운송 입찰(${number})에 새 견적 2건`);
    expect(first?.text_body).toContain('Blue Ocean Logistics: 4,373,450원 · 2026년 11월 30일까지 유효 · HMM');
    expect(first?.text_body).toContain(
      'Eastern Star Forwarding: 4,373,450원 · 2026년 12월 15일까지 유효 · COSCO',
    );
    expect(first?.text_body).toContain(`/mypage/bids/${bidId}`);

    // A revision 20 minutes later joins the next digest, due an hour after the first was sent.
    at(30);
    await quote(world.partnerA, bidId, quoteBody({ carrier: 'SM Line' }));
    at(40);
    expect(await sendDueQuoteDigests(deps())).toBe(0);
    at(70);
    expect(await sendDueQuoteDigests(deps())).toBe(0);
    at(71);
    const [again, twice] = await Promise.all([sendDueQuoteDigests(deps()), sendDueQuoteDigests(deps())]);
    expect(again + twice).toBe(1);
    const mails = await digests();
    expect(mails).toHaveLength(2);
    const second = mails.find((mail) => mail !== mails[0] && mail.subject.includes('1건'));
    expect(second?.text_body).toContain(
      'Blue Ocean Logistics: 4,373,450원 · 2026년 11월 30일까지 유효 · SM Line',
    );
    expect(second?.text_body).not.toContain('Eastern Star Forwarding');
    at(200);
    expect(await sendDueQuoteDigests(deps())).toBe(0);
  });

  it('lists how each quote answers the requested services, in the reader’s language', async () => {
    await database.db
      .updateTable('users')
      .set({ locale: 'en' })
      .where('id', '=', world.teamA.master.id)
      .execute();
    const bidId = await newBid(
      world.teamA.master,
      fclRequest({ services: { customsClearance: true, inlandTransport: true, insurance: false } }),
    );
    const base = quoteBody();
    await quote(world.partnerA, bidId, {
      ...base,
      lines: [
        ...base.lines,
        {
          chargeCode: 'CUSTOMS',
          name: 'Customs',
          unit: 'BL',
          quantity: 1,
          unitPrice: 33000,
          currency: 'KRW',
        },
      ],
      declinedServices: [{ service: 'inlandTransport', reason: 'No trucks' }],
    });
    at(10.5);
    expect(await sendDueQuoteDigests(deps())).toBe(1);
    const [mail] = await digests();
    expect(mail?.locale).toBe('en');
    expect(mail?.subject).toBe(
      `[Baro] 1 new quote for your bid ${await numberOf(bidId)} Shanghai → Busan (FCL)`,
    );
    expect(mail?.text_body).toContain('Customs clearance: KRW 33,000');
    expect(mail?.text_body).toContain('Inland trucking: declined — No trucks');
  });

  it('drops a pending digest when quoting closes: the quoting-closed mail counts every quote', async () => {
    const bidId = await newBid();
    await quote(world.partnerA, bidId);
    await quote(world.partnerB, bidId);
    passDeadline();
    expect(await sendDueQuoteDigests(deps())).toBe(0); // the deadline passed: not a digest any more
    expect(await sweepBidDeadlines(deps())).toBe(1);
    expect(await sendDueQuoteDigests(deps())).toBe(0);
    expect(await digests()).toHaveLength(0);
    const closed = await outbox('bid-quotes-ready');
    expect(closed).toHaveLength(1);
    expect(closed[0]?.subject).toContain('견적 2건');
    expect(closed[0]?.subject).toContain(await numberOf(bidId));
    expect(closed[0]?.text_body).toContain(`입찰(${await numberOf(bidId)})의 견적 접수가 마감`);
    expect(closed[0]?.text_body).toContain(`/mypage/bids/${bidId}`);
    expect(await sweepBidDeadlines(deps())).toBe(0);
    expect(await outbox('bid-quotes-ready')).toHaveLength(1);
  });

  it('tells the team’s master when the requester has left the team', async () => {
    const bidId = await newBid(world.memberA);
    await quote(world.partnerA, bidId);
    await database.db
      .updateTable('users')
      .set({ disabled_at: app.clock.now() })
      .where('id', '=', world.memberA.id)
      .execute();
    at(10.5);
    expect(await sendDueQuoteDigests(deps())).toBe(1);
    expect((await digests()).map((mail) => mail.to_address)).toEqual(['kim@baro-trade.test']);
    passDeadline();
    expect(await sweepBidDeadlines(deps())).toBe(1);
    expect((await outbox('bid-quotes-ready')).map((mail) => mail.to_address)).toEqual([
      'kim@baro-trade.test',
    ]);
  });
});
