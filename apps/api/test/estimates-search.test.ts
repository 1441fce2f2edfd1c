import { CARGO_LIMITS, errorBodySchema } from '@baro/core';
import { describe, expect, it } from 'vitest';
import { newId } from '../src/db/new-id.ts';
import {
  ANONYMOUS_SEARCH_LIMIT,
  ANONYMOUS_SEARCH_WINDOW_MS,
} from '../src/modules/estimates/estimates.rules.ts';
import { authHeaders, createCustomer, createTeam } from './support/accounts.ts';

import {
  app,
  BLUE,
  charge,
  database,
  day,
  EASTERN,
  insertLclRates,
  insertRate,
  lclSearch,
  search,
  searchOk,
  today,
  useEstimatesWorld,
} from './support/estimates-world.ts';

// Instant quotes: searches priced from partner rates inserted here (exact values), with exchange
// rates of today (Seoul), sorted, logged with who asked; the visitors' search limit; validation in
// both languages.

useEstimatesWorld();

describe('POST /api/searchEstimate', () => {
  it('prices LCL with every applicable rate, cheapest first, and logs the visitor', async () => {
    await insertLclRates();
    const result = await searchOk(lclSearch());
    expect(result.rateDate).toBe(today());
    expect(result.pol).toEqual({ code: 'CNSHA', nameKo: '상하이', nameEn: 'Shanghai' });
    expect(result.measures).toEqual({
      pieces: 4,
      actualKg: 1200,
      chargeableKg: 1200,
      cbm: 7.2,
      revenueTons: 7.2,
      containers: 0,
    });
    expect(result.estimates.map((e) => [e.partner.name, e.carrier, e.totalKRW, e.totalUSD])).toEqual([
      // 288 USD + 108,000 + 40,000 KRW
      ['Eastern Star Forwarding', 'HMM', 545_584, 395.21],
      // FOB leaves the origin THC to the seller: 324 USD + 86,400 + 35,000 KRW
      ['Blue Ocean Logistics', 'SITC', 568_682, 411.94],
    ]);
    const [, blue] = result.estimates;
    expect(blue?.lines).toEqual([
      {
        chargeCode: 'OFR_LCL',
        name: '해상운임 (LCL)',
        group: 'freight',
        unit: 'RT',
        quantity: 7.2,
        unitPrice: 45,
        currency: 'USD',
        amount: 324,
      },
      {
        chargeCode: 'CFS',
        name: 'CFS 작업료',
        group: 'destination',
        unit: 'RT',
        quantity: 7.2,
        unitPrice: 12_000,
        currency: 'KRW',
        amount: 86_400,
      },
      {
        chargeCode: 'DOC',
        name: '서류발급비 (DOC)',
        group: 'destination',
        unit: 'BL',
        quantity: 1,
        unitPrice: 35_000,
        currency: 'KRW',
        amount: 35_000,
      },
    ]);
    expect(blue?.exchangeRates).toEqual({ USD: '1380.5' });
    expect(blue?.validUntil).toBe(day(30));

    const log = await database.db
      .selectFrom('estimate_logs')
      .selectAll()
      .where('id', '=', result.estimateLogId)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      user_id: null,
      team_id: null,
      client_address: '127.0.0.1',
      freight_type: 'LCL',
      pol: 'CNSHA',
      pod: 'KRPUS',
      rate_date: today(),
    });
    expect((log.estimates as unknown[]).length).toBe(2);
    expect(log.request).toMatchObject({ incoterms: 'FOB', cargoReadyDate: day(5) });
  });

  it('adds Baro services and names lines in the caller language', async () => {
    await insertLclRates();
    const result = await searchOk(lclSearch({ services: { customsClearance: true } }), { lang: 'en' });
    expect(result.estimates.map((e) => e.totalKRW)).toEqual([578_584, 601_682]);
    // Rate charges by the catalogue's English name (an OTHER charge by the partner's words).
    expect(result.estimates[0]?.lines.map((l) => [l.chargeCode, l.name, l.group])).toEqual([
      ['OFR_LCL', 'Ocean freight (LCL)', 'freight'],
      ['CFS', 'CFS charge', 'destination'],
      ['OTHER', 'D/O', 'destination'],
      ['CUSTOMS', 'Import customs clearance', 'service'],
    ]);
    expect(result.services).toEqual({
      customsClearance: true,
      insurance: false,
      inlandTransport: false,
      cargoValue: null,
    });
  });

  it('prices FCL per partner and carrier only when every requested container type has a rate', async () => {
    const fclCharges = (othc: number, doc: number, dthc: number) => [
      charge('THC', 'origin', 'CNTR', othc, 'CNY', 'O/THC'),
      charge('DOC', 'destination', 'BL', doc, 'KRW'),
      charge('THC', 'destination', 'CNTR', dthc, 'KRW', 'D/THC'),
    ];
    const lane = { freightType: 'FCL' as const, pol: 'CNSHA', pod: 'KRPUS' };
    await insertRate({
      ...lane,
      carrier: 'SITC',
      transitDays: 3,
      containerType: '20DRY',
      price: 1200,
      localCharges: fclCharges(900, 40_000, 130_000),
    });
    // A dearer 20DRY rate of the same partner and carrier: the cheaper one is used.
    await insertRate({
      ...lane,
      carrier: 'SITC',
      transitDays: 2,
      containerType: '20DRY',
      price: 1300,
      localCharges: fclCharges(900, 40_000, 130_000),
    });
    await insertRate({
      ...lane,
      carrier: 'SITC',
      transitDays: 4,
      containerType: '40HQ',
      price: 2100,
      localCharges: fclCharges(1300, 45_000, 180_000),
    });
    await insertRate({
      ...lane,
      partnerId: EASTERN,
      carrier: 'HMM',
      transitDays: 2,
      containerType: '20DRY',
      price: 1000,
      localCharges: fclCharges(900, 40_000, 130_000),
    });

    const both = await searchOk({
      freightType: 'FCL',
      pol: 'CNSHA',
      pod: 'KRPUS',
      incoterms: 'EXW',
      cargoReadyDate: day(5),
      containers: [
        { type: '20DRY', quantity: 2 },
        { type: '40HQ', quantity: 1 },
      ],
    });
    expect(both.estimates).toHaveLength(1);
    const [estimate] = both.estimates;
    expect(estimate).toMatchObject({
      partner: { id: BLUE, name: 'Blue Ocean Logistics' },
      carrier: 'SITC',
      transitDays: 4,
      totalKRW: 7_287_025,
      totalUSD: 5278.54,
      exchangeRates: { CNY: '190.25', USD: '1380.5' },
    });
    expect(
      estimate?.lines.map((l) => `${l.chargeCode} ${l.name} ${l.quantity}×${l.unitPrice} ${l.currency}`),
    ).toEqual([
      'THC 터미널 화물처리비 (THC) (20DRY) 2×900 CNY',
      'THC 터미널 화물처리비 (THC) (40HQ) 1×1300 CNY',
      'OFR_20DRY 해상운임 20DRY 2×1200 USD',
      'OFR_40HQ 해상운임 40HQ 1×2100 USD',
      'DOC 서류발급비 (DOC) 1×45000 KRW',
      'THC 터미널 화물처리비 (THC) (20DRY) 2×130000 KRW',
      'THC 터미널 화물처리비 (THC) (40HQ) 1×180000 KRW',
    ]);
    expect(both.measures.containers).toBe(3);

    const only20 = await searchOk({
      freightType: 'FCL',
      pol: 'CNSHA',
      pod: 'KRPUS',
      incoterms: 'FOB',
      cargoReadyDate: day(5),
      containers: [{ type: '20DRY', quantity: 2 }],
    });
    expect(only20.estimates.map((e) => [e.partner.name, e.totalKRW])).toEqual([
      // 2,000 USD + 40,000 + 260,000 KRW
      ['Eastern Star Forwarding', 3_061_000],
      ['Blue Ocean Logistics', 3_613_200],
    ]);
  });

  it('prices AIR by the weight break of the chargeable weight', async () => {
    await insertRate({
      freightType: 'AIR',
      pol: 'PVG',
      pod: 'ICN',
      carrier: 'KE',
      transitDays: 1,
      weightBreaks: [
        { minKg: 0, price: 6 },
        { minKg: 45, price: 5 },
        { minKg: 100, price: 4.5 },
        { minKg: 300, price: 4 },
      ],
      minCharge: 50,
      localCharges: [
        charge('OTHER', 'destination', 'BL', 50_000, 'KRW', 'D/O fee'),
        charge('HANDLING', 'destination', 'KG', 150, 'KRW', 'Terminal handling'),
      ],
    });
    const result = await searchOk({
      freightType: 'AIR',
      pol: 'pvg',
      pod: 'ICN',
      incoterms: 'FOB',
      cargoReadyDate: day(0),
      packages: [{ length: 100, width: 80, height: 60, weight: 50, quantity: 2 }],
    });
    expect(result.measures.chargeableKg).toBe(160);
    expect(result.estimates).toHaveLength(1);
    expect(result.estimates[0]).toMatchObject({ totalKRW: 1_067_960, totalUSD: 773.6 });
    expect(result.estimates[0]?.lines[0]).toMatchObject({
      unit: 'KG',
      quantity: 160,
      unitPrice: 4.5,
      amount: 720,
    });
  });

  it('applies a rate from its first to its last valid day, and no day outside', async () => {
    const ready = day(5);
    const lane = { freightType: 'LCL' as const, pol: 'CNNGB', pod: 'KRINC', transitDays: 3, price: 10 };
    await insertRate({ ...lane, carrier: 'ends on the day', validFrom: day(-3), validTo: ready });
    await insertRate({ ...lane, carrier: 'starts on the day', validFrom: ready, validTo: day(9) });
    await insertRate({ ...lane, carrier: 'ended the day before', validFrom: day(-3), validTo: day(4) });
    await insertRate({ ...lane, carrier: 'starts the day after', validFrom: day(6), validTo: day(9) });
    const result = await searchOk(lclSearch({ pol: 'CNNGB', pod: 'KRINC', cargoReadyDate: ready }));
    expect(result.estimates.map((e) => e.carrier).sort()).toEqual(['ends on the day', 'starts on the day']);
  });

  it('orders equal prices by transit time', async () => {
    const lane = { freightType: 'LCL' as const, pol: 'CNSHA', pod: 'KRPUS', price: 10 };
    await insertRate({ ...lane, carrier: 'SLOW', transitDays: 9 });
    await insertRate({ ...lane, partnerId: EASTERN, carrier: 'FAST', transitDays: 2 });
    await insertRate({ ...lane, carrier: 'CHEAP', transitDays: 12, price: 9 });
    const result = await searchOk(lclSearch());
    expect(result.estimates.map((e) => e.carrier)).toEqual(['CHEAP', 'FAST', 'SLOW']);
  });

  it('answers and logs a search without estimates', async () => {
    const result = await searchOk(lclSearch({ incoterms: 'DDP' }));
    expect(result.estimates).toEqual([]);
    await insertLclRates();
    // Under DDP the seller pays everything: nothing to quote unless Baro services are asked for.
    expect((await searchOk(lclSearch({ incoterms: 'DDP' }))).estimates).toEqual([]);
    const withService = await searchOk(lclSearch({ incoterms: 'DDP', services: { inlandTransport: true } }));
    expect(withService.estimates.map((e) => e.totalKRW)).toEqual([396_000, 396_000]);
    const logs = await database.db.selectFrom('estimate_logs').select('estimates').execute();
    expect(logs).toHaveLength(3);
  });

  it('logs the member and the team when a customer searches', async () => {
    await insertLclRates();
    const { teamId, master } = await createTeam(database);
    const result = await searchOk(lclSearch(), await authHeaders(app, database, master));
    const log = await database.db
      .selectFrom('estimate_logs')
      .select(['user_id', 'team_id', 'client_address'])
      .where('id', '=', result.estimateLogId)
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ user_id: master.id, team_id: teamId, client_address: null });
  });

  it('refuses a bad token on the anonymous route instead of ignoring it', async () => {
    const response = await search(lclSearch(), { authorization: 'Bearer not-a-token' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_TOKEN');
  });

  it('is unavailable without exchange rates for today', async () => {
    await database.db.deleteFrom('exchange_rates').execute();
    const response = await search(lclSearch());
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
  });

  describe('validation', () => {
    const fields = async (payload: unknown, lang: 'ko' | 'en') => {
      const response = await search(payload, { lang });
      expect(response.statusCode, response.body).toBe(400);
      const body = errorBodySchema.parse(response.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      return body.fields ?? {};
    };

    it('checks the locations against the freight mode, in Korean and English', async () => {
      expect(await fields(lclSearch({ pol: 'ICN', pod: 'XXXXX' }), 'ko')).toEqual({
        pol: '해상 운송(FCL, LCL)에는 항구 코드를 입력해 주세요',
        pod: '등록되지 않은 항구·공항 코드입니다',
      });
      expect(await fields({ ...lclSearch({ freightType: 'AIR', pol: 'CNSHA', pod: 'ICN' }) }, 'en')).toEqual({
        pol: 'Air freight (AIR) needs an airport code',
      });
      expect(await fields(lclSearch({ pod: 'CNSHA' }), 'en')).toEqual({
        pod: 'Origin and destination must differ',
      });
    });

    it('needs a cargo-ready date from today to a year ahead (Seoul)', async () => {
      expect(Object.keys(await fields(lclSearch({ cargoReadyDate: day(-1) }), 'ko'))).toEqual([
        'cargoReadyDate',
      ]);
      expect((await fields(lclSearch({ cargoReadyDate: day(-1) }), 'ko')).cargoReadyDate).toMatch(
        /이후 날짜를 입력해 주세요$/,
      );
      expect((await fields(lclSearch({ cargoReadyDate: day(400) }), 'en')).cargoReadyDate).toMatch(
        /^Must be on or before /,
      );
      expect((await fields(lclSearch({ cargoReadyDate: '2026-02-30' }), 'en')).cargoReadyDate).toBeDefined();
      // The last allowed day.
      expect((await search(lclSearch({ cargoReadyDate: day(365) }))).statusCode).toBe(200);
    });

    it('needs containers for FCL and packages for LCL and AIR', async () => {
      const fcl = {
        freightType: 'FCL',
        pol: 'CNSHA',
        pod: 'KRPUS',
        incoterms: 'FOB',
        cargoReadyDate: day(1),
      };
      expect(await fields(fcl, 'ko')).toEqual({ containers: '필수 입력 항목입니다' });
      expect(await fields({ ...fcl, containers: [] }, 'en')).toEqual({
        containers: 'FCL needs container types and quantities',
      });
      expect(
        await fields(
          {
            ...fcl,
            containers: [
              { type: '20DRY', quantity: 1 },
              { type: '20DRY', quantity: 2 },
            ],
          },
          'en',
        ),
      ).toEqual({ 'containers.1.type': 'List each container type once' });
      expect(await fields(lclSearch({ packages: undefined }), 'ko')).toEqual({
        packages: '필수 입력 항목입니다',
      });
      expect(Object.keys(await fields(lclSearch({ packages: [] }), 'en'))).toEqual(['packages']);
      expect(await fields(lclSearch({ containers: [{ type: '20DRY', quantity: 1 }] }), 'en')).toEqual({
        containers: 'Containers are only for FCL',
      });
    });

    it('takes the commodity up to its limit, answers it back, and refuses a longer one', async () => {
      const result = await searchOk(lclSearch({ cargoDescription: '  면 티셔츠 ' }));
      expect(result.cargoDescription).toBe('면 티셔츠');
      expect((await searchOk(lclSearch())).cargoDescription).toBeNull();
      expect(
        await fields(lclSearch({ cargoDescription: 'a'.repeat(CARGO_LIMITS.descriptionLength + 1) }), 'en'),
      ).toEqual({ cargoDescription: 'Must be at most 1,000 characters' });
    });

    it('refuses counts and weights beyond the cargo limits instead of reading them otherwise', async () => {
      expect(
        await fields(
          {
            ...lclSearch({ freightType: 'FCL', packages: undefined }),
            containers: [
              { type: '40HQ', quantity: -3 },
              { type: '20DRY', quantity: 99_999 },
            ],
          },
          'en',
        ),
      ).toEqual({
        'containers.0.quantity': 'Must be at least 1',
        'containers.1.quantity': 'Must be at most 999',
      });
      expect(
        await fields(
          lclSearch({ packages: [{ length: 10, width: 10, height: 10, weight: 1e9, quantity: 10_000 }] }),
          'ko',
        ),
      ).toEqual({
        'packages.0.weight': `${CARGO_LIMITS.packageWeightKg.max.toLocaleString('en-US')} 이하여야 합니다`,
        'packages.0.quantity': '9,999 이하여야 합니다',
      });
    });

    it('checks quantities, dimensions and weights', async () => {
      const bad = await fields(
        lclSearch({
          packages: [
            { length: 10.25, width: 0, height: 3000, weight: 1.2345, quantity: 1.5 },
            { length: 10, width: 10, height: 10, weight: -1, quantity: 0 },
          ],
        }),
        'en',
      );
      expect(bad).toMatchObject({
        'packages.0.length': 'Use at most one decimal place',
        'packages.0.weight': 'Use at most three decimal places',
        'packages.1.quantity': expect.any(String),
        'packages.1.weight': expect.any(String),
      });
      expect(Object.keys(bad).sort()).toEqual([
        'packages.0.height',
        'packages.0.length',
        'packages.0.quantity',
        'packages.0.weight',
        'packages.0.width',
        'packages.1.quantity',
        'packages.1.weight',
      ]);
      expect(Object.keys(await fields(lclSearch({ incoterms: 'FAS' as 'FOB' }), 'en'))).toEqual([
        'incoterms',
      ]);
    });
  });

  describe('visitor search limit', () => {
    it(`allows ${ANONYMOUS_SEARCH_LIMIT} searches per address per window, then 429 with Retry-After`, async () => {
      const now = app.clock.now();
      await database.db
        .insertInto('estimate_logs')
        .values(
          Array.from({ length: ANONYMOUS_SEARCH_LIMIT }, (_, i) => ({
            id: newId('elog'),
            client_address: '127.0.0.1',
            freight_type: 'LCL' as const,
            pol: 'CNSHA',
            pod: 'KRPUS',
            request: '{}',
            estimates: '[]',
            rate_date: today(),
            created_at: new Date(now.getTime() - ANONYMOUS_SEARCH_WINDOW_MS + 60_000 + i * 1000),
          })),
        )
        .execute();
      const refused = await search(lclSearch());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);

      // Members are not counted against the address.
      const member = await createCustomer(database);
      expect((await search(lclSearch(), await authHeaders(app, database, member))).statusCode).toBe(200);

      app.clock.advance(61_000);
      expect((await search(lclSearch())).statusCode).toBe(200);
    });
  });
});
