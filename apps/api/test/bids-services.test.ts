import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  bidDetailSchema,
  downloadLinkSchema,
  errorBodySchema,
  partnerBidDetailSchema,
  shipmentDetailSchema,
} from '@baro/core';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { backfillShipmentServices } from '../src/db/migrations/0045-requested-services.ts';
import {
  app,
  as,
  call,
  database,
  dir,
  fclRequest,
  getBid,
  newBid,
  postQuote,
  quote,
  quoteBody,
  useBidsWorld,
  world,
} from './support/bids-world.ts';

// Issue 18, "Requested services are dropped": customs clearance and inland transport asked for on
// a request reach the partners, each quote prices or declines each, and the accepted quote's
// answers travel to the shipment.

useBidsWorld();

const withServices = () =>
  fclRequest({ services: { customsClearance: true, inlandTransport: true, insurance: true } });

const freight = {
  chargeCode: 'OFR_40HQ',
  name: '해상운임 40HQ',
  unit: 'CNTR',
  quantity: 2,
  unitPrice: 1450,
  currency: 'USD',
};
const customs = {
  chargeCode: 'CUSTOMS',
  name: '통관 수수료',
  unit: 'BL',
  quantity: 1,
  unitPrice: 33000,
  currency: 'KRW',
};
const trucking = {
  chargeCode: 'TRUCKING',
  name: '내륙 운송',
  unit: 'CNTR',
  quantity: 2,
  unitPrice: 450000,
  currency: 'KRW',
};

async function postIn(lang: 'ko' | 'en', bidId: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: `/api/partner/bids/${bidId}/quotes`,
    headers: { ...(await as(world.partnerA)), 'accept-language': lang },
    payload: body,
  });
}

