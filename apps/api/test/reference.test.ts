import { errorBodySchema, exchangeRatesSchema, locationListSchema, locationSchema } from '@baro/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findRatesOn } from '../src/modules/reference/exchange-rates.repository.ts';
import { LOCATIONS } from '../src/modules/reference/locations.data.ts';
import {
  RATE_DAYS_AFTER,
  RATE_DAYS_BEFORE,
  referenceDataSeeder,
  SEED_RATE_BASES,
  seedExchangeRate,
  seedLocations,
  seedReferenceData,
} from '../src/modules/reference/reference-data.seeder.ts';
import { loadDemoData } from '../src/seed/load-demo-data.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const errorOf = (payload: string) => errorBodySchema.parse(JSON.parse(payload));

describe('reference data (public)', () => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('declares every public reference route as anonymous', () => {
    for (const route of [
      'GET /api/locations',
      'GET /api/locations/:code',
      'GET /api/exchange-rates',
      'GET /api/forwarding/schedules',
      'GET /api/forwarding/charge-codes',
    ]) {
      expect(app.routeAccess.get(route), route).toBe('anonymous');
    }
  });

  describe('GET /api/locations', () => {
    beforeAll(async () => {
      await database.reset();
      await seedLocations(database.db, new Date());
    });

    const search = async (query: string, headers: Record<string, string> = {}) => {
      const response = await app.inject({ method: 'GET', url: `/api/locations?${query}`, headers });
      expect(response.statusCode, response.payload).toBe(200);
      return locationListSchema.parse(response.json()).items;
    };
    const codes = async (query: string, headers: Record<string, string> = {}) =>
      (await search(query, headers)).map((item) => item.code);

    it('answers the ports and airports of the data file with their names, country and zone', async () => {
      const items = await search('query=KRPUS');
      expect(items[0]).toEqual({
        code: 'KRPUS',
        kind: 'sea',
        nameKo: '부산',
        nameEn: 'Busan',
        countryCode: 'KR',
        timeZone: 'Asia/Seoul',
      });
      expect(LOCATIONS.filter((l) => l.kind === 'sea').length).toBeGreaterThanOrEqual(50);
      expect(LOCATIONS.filter((l) => l.kind === 'air').length).toBeGreaterThanOrEqual(20);
    });

    it('has well-formed data: unique codes, UN/LOCODE or IATA, known IANA zones', () => {
      expect(new Set(LOCATIONS.map((l) => l.code)).size).toBe(LOCATIONS.length);
      for (const location of LOCATIONS) {
        if (location.kind === 'sea') {
          expect(location.code, location.code).toMatch(/^[A-Z]{2}[A-Z2-9]{3}$/);
          expect(location.code.slice(0, 2)).toBe(location.countryCode);
        } else {
          expect(location.code, location.code).toMatch(/^[A-Z]{3}$/);
        }
        expect(() => new Intl.DateTimeFormat('en', { timeZone: location.timeZone })).not.toThrow();
        expect(location.nameKo).toMatch(/[가-힣]/);
        expect(location.nameEn).toMatch(/^[A-Z]/);
      }
    });

    it('finds by Korean name, also a part of it', async () => {
      expect(await codes('query=부산')).toEqual(['KRPUS', 'PUS']);
      expect(await codes(`query=${encodeURIComponent('상하')}`)).toEqual(['CNSHA', 'PVG']);
      expect(await codes(`query=${encodeURIComponent('칭다오')}&kind=sea`)).toEqual(['CNTAO']);
      expect(await codes(`query=${encodeURIComponent('인천')}`)).toEqual(['KRINC', 'ICN']);
    });

    it('finds by English name case-insensitively, ignoring spaces and punctuation', async () => {
      expect(await codes('query=busan')).toEqual(['KRPUS', 'PUS']);
      expect(await codes('query=SHANGHAI')).toEqual(['CNSHA', 'PVG']);
      expect(await codes('query=hochiminh')).toEqual(['VNSGN', 'SGN']);
      expect(await codes('query=ho-chi-minh')).toEqual(['VNSGN', 'SGN']);
      expect(await codes(`query=${encodeURIComponent('Tianjin (Xingang)')}`)).toEqual(['CNTXG']);
    });

    it('normalises what was typed (full-width letters, zero-width characters, outer spaces)', async () => {
      expect(await codes(`query=${encodeURIComponent('　ｂｕｓａｎ\u200b ')}`)).toEqual(['KRPUS', 'PUS']);
      expect(await codes(`query=${encodeURIComponent('부 산')}`)).toEqual(['KRPUS', 'PUS']);
    });

    it('finds by code, an exact code first, in any case', async () => {
      expect(await codes('query=icn')).toEqual(['ICN']);
      expect((await codes('query=PUS'))[0]).toBe('PUS');
      expect(await codes('query=PUS')).toContain('KRPUS');
      expect(await codes('query=cnsha')).toEqual(['CNSHA']);
    });

    it('filters by kind', async () => {
      const sea = await search('kind=sea&limit=50');
      expect(sea.every((item) => item.kind === 'sea')).toBe(true);
      const air = await search('query=tokyo&kind=air');
      expect(air.map((item) => item.code)).toEqual(['NRT', 'HND']);
    });

    it('lists Korean locations first, then by name in the caller language', async () => {
      const all = await search('limit=50');
      const korean = LOCATIONS.filter((l) => l.countryCode === 'KR').length;
      expect(all.slice(0, korean).every((item) => item.countryCode === 'KR')).toBe(true);
      expect(all[korean]?.countryCode).not.toBe('KR');
      const ko = all.slice(0, korean).map((item) => item.nameKo);
      expect(ko).toEqual([...ko].sort());

      const en = await search('limit=50&kind=sea', { lang: 'en' });
      const foreign = en.filter((item) => item.countryCode !== 'KR').map((item) => item.nameEn);
      expect(foreign).toEqual([...foreign].sort());
      expect(en[0]?.nameEn).toBe('Busan');
    });

    it('limits to 20 by default and at most 50', async () => {
      expect(await search('')).toHaveLength(20);
      expect(await search('limit=5')).toHaveLength(5);
      expect(await search('limit=50')).toHaveLength(50);
    });

    it.each([
      ['limit=51', 'limit'],
      ['limit=0', 'limit'],
      ['kind=rail', 'kind'],
      [`query=${'x'.repeat(101)}`, 'query'],
      ['foo=1', 'foo'],
    ])('rejects %s with VALIDATION_FAILED naming the field', async (query, field) => {
      const response = await app.inject({ method: 'GET', url: `/api/locations?${query}` });
      expect(response.statusCode).toBe(400);
      const body = errorOf(response.payload);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fields ?? {})).toEqual([field]);
    });

    it('treats LIKE wildcards as plain characters and finds nothing for unknown text', async () => {
      expect(await codes('query=%25')).toEqual([]);
      expect(await codes('query=_')).toEqual([]);
      expect(await codes(`query=${encodeURIComponent('없는항구')}`)).toEqual([]);
    });

    it('GET /api/locations/{code} answers one location, any case; unknown codes are 404', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/locations/krinc' });
      expect(response.statusCode).toBe(200);
      expect(locationSchema.parse(response.json())).toMatchObject({ code: 'KRINC', nameKo: '인천' });
      const air = await app.inject({ method: 'GET', url: '/api/locations/ICN' });
      expect(air.json()).toMatchObject({ code: 'ICN', kind: 'air', nameEn: 'Incheon International Airport' });

      const missing = await app.inject({ method: 'GET', url: '/api/locations/XXXXX' });
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing.payload).code).toBe('NOT_FOUND');
      const malformed = await app.inject({ method: 'GET', url: '/api/locations/K-PUS' });
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('GET /api/exchange-rates', () => {
    beforeEach(async () => {
      await database.reset();
    });

    const putRates = async (date: string, rates: Record<string, string>) => {
      for (const [currency, krw] of Object.entries(rates)) {
        await database.db
          .insertInto('exchange_rates')
          .values({ date, currency, krw_per_unit: krw })
          .execute();
      }
    };

    it('answers the latest day on or before the date, KRW per unit as numbers, KRW itself 1', async () => {
      await putRates('2026-03-02', { USD: '1380.5', JPY: '9.2134', VND: '0.055123' });
      await putRates('2026-03-05', { USD: '1391.25', CNY: '190.1' });

      const on = async (date: string) => {
        const response = await app.inject({ method: 'GET', url: `/api/exchange-rates?date=${date}` });
        expect(response.statusCode, response.payload).toBe(200);
        return exchangeRatesSchema.parse(response.json());
      };
      expect(await on('2026-03-02')).toEqual({
        date: '2026-03-02',
        rates: { KRW: 1, USD: 1380.5, JPY: 9.2134, VND: 0.055123 },
      });
      expect(await on('2026-03-04')).toEqual({
        date: '2026-03-02',
        rates: { KRW: 1, USD: 1380.5, JPY: 9.2134, VND: 0.055123 },
      });
      expect(await on('2026-03-05')).toEqual({
        date: '2026-03-05',
        rates: { KRW: 1, USD: 1391.25, CNY: 190.1 },
      });
      expect((await on('2027-01-01')).date).toBe('2026-03-05');

      const before = await app.inject({ method: 'GET', url: '/api/exchange-rates?date=2026-03-01' });
      expect(before.statusCode).toBe(404);
      expect(errorOf(before.payload).code).toBe('NOT_FOUND');
    });

    it('defaults to today in Seoul', async () => {
      // 2026-03-05 23:30 UTC is already 2026-03-06 in Seoul.
      await putRates('2026-03-05', { USD: '1380' });
      await putRates('2026-03-06', { USD: '1390' });
      const offset = Date.parse('2026-03-05T23:30:00Z') - Date.now();
      app.clock.advance(offset);
      try {
        const response = await app.inject({ method: 'GET', url: '/api/exchange-rates' });
        expect(response.json()).toMatchObject({ date: '2026-03-06', rates: { USD: 1390 } });
      } finally {
        app.clock.advance(-offset);
      }
    });

    it('answers 404 when there are no rates at all', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/exchange-rates' });
      expect(response.statusCode).toBe(404);
    });

    it.each(['2026-02-30', '20260301', 'today', '2026-3-1'])('rejects date=%s', async (date) => {
      const response = await app.inject({ method: 'GET', url: `/api/exchange-rates?date=${date}` });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(errorOf(response.payload).fields ?? {})).toEqual(['date']);
    });

    it('findRatesOn gives other modules exact decimal strings', async () => {
      await putRates('2026-03-02', { USD: '1380.500000', JPY: '9.2134', EUR: '1490' });
      expect(await findRatesOn(database.db, '2026-03-03')).toEqual({
        date: '2026-03-02',
        rates: { KRW: '1', USD: '1380.5', JPY: '9.2134', EUR: '1490' },
      });
      expect(await findRatesOn(database.db, '2026-03-01')).toBeNull();
    });
  });

  describe('the reference data seeder', () => {
    beforeEach(async () => {
      await database.reset();
    });

    const counts = async () => {
      const row = await sql<{ locations: number; rates: number; schedules: number }>`
        select (select count(*)::int from locations) as locations,
               (select count(*)::int from exchange_rates) as rates,
               (select count(*)::int from vessel_schedules) as schedules`.execute(database.db);
      return row.rows[0];
    };

    it('loads locations, rates for every day around the seed day and three months of sailings', async () => {
      const now = new Date('2026-05-10T03:00:00Z');
      await seedReferenceData(database.db, now);
      const loaded = await counts();
      const days = RATE_DAYS_BEFORE + RATE_DAYS_AFTER + 1;
      expect(loaded).toMatchObject({
        locations: LOCATIONS.length,
        rates: days * Object.keys(SEED_RATE_BASES).length,
      });
      expect(loaded?.schedules).toBeGreaterThan(300);

      const first = await findRatesOn(database.db, '2026-02-09');
      expect(first?.date).toBe('2026-02-09');
      expect(Object.keys(first?.rates ?? {}).sort()).toEqual([
        'CNY',
        'EUR',
        'GBP',
        'HKD',
        'JPY',
        'KRW',
        'USD',
        'VND',
      ]);
      expect(await findRatesOn(database.db, '2026-02-08')).toBeNull();
      expect((await findRatesOn(database.db, '2026-12-31'))?.date).toBe('2026-06-09');

      const lanes = await database.db
        .selectFrom('vessel_schedules')
        .select(['pol', 'pod'])
        .distinct()
        .execute();
      const laneKeys = lanes.map((lane) => `${lane.pol}-${lane.pod}`);
      for (const pol of ['CNSHA', 'CNNGB', 'CNTAO', 'VNSGN', 'JPTYO', 'USLAX', 'DEHAM', 'NLRTM']) {
        for (const pod of ['KRPUS', 'KRINC']) expect(laneKeys, `${pol}-${pod}`).toContain(`${pol}-${pod}`);
      }
      const range = await sql<{ first: Date; last: Date; carriers: number; bad: number }>`
        select min(etd) as first, max(etd) as last, count(distinct carrier)::int as carriers,
               count(*) filter (where eta <> etd + transit_days * interval '1 day'
                                   or cutoff_at <> etd - interval '2 days')::int as bad
        from vessel_schedules`.execute(database.db);
      const {
        first: firstEtd,
        last,
        carriers,
        bad,
      } = range.rows[0] as {
        first: Date;
        last: Date;
        carriers: number;
        bad: number;
      };
      expect(new Date(firstEtd).getTime()).toBeGreaterThanOrEqual(Date.parse('2026-05-09T15:00:00Z'));
      expect(new Date(last).getTime()).toBeLessThan(Date.parse('2026-08-09T15:00:00Z'));
      expect(carriers).toBe(8);
      expect(bad).toBe(0);
    });

    it('gives realistic rates that move a little from day to day', () => {
      for (const [currency, base] of Object.entries(SEED_RATE_BASES)) {
        let previous = Number(seedExchangeRate('2026-02-01', currency));
        for (let day = 2; day <= 28; day += 1) {
          const rate = Number(seedExchangeRate(`2026-02-${String(day).padStart(2, '0')}`, currency));
          expect(Math.abs(rate / base.krw - 1), currency).toBeLessThan(0.025);
          expect(Math.abs(rate / previous - 1), currency).toBeLessThan(0.01);
          previous = rate;
        }
        expect(seedExchangeRate('2026-02-03', currency)).toBe(seedExchangeRate('2026-02-03', currency));
      }
      expect(seedExchangeRate('2026-02-03', 'USD')).toMatch(/^1[34]\d\d\.\d\d$/);
      expect(seedExchangeRate('2026-02-03', 'JPY')).toMatch(/^\d\.\d{4}$/);
      expect(seedExchangeRate('2026-02-03', 'VND')).toMatch(/^0\.05\d{4}$/);
    });

    it('is idempotent, also when run again on a later day, and keeps staff edits', async () => {
      const now = new Date('2026-05-10T03:00:00Z');
      await seedReferenceData(database.db, now);
      const once = await counts();
      const schedules = await database.db
        .selectFrom('vessel_schedules')
        .select(['id', 'vessel', 'voyage', 'etd'])
        .orderBy('id')
        .execute();

      await database.db
        .updateTable('locations')
        .set({ name_ko: '부산항' })
        .where('code', '=', 'KRPUS')
        .execute();
      await seedReferenceData(database.db, now);
      expect(await counts()).toEqual(once);
      const again = await database.db
        .selectFrom('vessel_schedules')
        .select(['id', 'vessel', 'voyage', 'etd'])
        .orderBy('id')
        .execute();
      expect(again).toEqual(schedules);
      const busan = await database.db
        .selectFrom('locations')
        .select('name_ko')
        .where('code', '=', 'KRPUS')
        .executeTakeFirst();
      expect(busan?.name_ko).toBe('부산항');

      // A week later: the overlapping sailings are the same rows, the new week is added.
      await seedReferenceData(database.db, new Date('2026-05-17T03:00:00Z'));
      const later = await counts();
      expect(later?.rates).toBe((once?.rates ?? 0) + 7 * Object.keys(SEED_RATE_BASES).length);
      expect(later?.schedules).toBeGreaterThan(once?.schedules ?? 0);
      const overlapping = await database.db
        .selectFrom('vessel_schedules')
        .select(['id', 'vessel', 'voyage', 'etd'])
        .where(
          'id',
          'in',
          schedules.map((s) => s.id),
        )
        .orderBy('id')
        .execute();
      expect(overlapping).toEqual(schedules);
    });

    it('runs as part of the demo data loader', async () => {
      const result = await loadDemoData(database.db, { onlyIfNew: true, seeders: [referenceDataSeeder] });
      expect(result).toEqual({ loaded: true, seeders: ['reference-data'] });
      expect((await counts())?.locations).toBe(LOCATIONS.length);
    });
  });
});
