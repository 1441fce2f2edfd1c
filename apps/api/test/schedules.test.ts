import { errorBodySchema, type VesselSchedule, vesselSchedulePageSchema } from '@baro/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/modules/reference/reference-data.seeder.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const errorOf = (payload: string) => errorBodySchema.parse(JSON.parse(payload));

// The seed day: sailings from 2026-04-14 (Seoul) for three months.
const SEED_NOW = new Date('2026-04-14T01:00:00Z');

describe('GET /api/forwarding/schedules', () => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
    await app.ready();
    await seedReferenceData(database.db, SEED_NOW);
    app.clock.advance(SEED_NOW.getTime() - Date.now());
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const page = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/forwarding/schedules?${query}` });
    expect(response.statusCode, response.payload).toBe(200);
    return vesselSchedulePageSchema.parse(response.json());
  };

  /** Every page from the first, following nextCursor. */
  const walk = async (query: string) => {
    const items: VesselSchedule[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const current = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
      items.push(...current.items);
      cursor = current.nextCursor;
      pages += 1;
      expect(pages).toBeLessThan(200);
    } while (cursor);
    return { items, pages };
  };

  /** What the pages must add up to, straight from the table. */
  const expected = async (filter: { pol?: string; pod?: string; from: Date }) => {
    let query = database.db
      .selectFrom('vessel_schedules')
      .select('id')
      .where('etd', '>=', filter.from)
      .orderBy('etd')
      .orderBy('id');
    if (filter.pol) query = query.where('pol', '=', filter.pol);
    if (filter.pod) query = query.where('pod', '=', filter.pod);
    return (await query.execute()).map((row) => row.id);
  };

  it('answers sailings with both ports named, cut-off, ETD, ETA and transit days', async () => {
    const first = await page('pol=CNSHA&pod=KRPUS&size=3');
    expect(first.items).toHaveLength(3);
    const [item] = first.items;
    expect(item).toMatchObject({
      pol: { code: 'CNSHA', nameKo: '상하이', nameEn: 'Shanghai' },
      pod: { code: 'KRPUS', nameKo: '부산', nameEn: 'Busan' },
      id: expect.stringMatching(/^vsl_/),
    });
    for (const sailing of first.items) {
      const etd = Date.parse(sailing.etd);
      expect(Date.parse(sailing.eta) - etd).toBe(sailing.transitDays * 86_400_000);
      expect(etd - Date.parse(sailing.cutoffAt ?? '')).toBe(2 * 86_400_000);
      expect(['SITC', 'Sinokor', 'HMM']).toContain(sailing.carrier);
      expect(sailing.voyage).toMatch(/^\d{4}[NSEW]$/);
    }
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it('walks a lane in (etd, id) order without repeats or gaps', async () => {
    const { items, pages } = await walk('pol=CNSHA&pod=KRPUS&size=4');
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      await expected({ pol: 'CNSHA', pod: 'KRPUS', from: new Date('2026-04-13T15:00:00Z') }),
    );
    expect(ids.length).toBeGreaterThan(20); // three weekly services for 13 weeks
    expect(pages).toBe(Math.ceil(ids.length / 4)); // a full last page already says there is no next one
  });

  it('walks every lane from a later day and filters by either port alone', async () => {
    const from = '2026-05-01';
    const fromInstant = new Date('2026-04-30T15:00:00Z');
    const all = await walk(`from=${from}&size=50`);
    expect(all.items.map((item) => item.id)).toEqual(await expected({ from: fromInstant }));
    expect(all.items.every((item) => Date.parse(item.etd) >= fromInstant.getTime())).toBe(true);

    const toIncheon = await walk(`pod=krinc&from=${from}&size=13`);
    expect(toIncheon.items.map((item) => item.id)).toEqual(
      await expected({ pod: 'KRINC', from: fromInstant }),
    );
    expect(toIncheon.items.every((item) => item.pod.code === 'KRINC')).toBe(true);

    const fromHamburg = await walk(`pol=DEHAM&from=${from}&size=5`);
    expect(fromHamburg.items.map((item) => item.id)).toEqual(
      await expected({ pol: 'DEHAM', from: fromInstant }),
    );
    expect(new Set(fromHamburg.items.map((item) => item.pod.code))).toEqual(new Set(['KRPUS', 'KRINC']));

    expect((await page('pol=KRPUS&pod=CNSHA')).items).toEqual([]);
    expect((await page('pol=KRPUS&pod=CNSHA')).nextCursor).toBeNull();
  });

  it('starts at today in Seoul by default and pages by 20', async () => {
    const first = await page('');
    expect(first.items).toHaveLength(20);
    expect(first.items.map((item) => item.id)).toEqual(
      (await expected({ from: new Date('2026-04-13T15:00:00Z') })).slice(0, 20),
    );
  });

  it('splits sailings that share a departure time across pages by id, and keeps its place when rows are added', async () => {
    const etd = new Date('2027-01-05T00:00:00Z');
    const ids = ['vsl_TieAAAAAAAAA1', 'vsl_TieAAAAAAAAA2', 'vsl_TieAAAAAAAAA3'];
    for (const id of ids) {
      await database.db
        .insertInto('vessel_schedules')
        .values({
          id,
          carrier: 'HMM',
          vessel: 'HMM TIE',
          voyage: '0001W',
          pol: 'JPOSA',
          pod: 'KRPUS',
          etd,
          eta: new Date(etd.getTime() + 2 * 86_400_000),
          transit_days: 2,
        })
        .execute();
    }
    const first = await page('pol=JPOSA&size=2');
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(0, 2));
    // A sailing added before the cursor does not shift the next page.
    await database.db
      .insertInto('vessel_schedules')
      .values({
        id: 'vsl_TieAAAAAAAAA0',
        carrier: 'HMM',
        vessel: 'HMM TIE',
        voyage: '0000W',
        pol: 'JPOSA',
        pod: 'KRPUS',
        etd,
        eta: etd,
        transit_days: 0,
      })
      .execute();
    const second = await page(`pol=JPOSA&size=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.id)).toEqual([ids[2]]);
    expect(second.nextCursor).toBeNull();
  });

  it.each([
    ['cursor=not*base64', 'cursor'],
    ['cursor=abc', 'cursor'],
    [`cursor=${Buffer.from('12345.vsl_x;--').toString('base64url')}`, 'cursor'],
    [`cursor=${Buffer.from('99999999999999999.vsl_x').toString('base64url')}`, 'cursor'],
    [`cursor=${Buffer.from('soon.vsl_x').toString('base64url')}`, 'cursor'],
    [`cursor=${Buffer.from('1700000000000.bad id').toString('base64url')}`, 'cursor'],
    ['cursor=', 'cursor'],
    ['size=0', 'size'],
    ['size=51', 'size'],
    ['from=2026-13-01', 'from'],
    ['pol=K', 'pol'],
    ['page=2', 'page'],
  ])('rejects %s with 400 VALIDATION_FAILED on that field', async (query, field) => {
    const response = await app.inject({ method: 'GET', url: `/api/forwarding/schedules?${query}` });
    expect(response.statusCode).toBe(400);
    const body = errorOf(response.payload);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields ?? {})).toEqual([field]);
  });

  it('explains a bad cursor in the caller language', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/forwarding/schedules?cursor=abc',
      headers: { lang: 'en' },
    });
    expect(errorOf(response.payload).fields?.cursor).toMatch(/list position/);
  });
});
