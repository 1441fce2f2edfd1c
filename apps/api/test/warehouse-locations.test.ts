import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { warehouseLocationSchema } from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/open-database.ts';
import { ledgerMismatches, specialLocation } from '../src/modules/inventory/inventory.api.ts';
import { authHeaders } from './support/accounts.ts';
import { createFloorWorker, createFulfillmentTeam, followDownload } from './support/fulfillment.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase, testDriver } from './support/test-database.ts';
import { useTestApp } from './support/use-test-app.ts';

// Location management on the warehouse desk (issue 15): a worker renames a location or changes its
// kind, deactivates it — refused while it holds stock — and activates it again; a deactivated
// location takes no stock in; the built-in areas stay as they are; another warehouse's location
// is not found; labels print as a PDF whose barcode scans. Then deactivations racing stock going
// in on real PostgreSQL: never a deactivated location with stock.

const SHELF = 'A-01-01-01-01';
const SHELF2 = 'A-01-01-01-02';
const DOCK = 'RCV-01-01-01-01';

function run(tool: string, args: string[]): string {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.error)
    throw new Error(`${tool} is needed (apt-get install poppler-utils zbar-tools): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${tool} exited ${result.status}: ${result.stderr}`);
  return result.stdout;
}

describe('location management on the desk', () => {
  const t = useTestApp();
  let customer: Record<string, string>;
  let worker: Record<string, string>;
  let elsewhere: Record<string, string>;
  let soap = '';
  let shelf = '';
  let empty = '';
  let warehouseId = '';

  const call = (method: string, url: string, payload?: object, headers = worker) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
  const move = (to: string, quantity = 1, from = SHELF) =>
    call('POST', '/api/warehouse/stock/move', {
      skuId: soap,
      fromLocationCode: from,
      toLocationCode: to,
      quantity,
    });

  beforeEach(async () => {
    const team = await createFulfillmentTeam(t.database, { teamName: '바로무역' });
    warehouseId = team.warehouseId;
    customer = await t.as(team.master);
    worker = await t.as(await createFloorWorker(t.database, team.warehouseId));
    elsewhere = await t.as(
      await createFloorWorker(t.database, (await createFulfillmentTeam(t.database)).warehouseId),
    );
    soap = (await call('POST', '/api/fulfillment/sku', { name: '바로 비누' }, customer)).json().id;
    shelf = (await call('POST', '/api/warehouse/locations', { code: SHELF })).json().id;
    empty = (await call('POST', '/api/warehouse/locations', { code: SHELF2 })).json().id;
    const seeded = await call('POST', '/api/warehouse/stock/adjust', {
      skuId: soap,
      locationCode: SHELF,
      quantity: 5,
      reason: '초기 재고',
    });
    expect(seeded.statusCode, seeded.body).toBe(200);
  });

  it('renames a location and changes the kind of an empty one; the stock follows the rename', async () => {
    const renamed = await call('PATCH', `/api/warehouse/locations/${shelf}`, { code: 'b-02-01-01-01' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(warehouseLocationSchema.parse(renamed.json())).toMatchObject({
      id: shelf,
      code: 'B-02-01-01-01',
      kind: 'storage',
      active: true,
      stock: { onHand: 5, available: 5 },
    });
    const rows = await call('GET', '/api/warehouse/stock?locationCode=B-02-01-01-01');
    expect(rows.json().items.map((row: { onHand: number }) => row.onHand)).toEqual([5]);

    const taken = await call('PATCH', `/api/warehouse/locations/${shelf}`, { code: SHELF2 });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'CONFLICT']);
    const builtIn = await call('PATCH', `/api/warehouse/locations/${shelf}`, { code: DOCK });
    expect([builtIn.statusCode, builtIn.json().code]).toEqual([409, 'LOCATION_BUILT_IN']);
    const full = await call('PATCH', `/api/warehouse/locations/${shelf}`, { kind: 'quarantine' });
    expect([full.statusCode, full.json().code]).toEqual([409, 'LOCATION_NOT_EMPTY']);
    expect(full.json().message).toBe(
      '재고가 있는 로케이션입니다. 재고를 모두 다른 로케이션으로 옮긴 뒤 다시 시도해 주세요.',
    );
    const kind = await call('PATCH', `/api/warehouse/locations/${empty}`, { kind: 'quarantine' });
    expect(kind.json()).toMatchObject({ code: SHELF2, kind: 'quarantine' });
    const bad = await call('PATCH', `/api/warehouse/locations/${empty}`, { code: 'shelf 1' });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { code: expect.any(String) } });
  });

  it('deactivates only an empty location, refuses stock into it, and activates it again', async () => {
    const refused = await call('POST', `/api/warehouse/locations/${shelf}/deactivate`);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'LOCATION_NOT_EMPTY']);

    const off = await call('POST', `/api/warehouse/locations/${empty}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: empty, active: false });
    expect((await call('POST', `/api/warehouse/locations/${empty}/deactivate`)).json().active).toBe(false);
    const into = await call('POST', '/api/warehouse/stock/move', {
      skuId: soap,
      fromLocationCode: SHELF,
      toLocationCode: SHELF2,
      quantity: 1,
    });
    expect(into.statusCode).toBe(400);
    expect(into.json().fields.toLocationCode).toBe(
      '사용 중지된 로케이션입니다. 다른 로케이션을 쓰거나 데스크에서 다시 사용해 주세요',
    );
    // The list says which are deactivated, and filters by state.
    const inactive = await call('GET', '/api/warehouse/locations?state=inactive');
    expect(inactive.json().items.map((l: { code: string }) => l.code)).toEqual([SHELF2]);
    const active = await call('GET', '/api/warehouse/locations?state=active&q=A-01');
    expect(active.json().items.map((l: { code: string }) => l.code)).toEqual([SHELF]);

    expect((await call('POST', `/api/warehouse/locations/${empty}/activate`)).json().active).toBe(true);
    expect((await move(SHELF2)).statusCode).toBe(200);
    expect((await ledgerMismatches(t.database.db)).rows).toEqual([]);
  });

  it('keeps the built-in areas as they are, and no location takes their codes', async () => {
    await specialLocation(t.database.db, warehouseId, 'receiving');
    const dock = (await call('GET', '/api/warehouse/locations?kind=receiving')).json().items[0];
    expect(dock?.code).toBe(DOCK);
    for (const [method, url, body] of [
      ['POST', `/api/warehouse/locations/${dock.id}/deactivate`, undefined],
      ['PATCH', `/api/warehouse/locations/${dock.id}`, { code: 'R-01-01-01-01' }],
    ] as const) {
      const answer = await call(method, url, body);
      expect([answer.statusCode, answer.json().code]).toEqual([409, 'LOCATION_BUILT_IN']);
    }
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/warehouse/locations',
      headers: { ...worker, lang: 'en' },
      payload: { code: 'qrt-01-01-01-01' },
    });
    expect(english.json()).toMatchObject({
      code: 'LOCATION_BUILT_IN',
      message: expect.stringContaining('built into the warehouse'),
    });
  });

  it('answers another warehouse’s location as not found', async () => {
    for (const [method, url, body] of [
      ['PATCH', `/api/warehouse/locations/${empty}`, { code: 'C-01-01-01-01' }],
      ['POST', `/api/warehouse/locations/${empty}/deactivate`, undefined],
      ['POST', `/api/warehouse/locations/${empty}/activate`, undefined],
      ['POST', '/api/warehouse/locations/labels', { ids: [empty] }],
    ] as const) {
      const answer = await call(method, url, body, elsewhere);
      expect([method, url, answer.statusCode]).toEqual([method, url, 404]);
    }
    expect(
      (await call('GET', `/api/warehouse/locations?q=${SHELF2}`, undefined, elsewhere)).json().total,
    ).toBe(0);
    // A label request naming one location of another warehouse among its own is not found either.
    const own = (await call('POST', '/api/warehouse/locations', { code: 'C-01-01-01-01' }, elsewhere)).json()
      .id;
    const mixed = await call('POST', '/api/warehouse/locations/labels', { ids: [own, empty] }, elsewhere);
    expect(mixed.statusCode).toBe(404);
  });

  it('prints labels as a 4×6 in PDF, a page per location, whose barcode scans', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'baro-location-labels-'));
    try {
      const link = await call('POST', '/api/warehouse/locations/labels', { ids: [empty, shelf] });
      expect(link.statusCode, link.body).toBe(200);
      const pdf = await followDownload(t.app, link.json());
      expect(pdf.contentType).toContain('application/pdf');
      const path = join(dir, 'labels.pdf');
      await writeFile(path, pdf.bytes);
      const info = run('pdfinfo', [path]);
      expect(info).toMatch(/Pages:\s+2/);
      expect(info).toMatch(/Page size:\s+288 x 432 pts/);
      const first = run('pdftotext', ['-f', '1', '-l', '1', '-layout', path, '-']);
      expect(first).toContain(SHELF);
      expect(first).toContain('보관 Storage');
      expect(first).toContain('구역 A');
      expect(run('pdftotext', ['-f', '2', '-l', '2', '-layout', path, '-'])).toContain(SHELF2);
      run('pdftoppm', ['-r', '200', '-png', '-f', '1', '-l', '1', '-singlefile', path, join(dir, 'page')]);
      expect(run('zbarimg', ['--raw', '-q', join(dir, 'page.png')]).trim()).toBe(SHELF);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

const CLIENTS = 16;

describe(`deactivating a location while stock goes in (${testDriver})`, () => {
  let database: TestDatabase;
  let pool: DatabaseHandle;
  let app: TestApp;
  let worker: Record<string, string>;
  let skuId = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    pool =
      testDriver === 'postgres' && database.connectionString
        ? await openDatabase({ databaseUrl: database.connectionString, dataDir: null, poolSize: CLIENTS + 4 })
        : database;
    app = await createTestApp({ ...database, db: pool.db });
    await app.ready();
    const team = await createFulfillmentTeam(database);
    const customer = await authHeaders(app, database, team.master);
    worker = await authHeaders(app, database, await createFloorWorker(database, team.warehouseId));
    const post = (url: string, payload: object, headers = worker) =>
      app.inject({ method: 'POST', url, headers, payload });
    skuId = (await post('/api/fulfillment/sku', { name: '인기 상품' }, customer)).json().id;
    await post('/api/warehouse/locations', { code: SHELF });
    const seeded = await post('/api/warehouse/stock/adjust', {
      skuId,
      locationCode: SHELF,
      quantity: 1000,
      reason: '초기 재고',
    });
    expect(seeded.statusCode, seeded.body).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    if (pool !== database) await pool.close();
    await database.close();
  });

  it('never leaves stock in a deactivated location', async () => {
    for (let round = 0; round < 4; round++) {
      const code = `T-0${round}-01-01-01`;
      const target = (
        await app.inject({
          method: 'POST',
          url: '/api/warehouse/locations',
          headers: worker,
          payload: { code },
        })
      ).json().id;
      const answers = await Promise.all(
        Array.from({ length: CLIENTS }, (_, i) =>
          i === CLIENTS / 2
            ? app.inject({
                method: 'POST',
                url: `/api/warehouse/locations/${target}/deactivate`,
                headers: worker,
              })
            : app.inject({
                method: 'POST',
                url: '/api/warehouse/stock/move',
                headers: worker,
                payload: { skuId, fromLocationCode: SHELF, toLocationCode: code, quantity: 1 },
              }),
        ),
      );
      expect(answers.every((a) => [200, 400, 409].includes(a.statusCode))).toBe(true);
      const location = (
        await app.inject({ method: 'GET', url: `/api/warehouse/locations?q=${code}`, headers: worker })
      ).json().items[0];
      // Deactivated only if it was empty then, and nothing came in after.
      if (!location.active) expect(location.stock.onHand).toBe(0);
      else
        expect(location.stock.onHand).toBe(
          answers.filter((a, i) => i !== CLIENTS / 2 && a.statusCode === 200).length,
        );
    }
    expect((await ledgerMismatches(pool.db)).rows).toEqual([]);
  });
});
