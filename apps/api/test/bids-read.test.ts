import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bidPageSchema, downloadLinkSchema } from '@baro/core';
import { describe, expect, it } from 'vitest';
import { newId } from '../src/db/new-id.ts';
import { PDF_CONTENT_TYPE } from '../src/modules/documents/content-types.ts';
import {
  app,
  as,
  bidStatus,
  call,
  database,
  day,
  dir,
  expectError,
  getBid,
  newBid,
  quote,
  quoteBody,
  useBidsWorld,
  waitingBid,
  world,
} from './support/bids-world.ts';

// Reading bid requests (issue 6, "Bids"): the team's list and one bid, other teams' 404s, and the
// quotation PDF.

useBidsWorld();

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
    // The bid's number, not its internal id.
    expect(text).toContain((await getBid(bidId)).number);
    expect(text).not.toContain(bidId);
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
