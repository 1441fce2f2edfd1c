import {
  errorBodySchema,
  exchangeRatesSchema,
  getErrorMessage,
  locationSchema,
  vesselSchedulePageSchema,
  vesselScheduleSchema,
} from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../src/db/new-id.ts';
import { findRatesOn } from '../src/modules/reference/exchange-rates.repository.ts';
import { seedLocations } from '../src/modules/reference/reference-data.seeder.ts';
import {
  authHeaders,
  createCustomer,
  createPartnerAdmin,
  createStaff,
  createWorker,
} from './support/accounts.ts';
import { createAdminTestApp } from './support/admin-app.ts';
import type { TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const errorOf = (payload: string) => errorBodySchema.parse(JSON.parse(payload));

describe('staff API: reference data', () => {
  let database: TestDatabase;
  let app: TestApp;
  let staffHeaders: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createAdminTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.reset();
    await seedLocations(database.db, new Date());
    staffHeaders = await authHeaders(app, database, await createStaff(database));
  });

  type Method = 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  const send = (method: Method, url: string, payload?: unknown, headers = staffHeaders) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  const newPort = {
    code: 'krmas',
    kind: 'sea',
    nameKo: ' 마산 ',
    nameEn: 'Masan',
    countryCode: 'kr',
    timeZone: 'Asia/Seoul',
  };
  const sailing = {
    carrier: 'HMM',
    vessel: 'HMM BLESSING',
    voyage: '0123N',
    pol: 'CNSHA',
    pod: 'KRPUS',
    cutoffAt: '2026-06-01T09:00:00+09:00',
    etd: '2026-06-03T09:00:00+09:00',
    eta: '2026-06-05T18:00:00+09:00',
  };

  describe('who may call it', () => {
    const routes = [
      ['POST', '/api/admin/locations', newPort],
      ['PATCH', '/api/admin/locations/KRPUS', { nameKo: '부산항' }],
      ['DELETE', '/api/admin/locations/KRKUV', undefined],
      ['PUT', '/api/admin/exchange-rates/2026-06-01', { rates: { USD: 1380 } }],
      ['POST', '/api/admin/schedules', sailing],
      ['DELETE', '/api/admin/schedules/vsl_nothing0000', undefined],
    ] as const;

    it('declares every route staff-only', () => {
      for (const route of [
        'POST /api/admin/locations',
        'PATCH /api/admin/locations/:code',
        'DELETE /api/admin/locations/:code',
        'PUT /api/admin/exchange-rates/:date',
        'POST /api/admin/schedules',
        'DELETE /api/admin/schedules/:id',
      ]) {
        expect(app.routeAccess.get(route), route).toEqual(['staff']);
      }
    });

    it.each(routes)(
      '%s %s: no token 401, customer/partner/worker 403, and nothing changes',
      async (method, url, body) => {
        const anonymous = await send(method, url, body, {});
        expect(anonymous.statusCode).toBe(401);
        expect(errorOf(anonymous.payload).code).toBe('UNAUTHORIZED');
        for (const user of [
          await createCustomer(database),
          await createPartnerAdmin(database),
          await createWorker(database),
        ]) {
          const response = await send(method, url, body, await authHeaders(app, database, user));
          expect(response.statusCode, user.kind).toBe(403);
          expect(errorOf(response.payload).code).toBe('FORBIDDEN');
        }
        const port = await database.db
          .selectFrom('locations')
          .select('name_ko')
          .where('code', '=', 'KRPUS')
          .executeTakeFirst();
        expect(port?.name_ko).toBe('부산');
        expect(
          await database.db.selectFrom('locations').select('code').where('code', '=', 'KRMAS').execute(),
        ).toEqual([]);
        expect(await findRatesOn(database.db, '2026-06-01')).toBeNull();
        expect(await database.db.selectFrom('vessel_schedules').select('id').execute()).toEqual([]);
      },
    );
  });

  describe('locations', () => {
    it('creates a location, normalising what was typed, and the public search finds it', async () => {
      const response = await send('POST', '/api/admin/locations', newPort);
      expect(response.statusCode, response.payload).toBe(201);
      expect(locationSchema.parse(response.json())).toEqual({
        code: 'KRMAS',
        kind: 'sea',
        nameKo: '마산',
        nameEn: 'Masan',
        countryCode: 'KR',
        timeZone: 'Asia/Seoul',
      });
      const found = await app.inject({
        method: 'GET',
        url: `/api/locations?query=${encodeURIComponent('마산')}`,
      });
      expect(found.json().items.map((item: { code: string }) => item.code)).toEqual(['KRMAS']);

      const again = await send('POST', '/api/admin/locations', newPort);
      expect(again.statusCode).toBe(409);
      expect(errorOf(again.payload).code).toBe('CONFLICT');
    });

    it('creates an airport by IATA code', async () => {
      const response = await send('POST', '/api/admin/locations', {
        code: 'CTS',
        kind: 'air',
        nameKo: '삿포로 신치토세공항',
        nameEn: 'Sapporo New Chitose Airport',
        countryCode: 'JP',
        timeZone: 'Asia/Tokyo',
      });
      expect(response.statusCode, response.payload).toBe(201);
      expect(response.json()).toMatchObject({ code: 'CTS', kind: 'air' });
    });

    it.each([
      [{ ...newPort, code: 'JPMAS' }, 'code'],
      [{ ...newPort, code: 'KRMA1' }, 'code'],
      [{ ...newPort, kind: 'air' }, 'code'],
      [{ ...newPort, kind: 'rail' }, 'kind'],
      [{ ...newPort, nameKo: '   ' }, 'nameKo'],
      [{ ...newPort, nameEn: 'x'.repeat(101) }, 'nameEn'],
      [{ ...newPort, countryCode: 'KOR' }, 'countryCode'],
      [{ ...newPort, timeZone: 'KST' }, 'timeZone'],
      [{ ...newPort, timeZone: 'Asia/Nowhere' }, 'timeZone'],
      [{ ...newPort, timeZone: '+09:00' }, 'timeZone'],
      [{ ...newPort, extra: true }, 'extra'],
    ])('refuses %o with VALIDATION_FAILED on %s', async (body, field) => {
      const response = await send('POST', '/api/admin/locations', body);
      expect(response.statusCode).toBe(400);
      const error = errorOf(response.payload);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
    });

    it('explains a mismatched code in the caller language', async () => {
      const response = await send(
        'POST',
        '/api/admin/locations',
        { ...newPort, code: 'JPMAS' },
        {
          ...staffHeaders,
          lang: 'en',
        },
      );
      expect(errorOf(response.payload).fields?.code).toMatch(/UN\/LOCODE/);
    });

    it('updates names, country and zone; the code is the key', async () => {
      const response = await send('PATCH', '/api/admin/locations/krpus', {
        nameKo: '부산항',
        nameEn: 'Busan New Port',
      });
      expect(response.statusCode, response.payload).toBe(200);
      expect(response.json()).toMatchObject({
        code: 'KRPUS',
        nameKo: '부산항',
        nameEn: 'Busan New Port',
        countryCode: 'KR',
      });

      const airport = await send('PATCH', '/api/admin/locations/ICN', {
        timeZone: 'Asia/Tokyo',
        countryCode: 'JP',
      });
      expect(airport.json()).toMatchObject({ timeZone: 'Asia/Tokyo', countryCode: 'JP' });

      const mismatch = await send(
        'PATCH',
        '/api/admin/locations/KRPUS',
        { countryCode: 'JP' },
        { ...staffHeaders, lang: 'en' },
      );
      expect(mismatch.statusCode).toBe(400);
      expect(errorOf(mismatch.payload).fields).toEqual({ countryCode: expect.stringMatching(/country/) });

      for (const body of [{}, { code: 'KRXXX' }, { kind: 'air' }]) {
        const refused = await send('PATCH', '/api/admin/locations/KRPUS', body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      }
      const missing = await send('PATCH', '/api/admin/locations/KRXXX', { nameKo: '없음' });
      expect(missing.statusCode).toBe(404);
    });

    it('deletes an unused location; refuses one in use with LOCATION_IN_USE', async () => {
      const unused = await send('DELETE', '/api/admin/locations/KRKUV');
      expect(unused.statusCode).toBe(204);
      expect((await app.inject({ method: 'GET', url: '/api/locations/KRKUV' })).statusCode).toBe(404);
      expect((await send('DELETE', '/api/admin/locations/KRKUV')).statusCode).toBe(404);

      await database.db
        .insertInto('vessel_schedules')
        .values({
          id: newId('vsl'),
          carrier: 'HMM',
          vessel: 'HMM HOPE',
          voyage: '0001E',
          pol: 'CNSHA',
          pod: 'KRINC',
          etd: new Date('2026-06-01T00:00:00Z'),
          eta: new Date('2026-06-03T00:00:00Z'),
          transit_days: 2,
        })
        .execute();
      for (const code of ['KRINC', 'CNSHA']) {
        const refused = await send('DELETE', `/api/admin/locations/${code}`);
        expect(refused.statusCode, code).toBe(409);
        const body = errorOf(refused.payload);
        expect(body).toMatchObject({
          code: 'LOCATION_IN_USE',
          message: getErrorMessage('LOCATION_IN_USE', 'ko'),
        });
      }
      expect((await app.inject({ method: 'GET', url: '/api/locations/KRINC' })).statusCode).toBe(200);

      // Named by a partner's rate, not by any schedule.
      const partner = await createPartnerAdmin(database);
      await database.db
        .insertInto('partner_rates')
        .values({
          id: newId('rate'),
          partner_id: partner.partnerId as string,
          freight_type: 'LCL',
          pol: 'CNNGB',
          pod: 'KRPTK',
          carrier: 'SITC',
          transit_days: 3,
          valid_from: '2026-06-01',
          valid_to: '2026-06-30',
          currency: 'USD',
          price: '35',
        })
        .execute();
      expect(errorOf((await send('DELETE', '/api/admin/locations/KRPTK')).payload).code).toBe(
        'LOCATION_IN_USE',
      );
    });
  });

  describe('exchange rates', () => {
    it("sets a day's rates, replacing that day only; the public call sees them", async () => {
      const first = await send('PUT', '/api/admin/exchange-rates/2026-06-01', {
        rates: { USD: 1380.5, JPY: 9.2134, VND: 0.055123, EUR: 1490 },
      });
      expect(first.statusCode, first.payload).toBe(200);
      expect(exchangeRatesSchema.parse(first.json())).toEqual({
        date: '2026-06-01',
        rates: { KRW: 1, USD: 1380.5, JPY: 9.2134, VND: 0.055123, EUR: 1490 },
      });
      await send('PUT', '/api/admin/exchange-rates/2026-06-02', { rates: { USD: 1385 } });

      const replaced = await send('PUT', '/api/admin/exchange-rates/2026-06-01', {
        rates: { USD: 1381, CNY: 190.25 },
      });
      expect(replaced.json()).toEqual({ date: '2026-06-01', rates: { KRW: 1, USD: 1381, CNY: 190.25 } });
      expect(await findRatesOn(database.db, '2026-06-01')).toEqual({
        date: '2026-06-01',
        rates: { KRW: '1', USD: '1381', CNY: '190.25' },
      });
      expect(await findRatesOn(database.db, '2026-06-05')).toEqual({
        date: '2026-06-02',
        rates: { KRW: '1', USD: '1385' },
      });
      const publicView = await app.inject({ method: 'GET', url: '/api/exchange-rates?date=2026-06-01' });
      expect(publicView.json()).toEqual({ date: '2026-06-01', rates: { KRW: 1, USD: 1381, CNY: 190.25 } });
    });

    it.each([
      [{ rates: {} }, 'rates'],
      [{ rates: { ABC: 10 } }, 'rates.ABC'],
      [{ rates: { usd: 10 } }, 'rates.usd'],
      [{ rates: { KRW: 1 } }, 'rates.KRW'],
      [{ rates: { USD: 0 } }, 'rates.USD'],
      [{ rates: { USD: -1 } }, 'rates.USD'],
      [{ rates: { USD: '1380' } }, 'rates.USD'],
      [{ rates: { USD: 1380.1234567 } }, 'rates.USD'],
      [{ rates: { USD: 2_000_000_000 } }, 'rates.USD'],
      [{}, 'rates'],
    ])('refuses %o on %s', async (body, field) => {
      const response = await send('PUT', '/api/admin/exchange-rates/2026-06-01', body);
      expect(response.statusCode).toBe(400);
      const error = errorOf(response.payload);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(error.fields ?? {})).toContain(field);
      expect(await findRatesOn(database.db, '2026-06-01')).toBeNull();
    });

    it('refuses a day that does not exist', async () => {
      const response = await send('PUT', '/api/admin/exchange-rates/2026-02-29', { rates: { USD: 1380 } });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(errorOf(response.payload).fields ?? {})).toEqual(['date']);
    });
  });

  describe('schedules', () => {
    it('adds a sailing that the public list shows, with transit days from ETD to ETA', async () => {
      const response = await send('POST', '/api/admin/schedules', sailing);
      expect(response.statusCode, response.payload).toBe(201);
      const created = vesselScheduleSchema.parse(response.json());
      expect(created).toMatchObject({
        id: expect.stringMatching(/^vsl_/),
        carrier: 'HMM',
        pol: { code: 'CNSHA', nameKo: '상하이', nameEn: 'Shanghai' },
        pod: { code: 'KRPUS', nameKo: '부산', nameEn: 'Busan' },
        cutoffAt: '2026-06-01T00:00:00.000Z',
        etd: '2026-06-03T00:00:00.000Z',
        eta: '2026-06-05T09:00:00.000Z',
        transitDays: 2,
      });
      const list = await app.inject({
        method: 'GET',
        url: '/api/forwarding/schedules?pol=CNSHA&from=2026-06-01',
      });
      expect(vesselSchedulePageSchema.parse(list.json()).items).toEqual([created]);

      const explicit = await send('POST', '/api/admin/schedules', {
        ...sailing,
        cutoffAt: null,
        transitDays: 3,
      });
      expect(explicit.json()).toMatchObject({ cutoffAt: null, transitDays: 3 });

      expect((await send('DELETE', `/api/admin/schedules/${created.id}`)).statusCode).toBe(204);
      expect((await send('DELETE', `/api/admin/schedules/${created.id}`)).statusCode).toBe(404);
      const after = await app.inject({
        method: 'GET',
        url: '/api/forwarding/schedules?pol=CNSHA&from=2026-06-01',
      });
      expect(after.json().items).toHaveLength(1);
    });

    it.each([
      [{ ...sailing, pol: 'XXXXX' }, ['pol']],
      [{ ...sailing, pol: 'ICN', pod: 'XXXXX' }, ['pod', 'pol']],
      [{ ...sailing, pod: 'CNSHA' }, ['pod']],
      [{ ...sailing, eta: '2026-06-02T09:00:00+09:00' }, ['eta']],
      [{ ...sailing, cutoffAt: '2026-06-04T09:00:00+09:00' }, ['cutoffAt']],
      [{ ...sailing, etd: '2026-06-03' }, ['etd']],
      [{ ...sailing, carrier: '' }, ['carrier']],
      [{ ...sailing, transitDays: -1 }, ['transitDays']],
      [{ ...sailing, vessel: undefined }, ['vessel']],
    ])('refuses %o naming %o', async (body, fields) => {
      const response = await send('POST', '/api/admin/schedules', body);
      expect(response.statusCode).toBe(400);
      const error = errorOf(response.payload);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(error.fields ?? {}).sort()).toEqual(fields);
      expect(await database.db.selectFrom('vessel_schedules').select('id').execute()).toEqual([]);
    });
  });
});

