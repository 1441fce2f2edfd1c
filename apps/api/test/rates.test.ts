import {
  downloadLinkSchema,
  errorBodySchema,
  type PartnerRate,
  type PartnerRateRequest,
  partnerRatePageSchema,
  partnerRateSchema,
  RATE_FIELD_MESSAGES,
  rateImportResultSchema,
} from '@baro/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '../src/modules/documents/content-types.ts';
import { readXlsx, renderXlsx, type XlsxCellValue } from '../src/modules/documents/render-xlsx.ts';
import { type RATE_COLUMNS, rateSheet } from '../src/modules/rates/rate-import.rules.ts';
import {
  authHeaders,
  createCustomer,
  createPartnerAdmin,
  createStaff,
  createWorker,
  type TestUser,
} from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// Partner rate tables: CRUD with validation in both languages, partner isolation, list filters
// and paging, and the spreadsheet export, template and all-or-nothing import.

const LOCATIONS: [string, 'sea' | 'air', string, string, string, string][] = [
  ['CNSHA', 'sea', '상하이', 'Shanghai', 'CN', 'Asia/Shanghai'],
  ['CNNGB', 'sea', '닝보', 'Ningbo', 'CN', 'Asia/Shanghai'],
  ['KRPUS', 'sea', '부산', 'Busan', 'KR', 'Asia/Seoul'],
  ['KRINC', 'sea', '인천', 'Incheon', 'KR', 'Asia/Seoul'],
  ['PVG', 'air', '상하이 푸둥', 'Shanghai Pudong', 'CN', 'Asia/Shanghai'],
  ['ICN', 'air', '인천국제공항', 'Incheon Airport', 'KR', 'Asia/Seoul'],
];

/** The few locations these tests name. */
async function insertLocations(database: TestDatabase): Promise<void> {
  for (const [code, kind, nameKo, nameEn, countryCode, timeZone] of LOCATIONS) {
    await sql`insert into locations (code, kind, name_ko, name_en, country_code, time_zone)
      values (${code}, ${kind}, ${nameKo}, ${nameEn}, ${countryCode}, ${timeZone})
      on conflict (code) do nothing`.execute(database.db);
  }
}

const FCL: PartnerRateRequest = {
  freightType: 'FCL',
  pol: 'CNSHA',
  pod: 'KRPUS',
  containerType: '20DRY',
  price: 400,
  carrier: 'HMM',
  transitDays: 2,
  validFrom: '2026-03-01',
  validTo: '2026-05-31',
  currency: 'USD',
  localCharges: [
    { code: 'THC', side: 'origin', unit: 'CNTR', price: 850, currency: 'CNY' },
    { code: 'DOC', name: 'DOC fee', side: 'destination', unit: 'BL', price: 50000, currency: 'KRW' },
  ],
};
const LCL: PartnerRateRequest = {
  freightType: 'LCL',
  pol: 'CNSHA',
  pod: 'KRINC',
  price: 42.5,
  minCharge: 42.5,
  carrier: 'Consol',
  transitDays: 4,
  validFrom: '2026-04-01',
  validTo: '2026-06-30',
  currency: 'USD',
};
const AIR: PartnerRateRequest = {
  freightType: 'AIR',
  pol: 'PVG',
  pod: 'ICN',
  weightBreaks: [
    { minKg: 0, price: 5.2 },
    { minKg: 45, price: 4.8 },
    { minKg: 100, price: 4.1 },
  ],
  minCharge: 60,
  carrier: 'Korean Air',
  transitDays: 1,
  validFrom: '2026-03-01',
  validTo: '2026-03-31',
  currency: 'USD',
  localCharges: [{ code: 'HANDLING', side: 'destination', unit: 'KG', price: 150, currency: 'KRW' }],
};

/** A rate as answered, without what the server adds. */
const asInput = (rate: PartnerRate) => {
  const { id: _id, partner: _partner, createdAt: _createdAt, updatedAt: _updatedAt, ...rest } = rate;
  return rest;
};

