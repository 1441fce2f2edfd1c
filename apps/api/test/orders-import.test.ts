import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx, renderXlsx } from '../src/modules/documents/documents.api.ts';
import { receiveStock, specialLocation } from '../src/modules/inventory/inventory.api.ts';
import { authHeaders } from './support/accounts.ts';
import { createFulfillmentTeam, followDownload, uploadFulfillmentFile } from './support/fulfillment.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// Excel upload of many shipping orders (issue 13): rows of one order number are one order; every
// row valid and every order placed in one transaction, or none with each problem named by row and
// column, and an error report to download; the template imports as it is once its products exist.

const HEADER = [
  '주문번호 / Order no',
  '받는 분',
  '전화번호',
  '우편번호',
  '주소',
  '바코드',
  '세트 ID',
  '수량 / Quantity',
  '메모',
];

describe('shipping orders from a spreadsheet', () => {
  let database: TestDatabase;
  let app: TestApp;
  let team: Awaited<ReturnType<typeof createFulfillmentTeam>>;
  let headers: Record<string, string>;
  let other: Record<string, string>;
  let kit = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
    await app.ready();
    team = await createFulfillmentTeam(database);
    headers = await authHeaders(app, database, team.master);
    other = await authHeaders(app, database, (await createFulfillmentTeam(database)).master);
    const soap = (await post('/api/fulfillment/sku', { name: '비누', barcode: '8801234567893' })).json().id;
    const towel = (await post('/api/fulfillment/sku', { name: '수건', barcode: 'TOWEL-1' })).json().id;
    kit = (
      await post('/api/fulfillment/group', {
        name: '세트',
        components: [
          { skuId: soap, quantity: 1 },
          { skuId: towel, quantity: 1 },
        ],
      })
    ).json().id;
    await database.db.transaction().execute(async (trx) => {
      const rcv = await specialLocation(trx, team.warehouseId, 'receiving');
      const ctx = {
        teamId: team.teamId,
        warehouseId: team.warehouseId,
        ref: null,
        actorId: null,
        now: new Date(),
      };
      await receiveStock(trx, { skuId: soap, locationId: rcv.id, quantity: 3 }, 'receive', ctx);
      await receiveStock(trx, { skuId: towel, locationId: rcv.id, quantity: 10 }, 'receive', ctx);
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  function post(url: string, payload: object, as = headers, lang = 'ko') {
    return app.inject({ method: 'POST', url, headers: { ...as, lang }, payload });
  }
  const get = (url: string, as = headers) => app.inject({ method: 'GET', url, headers: as });

  async function sheet(rows: (string | number | null)[][], as = headers) {
    const bytes = await renderXlsx({
      sheets: [
        {
          name: 'Orders',
          columns: HEADER.map((header, i) => ({ header, key: String(i) })),
          rows: rows.map((row) => Object.fromEntries(row.map((c, i) => [String(i), c]))),
        },
      ],
    });
    return uploadFulfillmentFile(app, as, bytes);
  }

  const kim = ['김바로', '010-1234-5678', '06236', '서울특별시 강남구 테헤란로 152'];
  const lee = ['이수령', '02 123 4567', 6236, '부산광역시 해운대구'];

  it('places every order of a valid sheet, rows of one order number together', async () => {
    const key = await sheet([
      ['SS-1', ...kim, '8801234567893', null, 2, '문 앞'],
      ['SS-1', ...kim, 'TOWEL-1', null, 1, '문 앞'],
      [null, ...lee, null, kit, 2, null],
      ['SS-3', ...lee, '8801234567893', null, 1, null],
    ]);
    const result = await post('/api/fulfillment/orders/import', { key });
    expect(result.statusCode, result.body).toBe(201);
    const body = result.json();
    expect(body.created).toBe(3);
    // 3 soaps: the first order takes 2, the kit order 2 more → waiting; the last one takes the last soap.
    expect(body.orders.map((o: { status: string }) => o.status)).toEqual([
      'allocated',
      'waiting',
      'allocated',
    ]);
    const first = (await get(`/api/fulfillment/orders/${body.orders[0].id}`)).json();
    expect(first).toMatchObject({ channelOrderNo: 'SS-1', memo: '문 앞', recipient: { name: '김바로' } });
    expect(first.items.map((i: { name: string; quantity: number }) => [i.name, i.quantity])).toEqual([
      ['비누', 2],
      ['수건', 1],
    ]);
    const second = (await get(`/api/fulfillment/orders/${body.orders[1].id}`)).json();
    expect(second.recipient).toMatchObject({ phone: '02-123-4567', zipCode: '06236' });
    expect(second.lines.map((l: { quantity: number }) => l.quantity)).toEqual([2, 2]);
  });

  it('saves nothing when a row is bad, naming each row and column, and reports it as a spreadsheet', async () => {
    const before = (await get('/api/fulfillment/orders')).json().total;
    const key = await sheet([
      ['SS-9', ...kim, '8801234567893', null, 1, null],
      ['SS-9', '박다른', ...kim.slice(1), 'TOWEL-1', null, 1, null],
      [null, '최', '12', '062', '서울', 'NOPE', null, 0, null],
      [null, ...kim, '8801234567893', kit, 1, null],
      [null, ...kim, 'UNKNOWN-1', null, 1, null],
    ]);
    const result = await post('/api/fulfillment/orders/import', { key }, headers, 'en');
    expect(result.statusCode).toBe(400);
    expect(result.json().code).toBe('ORDER_IMPORT_INVALID');
    expect(result.json().fields).toMatchObject({
      'rows.3.name': 'Rows of the same order number must have the same recipient',
      'rows.4.phone': expect.any(String),
      'rows.4.zipCode': 'Enter the 5-digit postal code',
      'rows.4.quantity': expect.any(String),
      'rows.5.barcode': 'Give either a product (skuId) or a kit (groupSkuId)',
    });
    expect((await get('/api/fulfillment/orders')).json().total).toBe(before);

    // Unknown products are found against the database: still nothing saved.
    const unknown = await sheet([
      [null, ...kim, '8801234567893', null, 1, null],
      [null, ...kim, 'UNKNOWN-1', null, 1, null],
    ]);
    const refused = await post('/api/fulfillment/orders/import', { key: unknown });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'rows.3.barcode': '등록되지 않은 상품입니다' });
    expect((await get('/api/fulfillment/orders')).json().total).toBe(before);

    const report = await post('/api/fulfillment/orders/import/report', { key: unknown });
    expect(report.statusCode, report.body).toBe(200);
    const [errors] = await readXlsx((await followDownload(app, report.json())).bytes);
    const rows = errors?.rows ?? [];
    const flat = rows.map((r) => r.map((c) => (c === null ? '' : String(c))).join('|'));
    expect(flat.some((line) => line.startsWith('2|정상|'))).toBe(true);
    expect(flat.some((line) => line.startsWith('3|바코드 / Barcode: 등록되지 않은 상품입니다|'))).toBe(true);
    expect((await get('/api/fulfillment/orders')).json().total).toBe(before);
  });

  it('names a withdrawn kit on its row, in the dry run and the import alike, and saves nothing', async () => {
    const before = (await get('/api/fulfillment/orders')).json().total;
    const components = (await get(`/api/fulfillment/group/${kit}`)).json().components;
    const retired = (
      await post('/api/fulfillment/group', {
        name: '단종 세트',
        components: components.map((c: { skuId: string }) => ({ skuId: c.skuId, quantity: 1 })),
      })
    ).json().id;
    expect((await post(`/api/fulfillment/group/${retired}/withdraw`, {})).statusCode).toBe(200);
    const key = await sheet([
      [null, ...kim, null, kit, 1, null],
      [null, ...lee, null, retired, 1, null],
    ]);

    const refused = await post('/api/fulfillment/orders/import', { key }, headers, 'en');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'ORDER_IMPORT_INVALID',
      fields: { 'rows.3.groupSkuId': 'This kit has been withdrawn and cannot be ordered' },
    });
    expect(Object.keys(refused.json().fields)).toEqual(['rows.3.groupSkuId']);
    expect((await get('/api/fulfillment/orders')).json().total).toBe(before);

    const report = await post('/api/fulfillment/orders/import/report', { key });
    expect(report.statusCode, report.body).toBe(200);
    const [errors] = await readXlsx((await followDownload(app, report.json())).bytes);
    const flat = (errors?.rows ?? []).map((r) => r.map((c) => (c === null ? '' : String(c))).join('|'));
    expect(flat.some((line) => line.startsWith('2|정상|'))).toBe(true);
    expect(
      flat.some((line) => line.startsWith('3|') && line.includes('철회된 세트 상품은 주문할 수 없습니다')),
    ).toBe(true);
  });

  it('names a file that is not a sheet, and keeps uploads to their team', async () => {
    const junk = await uploadFulfillmentFile(app, headers, new TextEncoder().encode('not a sheet'));
    const result = await post('/api/fulfillment/orders/import', { key: junk });
    expect(result.statusCode).toBe(400);
    expect(Object.keys(result.json().fields)).toEqual(['key']);
    const theirs = await sheet([[null, ...kim, 'X', null, 1, null]], other);
    expect((await post('/api/fulfillment/orders/import', { key: theirs })).statusCode).toBe(404);
  });

  it('hands out a template whose rows import once their products exist', async () => {
    const link = await get('/api/fulfillment/orders/template');
    expect(link.statusCode).toBe(200);
    const { bytes } = await followDownload(app, link.json());
    const [template] = await readXlsx(bytes);
    expect(template?.rows.some((r) => r.includes('SS-20260301-001'))).toBe(true);
    const key = await uploadFulfillmentFile(app, headers, bytes);
    const result = await post('/api/fulfillment/orders/import', { key });
    // 8809876543210 is not one of this team's products.
    expect(result.statusCode).toBe(400);
    expect(Object.keys(result.json().fields)).toEqual([expect.stringMatching(/^rows\.\d+\.barcode$/)]);
  });
});
