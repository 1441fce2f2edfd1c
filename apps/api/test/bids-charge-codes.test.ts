import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CHARGE_CODES,
  chargeCodeListSchema,
  downloadLinkSchema,
  errorBodySchema,
  partnerBidDetailSchema,
} from '@baro/core';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { up as codeStoredLines } from '../src/db/migrations/0043-quote-charge-codes.ts';
import { newId } from '../src/db/new-id.ts';
import { PDF_CONTENT_TYPE } from '../src/modules/documents/content-types.ts';
import {
  app,
  as,
  call,
  database,
  day,
  dir,
  getBid,
  newBid,
  postQuote,
  quote,
  quoteBody,
  useBidsWorld,
  world,
} from './support/bids-world.ts';

// Issue 18, "Comparing quotes like for like": quote lines carry a charge code from one catalogue.

useBidsWorld();

describe('GET /api/forwarding/charge-codes', () => {
  it('answers the catalogue to anyone, with ko/en names and a unit basis', async () => {
    expect(app.routeAccess.get('GET /api/forwarding/charge-codes')).toBe('anonymous');
    const response = await app.inject({ method: 'GET', url: '/api/forwarding/charge-codes' });
    expect(response.statusCode, response.body).toBe(200);
    const { items } = chargeCodeListSchema.parse(response.json());
    expect(items.map((item) => item.code)).toEqual([...CHARGE_CODES]);
    expect(items.find((item) => item.code === 'OFR_40HQ')).toEqual({
      code: 'OFR_40HQ',
      nameKo: '해상운임 40HQ',
      nameEn: 'Ocean freight 40HQ',
      basis: 'container',
      containerType: '40HQ',
      freightTypes: ['FCL'],
    });
    expect(items.find((item) => item.code === 'AFR')?.basis).toBe('chargeable_kg');
    expect(items.find((item) => item.code === 'DOC')?.basis).toBe('bl');
    for (const item of items) expect(item.nameKo && item.nameEn).toBeTruthy();
  });
});

