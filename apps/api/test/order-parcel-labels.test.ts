import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedSorting } from '../src/modules/carriers/simulated/simulated-numbers.ts';
import { receiveStock } from '../src/modules/inventory/inventory.api.ts';
import { allocateWaitingOrders } from '../src/modules/orders/orders.api.ts';
import { authHeaders, createCustomer, createWorker } from './support/accounts.ts';
import { createFulfillmentTeam, followDownload } from './support/fulfillment.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// A packed order's parcel label (issue 14), from the customer's order and from the floor: the PDF
// is read back with pdftotext and its barcode with zbarimg, the ZPL is the thermal printer's
// 4×6 in format; another team, another warehouse's worker and a waybill not on the order get 404.

const recipient = {
  name: '박라벨',
  phone: '010-2345-6789',
  zipCode: '06236',
  address1: '서울 강남구 테헤란로 152',
  address2: '12층',
};

function run(tool: string, args: string[]): string {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.error)
    throw new Error(`${tool} is needed (apt-get install poppler-utils zbar-tools): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${tool} exited ${result.status}: ${result.stderr}`);
  return result.stdout;
}

describe('order parcel labels', () => {
  let database: TestDatabase;
  let app: TestApp;
  let dir: string;
  let customer: Record<string, string>;
  let other: Record<string, string>;
  let worker: Record<string, string>;
  let stranger: Record<string, string>;
  let order: { id: string; parcels: { parcelCompany: string; invoiceNo: string }[] };

  const get = (url: string, as: Record<string, string>) => app.inject({ method: 'GET', url, headers: as });
  const post = (url: string, payload: object, as: Record<string, string>) =>
    app.inject({ method: 'POST', url, headers: as, payload });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'baro-parcel-labels-'));
    database = await createTestDatabase();
    app = await createTestApp(database);
    await app.ready();
    const team = await createFulfillmentTeam(database);
    customer = await authHeaders(app, database, await createCustomer(database, { teamId: team.teamId }));
    other = await authHeaders(app, database, (await createFulfillmentTeam(database)).master);
    worker = await authHeaders(
      app,
      database,
      await createWorker(database, { warehouseId: team.warehouseId }),
    );
    stranger = await authHeaders(app, database, await createWorker(database));
    const sku = (await post('/api/fulfillment/sku', { name: '무선 이어폰' }, customer)).json().id as string;
    await database.db.transaction().execute(async (trx) => {
      const location = await trx
        .insertInto('warehouse_locations')
        .values({
          id: `loc_pl${team.warehouseId.slice(-8)}`,
          warehouse_id: team.warehouseId,
          code: 'A-01-01-01-02',
          kind: 'storage',
        })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      const ctx = {
        teamId: team.teamId,
        warehouseId: team.warehouseId,
        ref: { type: 'test', id: 'test', label: 'TEST' },
        actorId: null,
        now: new Date(),
      };
      await receiveStock(trx, { skuId: sku, locationId: location.id, quantity: 5 }, 'receive', ctx);
      await allocateWaitingOrders(trx, team.teamId, [sku], { now: new Date() });
    });
    const placed = await post(
      '/api/fulfillment/orders',
      { recipient, memo: '문 앞에 놓아 주세요', items: [{ skuId: sku, quantity: 2 }] },
      customer,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().id as string;
    expect((await post(`/api/warehouse/orders/${id}/pick`, {}, worker)).statusCode).toBe(200);
    // Two boxes: one waybill issued by the simulated CJ network, one typed from a 롯데 slip.
    const packed = await post(
      `/api/warehouse/orders/${id}/pack`,
      {
        parcels: [
          { items: [{ skuId: sku, quantity: 1 }] },
          { parcelCompany: '08', invoiceNo: '2345 6789 0123', items: [{ skuId: sku, quantity: 1 }] },
        ],
      },
      worker,
    );
    expect(packed.statusCode, packed.body).toBe(200);
    order = { id, parcels: packed.json().parcels };
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const labelUrl = (base: string, parcel: { parcelCompany: string; invoiceNo: string }, extra = '') =>
    `${base}/${order.id}/label?parcelCompany=${parcel.parcelCompany}&invoiceNo=${parcel.invoiceNo}${extra}`;

  it('gives the customer the PDF label: Korean text read back, barcode scans', async () => {
    const parcel = order.parcels[0];
    if (!parcel) throw new Error('no parcel');
    expect(parcel.parcelCompany).toBe('04');
    const link = await get(labelUrl('/api/fulfillment/orders', parcel), customer);
    expect(link.statusCode, link.body).toBe(200);
    const { bytes, contentType } = await followDownload(app, link.json());
    expect(contentType).toContain('application/pdf');
    const path = join(dir, 'label.pdf');
    await writeFile(path, bytes);
    expect(run('pdfinfo', [path])).toMatch(/Page size:\s+288 x 432 pts/);
    const text = run('pdftotext', ['-layout', path, '-']);
    for (const expected of [
      'CJ대한통운',
      '박라벨',
      '010-****-6789',
      '(06236) 서울 강남구 테헤란로 152',
      '문 앞에 놓아 주세요',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/주문번호 FO\d{6}-\d{5}/);
    run('pdftoppm', ['-r', '200', '-png', '-singlefile', path, join(dir, 'label-pdf')]);
    expect(run('zbarimg', ['--raw', '-q', join(dir, 'label-pdf.png')]).trim()).toBe(parcel.invoiceNo);
  });

  it('gives the floor the ZPL at 203 and 300 dpi, also for a typed waybill', async () => {
    const typed = order.parcels[1];
    if (!typed) throw new Error('no parcel');
    expect(typed).toMatchObject({ parcelCompany: '08', invoiceNo: '234567890123' });
    for (const [dpi, width, height] of [
      [203, 812, 1218],
      [300, 1200, 1800],
    ] as const) {
      const link = await get(labelUrl('/api/warehouse/orders', typed, `&format=zpl&dpi=${dpi}`), worker);
      expect(link.statusCode, link.body).toBe(200);
      const { bytes } = await followDownload(app, link.json());
      const zpl = Buffer.from(bytes).toString('ascii');
      expect(zpl.startsWith('^XA')).toBe(true);
      expect(zpl).toContain(`^PW${width}`);
      expect(zpl).toContain(`^LL${height}`);
      expect(zpl).toMatch(/\^BCN,\d+,N,N,N\^FD234567890123\^FS/);
      expect(zpl).toContain('^GFA');
    }
    // The typed parcel is box 2 of 2; its PDF scans too, with the sorting codes the carrier's
    // network gives the recipient's address, as an issued waybill has them.
    const link = await get(labelUrl('/api/warehouse/orders', typed), worker);
    const path = join(dir, 'typed.pdf');
    await writeFile(path, (await followDownload(app, link.json())).bytes);
    const text = run('pdftotext', ['-layout', path, '-']);
    expect(text).toContain('롯데택배');
    const sorting = simulatedSorting('08', '06236');
    expect(text).toContain(sorting.code);
    expect(text).toContain(sorting.branch);
  });

  it('gives the floor every box’s label in one PDF, a page per box in box order (no print agent)', async () => {
    const link = await get(`/api/warehouse/orders/${order.id}/labels`, worker);
    expect(link.statusCode, link.body).toBe(200);
    const { bytes, contentType } = await followDownload(app, link.json());
    expect(contentType).toContain('application/pdf');
    const path = join(dir, 'all.pdf');
    await writeFile(path, bytes);
    const info = run('pdfinfo', [path]);
    expect(info).toMatch(/Pages:\s+2\b/);
    expect(info).toMatch(/Page size:\s+288 x 432 pts/);
    const page = (n: number) => run('pdftotext', ['-layout', '-f', `${n}`, '-l', `${n}`, path, '-']);
    const [first, second] = [page(1), page(2)];
    expect(first).toContain('CJ대한통운');
    expect(first).toContain('1/2');
    expect(first).toContain('내용물 무선 이어폰');
    expect(second).toContain('롯데택배');
    expect(second).toContain('2/2');
    run('pdftoppm', ['-r', '200', '-png', '-f', '2', '-l', '2', '-singlefile', path, join(dir, 'all-2')]);
    expect(run('zbarimg', ['--raw', '-q', join(dir, 'all-2.png')]).trim()).toBe('234567890123');
    // Not the customer's route, nor another warehouse's.
    expect((await get(`/api/warehouse/orders/${order.id}/labels`, stranger)).statusCode).toBe(404);
  });

  it('is 404 to anyone else and for a waybill not on the order; 400 names a bad field', async () => {
    const parcel = order.parcels[0];
    if (!parcel) throw new Error('no parcel');
    expect((await get(labelUrl('/api/fulfillment/orders', parcel), other)).statusCode).toBe(404);
    expect((await get(labelUrl('/api/warehouse/orders', parcel), stranger)).statusCode).toBe(404);
    const foreign = await get(
      labelUrl('/api/fulfillment/orders', { parcelCompany: '05', invoiceNo: parcel.invoiceNo }),
      customer,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    const bad = await get(labelUrl('/api/fulfillment/orders', parcel, '&format=gif&dpi=600'), customer);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['dpi', 'format']);
    expect(typeof bad.json().message).toBe('string');
  });
});
