import { CARGO_LIMITS, createBidResponseSchema, errorBodySchema, MAX_BID_MEMO_LENGTH } from '@baro/core';
import { describe, expect, it } from 'vitest';
import { newId } from '../src/db/new-id.ts';
import {
  app,
  as,
  createBid,
  DEADLINE,
  database,
  day,
  expectError,
  fclRequest,
  getBid,
  newBid,
  setClock,
  useBidsWorld,
  world,
} from './support/bids-world.ts';
import { SAMPLE_FILES, uploadFile } from './support/files-fixtures.ts';

// Creating bid requests (issue 6, "Bids"): the request itself, one made from an estimate log, and
// idempotent creation with Idempotency-Key.

useBidsWorld();

describe('POST /api/bid', () => {
  // The files module binds them in the bid's transaction (files.api.ts, bind-new-target-files.ts).
  it("binds the files sent with the request to the new bid as etc documents; another's upload is not found", async () => {
    const pdf = { fileName: '포장명세서.pdf', mimeType: 'application/pdf', bytes: SAMPLE_FILES.pdf };
    const key = await uploadFile(app, await as(world.teamA.master), pdf);
    const bidId = await newBid(world.teamA.master, fclRequest({ fileKeys: [key] }));
    const detail = await getBid(bidId);
    expect(detail.files).toMatchObject([
      { key, fileName: '포장명세서.pdf', fileType: 'etc', targetType: 'bid', targetId: bidId },
    ]);
    expectError(
      await createBid(world.teamA.master, fclRequest({ fileKeys: [key] })),
      409,
      'FILE_ALREADY_BOUND',
    );

    const othersKey = await uploadFile(app, await as(world.teamB.master), pdf);
    expectError(await createBid(world.teamA.master, fclRequest({ fileKeys: [othersKey] })), 404, 'NOT_FOUND');
    expect(await database.db.selectFrom('bids').select('id').execute()).toHaveLength(1);
  });

  it('creates an estimating bid open until 18:00 Seoul of the second business day', async () => {
    const response = await createBid();
    expect(response.statusCode).toBe(201);
    const created = createBidResponseSchema.parse(response.json());
    expect(created).toEqual({
      id: expect.stringMatching(/^bid_/),
      number: 'BID-20261116-0001',
      status: 'estimating',
      deadline: DEADLINE,
    });

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

  it('refuses values beyond the cargo limits with a message per field (400), and stores nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/bid',
      headers: { ...(await as(world.teamA.master)), lang: 'en' },
      payload: fclRequest({
        containers: [
          { type: '40HQ', quantity: -3 },
          { type: '20DRY', quantity: 99_999 },
        ],
        cargoDescription: 'a'.repeat(CARGO_LIMITS.descriptionLength + 1),
        memo: '가'.repeat(MAX_BID_MEMO_LENGTH + 1),
      }),
    });
    expectError(response, 400, 'VALIDATION_FAILED');
    expect(errorBodySchema.parse(response.json()).fields).toEqual({
      'containers.0.quantity': 'Must be at least 1',
      'containers.1.quantity': 'Must be at most 999',
      cargoDescription: 'Must be at most 1,000 characters',
      memo: 'Must be at most 2,000 characters',
    });
    const packages = await app.inject({
      method: 'POST',
      url: '/api/bid',
      headers: { ...(await as(world.teamA.master)), lang: 'ko' },
      payload: fclRequest({
        freightType: 'LCL',
        containers: undefined,
        packages: [{ length: 2000.1, width: 10, height: 10, weight: 1e9, quantity: 10_000 }],
      }),
    });
    expectError(packages, 400, 'VALIDATION_FAILED');
    expect(errorBodySchema.parse(packages.json()).fields).toEqual({
      'packages.0.length': '2,000 이하여야 합니다',
      'packages.0.weight': '50,000 이하여야 합니다',
      'packages.0.quantity': '9,999 이하여야 합니다',
    });
    expect(await database.db.selectFrom('bids').select('id').execute()).toEqual([]);
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
            cargoDescription: '면 티셔츠',
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
          description: '면 티셔츠', // the commodity asked in the quote
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