describe('requested services on a quote', () => {
  it('shows the partner what the request asks for', async () => {
    const bidId = await newBid(world.teamA.master, withServices());
    const response = await call(world.partnerA, 'GET', `/api/partner/bids/${bidId}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = partnerBidDetailSchema.parse(response.json());
    expect(detail.cargo.services).toMatchObject({ customsClearance: true, inlandTransport: true });
  });

  it('refuses a quote that neither prices nor declines a requested service, per service in ko and en', async () => {
    const bidId = await newBid(world.teamA.master, withServices());
    const body = quoteBody({ lines: [freight, customs] });
    const ko = await postIn('ko', bidId, body);
    expect(ko.statusCode).toBe(400);
    const koBody = errorBodySchema.parse(ko.json());
    expect(koBody.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(koBody.fields ?? {})).toEqual(['services.inlandTransport']);
    expect(koBody.fields?.['services.inlandTransport']).toContain('내륙 운송');
    const en = await postIn('en', bidId, body);
    expect(errorBodySchema.parse(en.json()).fields?.['services.inlandTransport']).toBe(
      'The customer asked for Inland trucking: price it or decline it',
    );
    // Nothing was written.
    const rows = await database.db
      .selectFrom('bid_quotes')
      .select('id')
      .where('bid_id', '=', bidId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses declining a service that is priced, or was not requested', async () => {
    const bidId = await newBid(world.teamA.master, fclRequest({ services: { customsClearance: true } }));
    const both = await postIn(
      'en',
      bidId,
      quoteBody({ lines: [freight, customs], declinedServices: [{ service: 'customsClearance' }] }),
    );
    expect(errorBodySchema.parse(both.json()).fields).toEqual({
      'services.customsClearance': 'Customs clearance is priced on a line, so it cannot also be declined',
    });
    const extra = await postIn(
      'en',
      bidId,
      quoteBody({
        lines: [freight, customs],
        declinedServices: [{ service: 'inlandTransport', reason: 'no' }],
      }),
    );
    expect(errorBodySchema.parse(extra.json()).fields).toEqual({
      'services.inlandTransport': 'Inland trucking was not requested',
    });
    const unknown = await postIn(
      'en',
      bidId,
      quoteBody({ lines: [freight, customs], declinedServices: [{ service: 'insurance' }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(errorBodySchema.parse(unknown.json()).fields ?? {})).toEqual([
      'declinedServices.0.service',
    ]);
  });

  it('keeps a decline with its reason; partner and customer both read each answer', async () => {
    const bidId = await newBid(world.teamA.master, withServices());
    const posted = await postQuote(
      world.partnerA,
      bidId,
      quoteBody({
        lines: [freight, customs],
        declinedServices: [{ service: 'inlandTransport', reason: '부산 외 지역 배송 불가' }],
      }),
    );
    expect(posted.statusCode, posted.body).toBe(201);
    expect(partnerBidDetailSchema.parse(posted.json()).myQuote?.declinedServices).toEqual([
      { service: 'inlandTransport', reason: '부산 외 지역 배송 불가' },
    ]);
    // A second partner prices both.
    await quote(world.partnerB, bidId, quoteBody({ lines: [freight, customs, trucking] }));
    const detail = await getBid(bidId);
    expect(detail.cargo.services).toMatchObject({ customsClearance: true, inlandTransport: true });
    const byPartner = new Map(detail.quotes.map((item) => [item.partner.id, item]));
    expect(byPartner.get(world.partnerA.partnerId ?? '')?.declinedServices).toEqual([
      { service: 'inlandTransport', reason: '부산 외 지역 배송 불가' },
    ]);
    expect(byPartner.get(world.partnerB.partnerId ?? '')?.declinedServices).toEqual([]);
  });

  it('a request without services asks nothing: a plain quote posts', async () => {
    const bidId = await newBid();
    expect((await postQuote(world.partnerA, bidId, quoteBody({ lines: [freight] }))).statusCode).toBe(201);
  });
});

describe('the accepted quote’s services on the shipment', () => {
  async function acceptedShipment() {
    const bidId = await newBid(world.teamA.master, withServices());
    const quoteId = await quote(
      world.partnerA,
      bidId,
      quoteBody({ lines: [freight, customs], declinedServices: [{ service: 'inlandTransport' }] }),
    );
    expect((await call(world.memberA, 'POST', `/api/bid/${bidId}/close`)).statusCode).toBe(200);
    const accepted = await call(world.memberA, 'POST', `/api/bid/${bidId}/accept`, { quoteId });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { bidId, shipmentId: (accepted.json() as { shipmentId: string }).shipmentId };
  }

  const expected = [
    {
      service: 'customsClearance',
      chargeCode: 'CUSTOMS',
      status: 'priced',
      amounts: [{ currency: 'KRW', amount: 33000 }],
      reason: null,
    },
    { service: 'inlandTransport', chargeCode: 'TRUCKING', status: 'declined', amounts: [], reason: null },
  ];

  it('keeps how the accepted quote answered each service, for the customer and the partner', async () => {
    const { bidId, shipmentId } = await acceptedShipment();
    const bid = bidDetailSchema.parse((await call(world.memberA, 'GET', `/api/bid/${bidId}`)).json());
    const accepted = bid.quotes.find((item) => item.accepted);
    expect(accepted?.lines.map((line) => line.chargeCode)).toContain('CUSTOMS');

    const customer = await call(world.memberA, 'GET', `/api/shipments/${shipmentId}`);
    expect(customer.statusCode, customer.body).toBe(200);
    expect(shipmentDetailSchema.parse(customer.json()).quote.services).toEqual(expected);
    const partner = await call(world.partnerA, 'GET', `/api/partner/shipments/${shipmentId}`);
    expect(partner.statusCode, partner.body).toBe(200);
    expect(shipmentDetailSchema.parse(partner.json()).quote.services).toEqual(expected);
  });

  it('another team or partner does not find the shipment (404)', async () => {
    const { shipmentId } = await acceptedShipment();
    expect((await call(world.teamB.master, 'GET', `/api/shipments/${shipmentId}`)).statusCode).toBe(404);
    expect((await call(world.partnerB, 'GET', `/api/partner/shipments/${shipmentId}`)).statusCode).toBe(404);
  });

  it('migration 0045 gives a shipment accepted before it the answers its quote’s lines show', async () => {
    const { shipmentId } = await acceptedShipment();
    await database.db.updateTable('shipments').set({ services: '[]' }).where('id', '=', shipmentId).execute();
    await backfillShipmentServices(database.db as unknown as Kysely<unknown>);
    const row = await database.db
      .selectFrom('shipments')
      .select('services')
      .where('id', '=', shipmentId)
      .executeTakeFirstOrThrow();
    // Nobody could decline before: a service without lines of its code is unanswered.
    expect(row.services).toEqual([expected[0], { ...expected[1], status: 'unanswered' }]);
  });
});

describe('the bid PDF', () => {
  it('shows per requested service which partner priced it and which declined it, and why', async () => {
    const bidId = await newBid(world.teamA.master, withServices());
    await quote(
      world.partnerA,
      bidId,
      quoteBody({
        lines: [freight, customs],
        declinedServices: [{ service: 'inlandTransport', reason: '차량 없음' }],
      }),
    );
    await quote(world.partnerB, bidId, quoteBody({ lines: [freight, customs, trucking] }));
    const response = await call(world.teamA.master, 'GET', `/api/bid/download/${bidId}`);
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(downloadLinkSchema.parse(response.json()).preSignedUrl);
    const file = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    const path = join(dir, 'services.pdf');
    await writeFile(path, file.rawPayload);
    const result = spawnSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(result.stderr);
    const text = result.stdout;
    expect(text).toMatch(/요청 서비스: 통관\s+33,000원\s+33,000원/);
    expect(text).toMatch(
      /요청 서비스: 내륙 운송\s+(제공 불가 \(차량 없음\)\s+900,000원|900,000원\s+제공 불가 \(차량 없음\))/,
    );
    expect(text).toContain('제공하지 않는 요청 서비스: 내륙 운송 (차량 없음)');
    // The trucking charge is said once, on its service row.
    expect(text).not.toMatch(/내륙 운송비\s+미포함/);
  });

  it('wraps Korean in a narrow column between words, never between the syllables of one', async () => {
    const reason = '화주가 지정한 관세사를 통해 수입 통관을 직접 진행하시는 조건으로 견적했습니다';
    const bidId = await newBid(world.teamA.master, withServices());
    await quote(
      world.partnerA,
      bidId,
      quoteBody({ lines: [freight, trucking], declinedServices: [{ service: 'customsClearance', reason }] }),
    );
    await quote(world.partnerB, bidId, quoteBody({ lines: [freight, customs, trucking] }));
    const response = await call(world.teamA.master, 'GET', `/api/bid/download/${bidId}`);
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(downloadLinkSchema.parse(response.json()).preSignedUrl);
    const file = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    const path = join(dir, 'services-wrapped.pdf');
    await writeFile(path, file.rawPayload);
    const result = spawnSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(result.stderr);
    // The reason takes several lines of the quote's column; every word is whole on one of them.
    const lines = result.stdout.split('\n');
    const first = lines.findIndex((line) => line.includes('제공 불가 (화주가'));
    expect(first).toBeGreaterThanOrEqual(0);
    const cell = lines.slice(first, first + 6).join('\n');
    for (const word of reason.split(' ')) expect(cell).toContain(word);
    expect(cell).toContain('견적했습니다)');
  });
});