describe('staff reference writes in the audit log (issue 17)', () => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createAdminTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('records each location, rate and schedule change with before and after', async () => {
    const staff = await createStaff(database);
    const headers = await authHeaders(app, database, staff);
    const send = (
      method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
      url: string,
      payload?: Record<string, unknown>,
    ) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(
      (
        await send('POST', '/api/admin/locations', {
          code: 'KRTST',
          kind: 'sea',
          nameKo: '테스트항',
          nameEn: 'Test Port',
          countryCode: 'KR',
          timeZone: 'Asia/Seoul',
        })
      ).statusCode,
    ).toBe(201);
    expect((await send('PATCH', '/api/admin/locations/KRTST', { nameEn: 'Test Harbour' })).statusCode).toBe(
      200,
    );
    expect(
      (await send('PUT', '/api/admin/exchange-rates/2026-03-02', { rates: { USD: 1400 } })).statusCode,
    ).toBe(200);
    expect((await send('DELETE', '/api/admin/locations/KRTST')).statusCode).toBe(204);
    const log = await app.inject({ method: 'GET', url: '/api/admin/audit', headers });
    const entries = (
      log.json() as { items: { action: string; target: string; before: unknown; after: unknown }[] }
    ).items;
    expect(entries.map((entry) => entry.action)).toEqual([
      'location.delete',
      'exchangeRates.put',
      'location.update',
      'location.create',
    ]);
    expect(entries[2]).toMatchObject({
      target: 'KRTST',
      before: { nameEn: 'Test Port' },
      after: { nameEn: 'Test Harbour' },
    });
    expect(entries[1]).toMatchObject({ target: '2026-03-02' });
    expect(Number((entries[1]?.after as Record<string, string> | undefined)?.USD)).toBe(1400);
  });
});