describe('partner rate tables', () => {
  let database: TestDatabase;
  let app: TestApp;
  let partner: TestUser;
  let colleague: TestUser;
  let otherPartner: TestUser;
  let headers: Record<string, string>;
  let otherHeaders: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.reset();
    await insertLocations(database);
    partner = await createPartnerAdmin(database);
    colleague = await createPartnerAdmin(database, { partnerId: partner.partnerId ?? undefined });
    otherPartner = await createPartnerAdmin(database);
    headers = await authHeaders(app, database, partner);
    otherHeaders = await authHeaders(app, database, otherPartner);
  });

  const create = async (rate: PartnerRateRequest, as = headers) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/partner/rates',
      headers: as,
      payload: rate,
    });
    expect(response.statusCode, response.body).toBe(201);
    return partnerRateSchema.parse(response.json());
  };
  const list = async (query = '', as = headers) => {
    const response = await app.inject({ method: 'GET', url: `/api/partner/rates${query}`, headers: as });
    expect(response.statusCode, response.body).toBe(200);
    return partnerRatePageSchema.parse(response.json());
  };
  const countRates = async () =>
    Number(
      (
        await database.db
          .selectFrom('partner_rates')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('CRUD', () => {
    it('creates, reads, replaces and deletes a rate of each freight type', async () => {
      const fcl = await create(FCL);
      expect(fcl.id).toMatch(/^rate_/);
      expect(fcl.partner).toEqual({ id: partner.partnerId, name: expect.any(String) });
      expect(asInput(fcl)).toEqual({ ...FCL, minCharge: null });
      const lcl = await create(LCL);
      expect(asInput(lcl)).toEqual({ ...LCL, localCharges: [] });
      const air = await create(AIR);
      expect(asInput(air)).toEqual(AIR);

      const read = await app.inject({ method: 'GET', url: `/api/partner/rates/${fcl.id}`, headers });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(fcl);

      // A colleague of the same partner shares the table.
      const colleagueHeaders = await authHeaders(app, database, colleague);
      const replaced = await app.inject({
        method: 'PUT',
        url: `/api/partner/rates/${fcl.id}`,
        headers: colleagueHeaders,
        payload: { ...AIR, carrier: 'Asiana Airlines' },
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      const after = partnerRateSchema.parse(replaced.json());
      expect(after.id).toBe(fcl.id);
      expect(asInput(after)).toEqual({ ...AIR, carrier: 'Asiana Airlines' });
      expect(after.createdAt).toBe(fcl.createdAt);

      const removed = await app.inject({ method: 'DELETE', url: `/api/partner/rates/${fcl.id}`, headers });
      expect(removed.statusCode).toBe(204);
      expect(removed.body).toBe('');
      const gone = await app.inject({ method: 'GET', url: `/api/partner/rates/${fcl.id}`, headers });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().code).toBe('NOT_FOUND');
      const again = await app.inject({ method: 'DELETE', url: `/api/partner/rates/${fcl.id}`, headers });
      expect(again.statusCode).toBe(404);
      expect((await list()).total).toBe(2);
    });

    it('refuses an invalid rate with field messages in Korean (default) and English', async () => {
      const bad = { ...FCL, pod: 'CNSHA', price: 10.555, validTo: '2026-01-01', transitDays: -1 };
      const ko = await app.inject({ method: 'POST', url: '/api/partner/rates', headers, payload: bad });
      expect(ko.statusCode).toBe(400);
      expect(errorBodySchema.parse(ko.json())).toEqual({
        code: 'VALIDATION_FAILED',
        message: '입력한 내용을 다시 확인해 주세요.',
        fields: {
          price: '소수점 둘째 자리까지 입력해 주세요',
          transitDays: '0 이상이어야 합니다',
          pod: '출발지와 도착지는 달라야 합니다',
          validTo: '유효 종료일은 시작일과 같거나 이후여야 합니다',
        },
      });

      const en = await app.inject({
        method: 'POST',
        url: '/api/partner/rates',
        headers: { ...headers, lang: 'en' },
        payload: { freightType: 'AIR', pol: 'PVG' },
      });
      expect(en.statusCode).toBe(400);
      expect(en.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Some fields are invalid. Please check and try again.',
        fields: {
          weightBreaks: 'This field is required',
          pod: 'This field is required',
          carrier: 'This field is required',
          transitDays: 'This field is required',
          validFrom: 'This field is required',
          validTo: 'This field is required',
          currency: 'This field is required',
        },
      });
      expect(await countRates()).toBe(0);
    });

    it('checks that the places exist and suit the freight type', async () => {
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/partner/rates',
        headers: { ...headers, lang: 'en' },
        payload: { ...FCL, pol: 'cnxxx' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toEqual({ pol: 'Unknown port or airport code' });

      const airports = await app.inject({
        method: 'POST',
        url: '/api/partner/rates',
        headers,
        payload: { ...LCL, pol: 'PVG', pod: 'ICN' },
      });
      expect(airports.json().fields).toEqual({
        pol: RATE_FIELD_MESSAGES.ko.seaLocation,
        pod: RATE_FIELD_MESSAGES.ko.seaLocation,
      });
      const ports = await app.inject({
        method: 'POST',
        url: '/api/partner/rates',
        headers: { ...headers, lang: 'en' },
        payload: { ...AIR, pod: 'KRPUS' },
      });
      expect(ports.json().fields).toEqual({ pod: 'Air freight (AIR) needs an airport code' });

      const rate = await create(FCL);
      const update = await app.inject({
        method: 'PUT',
        url: `/api/partner/rates/${rate.id}`,
        headers,
        payload: { ...FCL, pod: 'ICN' },
      });
      expect(update.statusCode).toBe(400);
      expect(update.json().fields).toEqual({ pod: RATE_FIELD_MESSAGES.ko.seaLocation });
      expect(await countRates()).toBe(1);
    });

    it('accepts lower-case codes and stores them upper-cased', async () => {
      const rate = await create({ ...FCL, pol: 'cnsha', pod: ' krpus ' });
      expect([rate.pol, rate.pod]).toEqual(['CNSHA', 'KRPUS']);
    });
  });

  describe('isolation', () => {
    it("answers another partner's rate as not found, for reading, replacing and deleting", async () => {
      const rate = await create(FCL);
      for (const request of [
        { method: 'GET' as const, url: `/api/partner/rates/${rate.id}` },
        { method: 'PUT' as const, url: `/api/partner/rates/${rate.id}`, payload: LCL },
        { method: 'DELETE' as const, url: `/api/partner/rates/${rate.id}` },
        // Even an invalid body says nothing about the rate before not finding it.
        { method: 'PUT' as const, url: `/api/partner/rates/${rate.id}`, payload: { ...LCL, pol: 'XXXXX' } },
      ]) {
        const response = await app.inject({ ...request, headers: otherHeaders });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
      expect((await list('', otherHeaders)).total).toBe(0);
      expect((await list()).items.map((item) => item.id)).toEqual([rate.id]);
      expect(asInput(partnerRateSchema.parse((await list()).items[0]))).toEqual({ ...FCL, minCharge: null });
    });

    it('admits partners only: 401 without a token, 403 for customers, workers and staff', async () => {
      const rate = await create(FCL);
      const routes = [
        { method: 'GET' as const, url: '/api/partner/rates' },
        { method: 'POST' as const, url: '/api/partner/rates', payload: FCL },
        { method: 'GET' as const, url: `/api/partner/rates/${rate.id}` },
        { method: 'PUT' as const, url: `/api/partner/rates/${rate.id}`, payload: FCL },
        { method: 'DELETE' as const, url: `/api/partner/rates/${rate.id}` },
        { method: 'GET' as const, url: '/api/partner/rates/export?format=xlsx' },
        { method: 'GET' as const, url: '/api/partner/rates/template' },
        {
          method: 'POST' as const,
          url: '/api/partner/rates/import',
          payload: { key: 'u/2026/03/abcdefghijkl' },
        },
      ];
      const customer = await authHeaders(app, database, await createCustomer(database));
      const worker = await authHeaders(app, database, await createWorker(database));
      const staff = await authHeaders(app, database, await createStaff(database));
      for (const route of routes) {
        expect((await app.inject(route)).statusCode, `${route.method} ${route.url}`).toBe(401);
        for (const as of [customer, worker, staff]) {
          const response = await app.inject({ ...route, headers: as });
          expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
          expect(response.json().code).toBe('FORBIDDEN');
        }
      }
      expect(await countRates()).toBe(1);
    });

    it("lets staff read every partner's rates, or one partner's", async () => {
      const mine = await create(FCL);
      const theirs = await create(AIR, otherHeaders);
      const staff = await authHeaders(app, database, await createStaff(database));
      const all = await app.inject({ method: 'GET', url: '/api/admin/rates', headers: staff });
      expect(all.statusCode).toBe(200);
      expect(
        partnerRatePageSchema
          .parse(all.json())
          .items.map((item) => item.id)
          .sort(),
      ).toEqual([mine.id, theirs.id].sort());
      const one = await app.inject({
        method: 'GET',
        url: `/api/admin/rates?partnerId=${otherPartner.partnerId}`,
        headers: staff,
      });
      expect(one.json().items.map((item: PartnerRate) => item.id)).toEqual([theirs.id]);
      const detail = await app.inject({ method: 'GET', url: `/api/admin/rates/${mine.id}`, headers: staff });
      expect(detail.json()).toEqual(mine);
      const partnerAsks = await app.inject({ method: 'GET', url: '/api/admin/rates', headers });
      expect(partnerAsks.statusCode).toBe(403);
    });
  });

  describe('list', () => {
    it('filters by freight type, lane, container and validity, and pages by lane', async () => {
      const fcl20 = await create(FCL);
      const fcl40 = await create({ ...FCL, containerType: '40HQ', price: 780 });
      const ningbo = await create({ ...FCL, pol: 'CNNGB' });
      const lcl = await create(LCL);
      const air = await create(AIR);
      await create(FCL, otherHeaders);

      const all = await list();
      expect(all.total).toBe(5);
      // By lane: freight type, pol, pod, container.
      expect(all.items.map((item) => item.id)).toEqual([air.id, ningbo.id, fcl20.id, fcl40.id, lcl.id]);

      expect((await list('?freightType=FCL')).items.map((item) => item.id)).toEqual([
        ningbo.id,
        fcl20.id,
        fcl40.id,
      ]);
      expect((await list('?pol=cnsha&pod=KRPUS')).items.map((item) => item.id)).toEqual([fcl20.id, fcl40.id]);
      expect((await list('?containerType=40HQ')).items.map((item) => item.id)).toEqual([fcl40.id]);
      expect((await list('?pod=KRINC')).items.map((item) => item.id)).toEqual([lcl.id]);
      // AIR runs to 03-31, LCL starts 04-01; both ends of a validity count.
      expect((await list('?validOn=2026-03-31')).items.map((item) => item.id)).toEqual([
        air.id,
        ningbo.id,
        fcl20.id,
        fcl40.id,
      ]);
      expect((await list('?validOn=2026-04-01')).items.map((item) => item.id)).toEqual([
        ningbo.id,
        fcl20.id,
        fcl40.id,
        lcl.id,
      ]);
      expect((await list('?validOn=2026-07-01')).total).toBe(0);

      const page2 = await list('?page=2&size=2');
      expect(page2).toMatchObject({ page: 2, size: 2, total: 5, pageCount: 3 });
      expect(page2.items.map((item) => item.id)).toEqual([fcl20.id, fcl40.id]);
      const beyond = await list('?page=9&size=2');
      expect(beyond.items).toEqual([]);
      expect(beyond.total).toBe(5);
    });

    it('refuses bad filters', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/partner/rates?freightType=SEA&validOn=2026-13-01&size=500',
        headers: { ...headers, lang: 'en' },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields).sort()).toEqual(['freightType', 'size', 'validOn']);
    });
  });

  describe('spreadsheets', () => {
    /** Uploads bytes through the files module as `user` would; answers the key. */
    async function upload(
      as: Record<string, string>,
      bytes: Uint8Array,
      fileName = 'rates.xlsx',
      mimeType = XLSX_CONTENT_TYPE,
    ) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/file/upload',
        headers: as,
        payload: { presignedUrlOptions: [{ fileName, mimeType, size: bytes.byteLength }] },
      });
      expect(response.statusCode, response.body).toBe(200);
      const [signed] = response.json() as { key: string; preSignedUrl: string }[];
      if (!signed) throw new Error('no upload URL');
      const url = new URL(signed.preSignedUrl);
      const put = await app.inject({
        method: 'PUT',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': mimeType },
        payload: Buffer.from(bytes),
      });
      expect(put.statusCode, put.body).toBe(200);
      return signed.key;
    }

    /** Follows a download link (served by the API for the local storage driver). */
    async function download(link: unknown): Promise<Uint8Array> {
      const { preSignedUrl, expirationTime } = downloadLinkSchema.parse(link);
      expect(Date.parse(expirationTime)).toBeGreaterThan(app.clock.now().getTime());
      const url = new URL(preSignedUrl);
      const response = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
      expect(response.headers['content-disposition']).toMatch(/attachment/);
      return new Uint8Array(response.rawPayload);
    }

    const importKey = (key: string, mode?: 'append' | 'replace', lang: 'ko' | 'en' = 'ko') =>
      app.inject({
        method: 'POST',
        url: '/api/partner/rates/import',
        headers: { ...headers, lang },
        payload: { key, ...(mode ? { mode } : {}) },
      });

    it('exports the rates to a workbook that imports back unchanged (round trip)', async () => {
      const rates = [await create(FCL), await create(LCL), await create(AIR)];
      await create(FCL, otherHeaders);

      const exported = await app.inject({
        method: 'GET',
        url: '/api/partner/rates/export?format=xlsx',
        headers,
      });
      expect(exported.statusCode, exported.body).toBe(200);
      const bytes = await download(exported.json());
      const [sheet] = await readXlsx(bytes);
      expect(sheet?.sheetName).toBe('운임표 Rates');
      const texts = sheet?.rows.flat().filter((cell) => typeof cell === 'string') ?? [];
      expect(texts).toContain('0:5.2;45:4.8;100:4.1');
      expect(texts).toContain('THC||origin|CNTR|850|CNY; DOC|DOC fee|destination|BL|50000|KRW');
      expect(texts).toContain('운송유형 / Freight type');

      const key = await upload(headers, bytes);
      const replaced = await importKey(key, 'replace');
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(rateImportResultSchema.parse(replaced.json())).toEqual({
        mode: 'replace',
        created: 3,
        deleted: 3,
      });
      const after = (await list()).items;
      expect(after.map(asInput)).toEqual(
        [rates[2], rates[0], rates[1]].map((rate) => asInput(partnerRateSchema.parse(rate))),
      );
      expect(after.every((rate) => !rates.some((old) => old.id === rate.id))).toBe(true);
      expect((await list('', otherHeaders)).total).toBe(1);

      // Appending the same sheet doubles the table; a filtered export holds only the filtered rates.
      expect((await importKey(key)).json()).toEqual({ mode: 'append', created: 3, deleted: 0 });
      expect((await list()).total).toBe(6);
      const airOnly = await app.inject({
        method: 'GET',
        url: '/api/partner/rates/export?freightType=AIR',
        headers,
      });
      const [airSheet] = await readXlsx(await download(airOnly.json()));
      expect(airSheet?.rows.filter((row) => row[0] === 'AIR')).toHaveLength(2);
      expect(airSheet?.rows.filter((row) => row[0] === 'FCL')).toHaveLength(0);
    });

    it('hands out a bilingual template whose example rows import', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/partner/rates/template?format=xlsx',
        headers,
      });
      expect(response.statusCode).toBe(200);
      const bytes = await download(response.json());
      const [sheet] = await readXlsx(bytes);
      const texts = (sheet?.rows.flat() ?? []).filter((cell): cell is string => typeof cell === 'string');
      expect(texts.some((text) => text.startsWith('작성 방법'))).toBe(true);
      expect(texts.some((text) => text.startsWith('How to fill in'))).toBe(true);
      expect(sheet?.rows.filter((row) => ['FCL', 'LCL', 'AIR'].includes(String(row[0])))).toHaveLength(3);

      const imported = await importKey(await upload(headers, bytes, '운임표_양식.xlsx'));
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json()).toEqual({ mode: 'append', created: 3, deleted: 0 });
    });

    /** A rate sheet whose rows are given cell by cell (bad values included). */
    const sheetWith = (rows: Partial<Record<(typeof RATE_COLUMNS)[number]['key'], XlsxCellValue>>[]) =>
      renderXlsx({ sheets: [{ ...rateSheet([], '운임표'), rows }] });
    const good = {
      freightType: 'FCL',
      pol: 'CNSHA',
      pod: 'KRPUS',
      containerType: '40DRY',
      price: 700,
      currency: 'USD',
      carrier: 'HMM',
      transitDays: 2,
      validFrom: '2026-03-01',
      validTo: '2026-05-31',
    };

    it('reports every bad row with its row number and imports nothing', async () => {
      const existing = await create(LCL);
      // Title, two notes, a blank row and the header: data starts on row 6.
      const bytes = await sheetWith([
        good,
        { ...good, pol: 'CNXXX' },
        {
          ...good,
          freightType: 'AIR',
          containerType: null,
          price: null,
          pol: 'PVG',
          pod: 'ICN',
          weightBreaks: '0:5;45',
        },
        { ...good, price: -5, validTo: '2026-02-01' },
        good,
        { ...good, pod: 'ICN', localCharges: 'THC|origin|CNTR|850|CNY; DOC|somewhere|BL|5|KRW' },
        { ...good, localCharges: 'THC||origin|CNTR|850|CNY; D/O fee|destination|BL|5|KRW' },
      ]);
      const key = await upload(headers, bytes);

      const ko = await importKey(key, 'replace');
      expect(ko.statusCode).toBe(400);
      expect(ko.json()).toEqual({
        code: 'RATE_IMPORT_INVALID',
        message:
          '운임표 파일에 올바르지 않은 행이 있어 가져오지 않았습니다. 표시된 행을 고친 뒤 다시 올려 주세요.',
        fields: {
          'rows.7.pol': RATE_FIELD_MESSAGES.ko.unknownLocation,
          'rows.8.weightBreaks': RATE_FIELD_MESSAGES.ko.weightBreaksFormat,
          'rows.9.price': '0 이상이어야 합니다',
          'rows.9.validTo': RATE_FIELD_MESSAGES.ko.validToBeforeFrom,
          'rows.11.localCharges.1.side': '다음 중 하나를 선택해 주세요: origin, destination',
          'rows.12.localCharges.1.code': RATE_FIELD_MESSAGES.ko.chargeCode,
        },
      });

      const en = await importKey(key, 'append', 'en');
      expect(en.statusCode).toBe(400);
      expect(en.json().message).toBe(
        'The rate sheet has invalid rows, so nothing was imported. Fix the rows shown and upload it again.',
      );
      expect(en.json().fields).toMatchObject({
        'rows.7.pol': 'Unknown port or airport code',
        'rows.9.price': 'Must be at least 0',
        'rows.12.localCharges.1.code': RATE_FIELD_MESSAGES.en.chargeCode,
      });

      // Row 11's pod (an airport for sea freight) is reported once its other problems are fixed.
      const fixed = await upload(headers, await sheetWith([good, { ...good, pod: 'ICN' }]));
      expect((await importKey(fixed, 'append', 'en')).json().fields).toEqual({
        'rows.7.pod': 'Sea freight (FCL, LCL) needs a port code',
      });

      expect((await list()).items.map((rate) => rate.id)).toEqual([existing.id]);
    });

    it('refuses a file that is not a rate workbook', async () => {
      const csv = await upload(headers, new TextEncoder().encode('a,b\n1,2\n'), 'rates.csv', 'text/csv');
      const unreadable = await importKey(csv, undefined, 'en');
      expect(unreadable.statusCode).toBe(400);
      expect(unreadable.json()).toMatchObject({
        code: 'RATE_IMPORT_INVALID',
        fields: { key: RATE_FIELD_MESSAGES.en.sheetUnreadable },
      });

      const other = await upload(
        headers,
        await renderXlsx({
          sheets: [{ name: 'x', columns: [{ header: 'Name', key: 'name' }], rows: [{ name: 'a' }] }],
        }),
      );
      expect((await importKey(other)).json().fields).toEqual({ key: RATE_FIELD_MESSAGES.ko.sheetNoHeader });

      const empty = await upload(headers, await sheetWith([]));
      expect((await importKey(empty)).json().fields).toEqual({ key: RATE_FIELD_MESSAGES.ko.sheetNoRows });
      expect(await countRates()).toBe(0);
    });

    it('answers an upload of someone else (another partner, a customer) or no upload as not found', async () => {
      const bytes = await sheetWith([good]);
      const theirs = await upload(otherHeaders, bytes);
      const customer = await authHeaders(app, database, await createCustomer(database));
      const customers = await upload(customer, bytes);
      for (const key of [theirs, customers, 'u/2026/03/doesnotexist00000']) {
        const response = await importKey(key);
        expect(response.statusCode, key).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
      // A colleague's upload is the partner's own.
      const colleagueHeaders = await authHeaders(app, database, colleague);
      const shared = await upload(colleagueHeaders, bytes);
      expect((await importKey(shared)).statusCode).toBe(200);
      // The other partner imports its own upload into its own table.
      const own = await app.inject({
        method: 'POST',
        url: '/api/partner/rates/import',
        headers: otherHeaders,
        payload: { key: theirs },
      });
      expect(own.json()).toEqual({ mode: 'append', created: 1, deleted: 0 });
      expect((await list()).total).toBe(1);
      expect((await list('', otherHeaders)).total).toBe(1);
    });

    it('refuses an import request without a proper key or mode', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/partner/rates/import',
        headers: { ...headers, lang: 'en' },
        payload: { key: '../etc/passwd', mode: 'merge' },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields).sort()).toEqual(['key', 'mode']);
    });
  });
});