describe('quote lines with charge codes', () => {
  const coded = quoteBody({
    lines: [
      {
        chargeCode: 'OFR_40HQ',
        name: '해상운임',
        unit: 'CNTR',
        quantity: 2,
        unitPrice: 1450,
        currency: 'USD',
      },
      { chargeCode: 'DOC', name: 'B/L fee', unit: 'BL', quantity: 1, unitPrice: 50000, currency: 'KRW' },
    ],
  });

  it('stores the codes and answers them to the partner and the customer', async () => {
    const bidId = await newBid();
    const posted = await postQuote(world.partnerA, bidId, coded);
    expect(posted.statusCode, posted.body).toBe(201);
    const mine = partnerBidDetailSchema.parse(posted.json()).myQuote;
    expect(mine?.lines.map((line) => [line.chargeCode, line.name, line.amount])).toEqual([
      ['OFR_40HQ', '해상운임', 2900],
      ['DOC', 'B/L fee', 50000],
    ]);
    const stored = await database.db
      .selectFrom('bid_quotes')
      .select('lines')
      .where('bid_id', '=', bidId)
      .executeTakeFirstOrThrow();
    expect((stored.lines as { chargeCode: string }[]).map((line) => line.chargeCode)).toEqual([
      'OFR_40HQ',
      'DOC',
    ]);
    const detail = await getBid(bidId);
    expect(detail.quotes[0]?.lines.map((line) => line.chargeCode)).toEqual(['OFR_40HQ', 'DOC']);
  });

  it('reads a code from the name when a client from before codes sends none', async () => {
    const bidId = await newBid();
    await quote(world.partnerA, bidId); // "Ocean freight" ×2 CNTR and "THC Busan" on a 2×40HQ request
    const detail = await getBid(bidId);
    expect(detail.quotes[0]?.lines.map((line) => line.chargeCode)).toEqual(['OFR_40HQ', 'THC']);
  });

  it('refuses an unknown code with 400 and the field in Korean and English', async () => {
    const bidId = await newBid();
    const body = quoteBody({
      lines: [
        { chargeCode: 'FREIGHT', name: 'Freight', unit: 'CNTR', quantity: 2, unitPrice: 1, currency: 'USD' },
      ],
    });
    const ko = await postQuote(world.partnerA, bidId, body);
    expect(ko.statusCode).toBe(400);
    const koBody = errorBodySchema.parse(ko.json());
    expect(koBody.code).toBe('VALIDATION_FAILED');
    expect(koBody.fields?.['lines.0.chargeCode']).toMatch(/[가-힣]/);
    const en = await app.inject({
      method: 'POST',
      url: `/api/partner/bids/${bidId}/quotes`,
      headers: { ...(await as(world.partnerA)), 'accept-language': 'en' },
      payload: body,
    });
    expect(en.statusCode).toBe(400);
    const enField = errorBodySchema.parse(en.json()).fields?.['lines.0.chargeCode'];
    expect(enField).toMatch(/[a-z]/i);
    expect(enField).not.toMatch(/[가-힣]/);
    expect(await database.db.selectFrom('bid_quotes').select('id').execute()).toEqual([]);
  });

  it('migration 0043 codes lines stored before codes, by name, else OTHER, and leaves coded lines alone', async () => {
    const bidId = await newBid(world.teamA.master);
    const legacy = [
      { name: 'Ocean freight', unit: 'CNTR', quantity: 2, unitPrice: 1450, currency: 'USD', amount: 2900 },
      { name: '서류 발급비', unit: 'BL', quantity: 1, unitPrice: 50000, currency: 'KRW', amount: 50000 },
      { name: '통관 수수료', unit: 'BL', quantity: 1, unitPrice: 30000, currency: 'KRW', amount: 30000 },
      { name: 'Misc.', unit: 'BL', quantity: 1, unitPrice: 10, currency: 'USD', amount: 10 },
    ];
    const id = newId('bq');
    await database.db
      .insertInto('bid_quotes')
      .values({
        id,
        bid_id: bidId,
        partner_id: world.partnerB.partnerId ?? '',
        created_by: world.partnerB.id,
        status: 'active',
        lines: JSON.stringify(legacy),
        total_krw: 4_083_450,
        total_usd: 2958,
        valid_until: day(14),
        transit_days: 5,
        carrier: 'SITC',
      })
      .execute();
    const db = database.db as unknown as Kysely<unknown>;
    await codeStoredLines(db);
    await codeStoredLines(db); // running again changes nothing
    const row = await database.db
      .selectFrom('bid_quotes')
      .select('lines')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.lines).toEqual([
      { chargeCode: 'OFR_40HQ', ...legacy[0] },
      { chargeCode: 'DOC', ...legacy[1] },
      { chargeCode: 'CUSTOMS', ...legacy[2] },
      { chargeCode: 'OTHER', ...legacy[3] },
    ]);
  });
});

describe('the bid PDF', () => {
  it('compares the quotes charge by charge, with the charges a quote lacks marked', async () => {
    const bidId = await newBid();
    const line = (chargeCode: string, name: string, unitPrice: number, currency = 'USD') => ({
      chargeCode,
      name,
      unit: 'CNTR',
      quantity: 2,
      unitPrice,
      currency,
    });
    await quote(
      world.partnerA,
      bidId,
      quoteBody({ lines: [line('OFR_40HQ', 'O/F', 1450), line('THC', 'THC', 185000, 'KRW')] }),
    );
    await quote(
      world.partnerB,
      bidId,
      quoteBody({
        lines: [
          line('OFR_40HQ', '해상운임', 1500),
          line('THC', '터미널', 180000, 'KRW'),
          line('DOC', 'B/L', 25000, 'KRW'),
        ],
      }),
    );
    const response = await call(world.teamA.master, 'GET', `/api/bid/download/${bidId}`);
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(downloadLinkSchema.parse(response.json()).preSignedUrl);
    const file = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(file.headers['content-type']).toBe(PDF_CONTENT_TYPE);
    const path = join(dir, 'charges.pdf');
    await writeFile(path, file.rawPayload);
    const result = spawnSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(result.stderr);
    const text = result.stdout;
    expect(text).toContain('항목별 비교');
    expect(text).toMatch(/해상운임 40HQ\s+USD 2,900.00\s+USD 3,000.00/);
    expect(text).toMatch(/서류발급비 \(DOC\)\s+미포함\s+50,000원/);
    expect(text).toContain('견적마다 포함된 비용 항목이 다릅니다');
  });
});
