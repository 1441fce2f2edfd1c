import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx, renderXlsx } from '../src/modules/documents/documents.api.ts';
import { receiveStock, specialLocation } from '../src/modules/inventory/inventory.api.ts';
import { authHeaders, createCustomer } from './support/accounts.ts';
import { createFulfillmentTeam, followDownload, uploadFulfillmentFile } from './support/fulfillment.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// SKUs and kits (issue 13): barcode rules, list with search, paging and sort, edit, the detail with
// stock per location and movements, kits with whole kits available, Excel import (all or nothing,
// bad rows named) and export that imports back; another team's ids are 404.

describe('SKUs and kits', () => {
  let database: TestDatabase;
  let app: TestApp;
  let team: Awaited<ReturnType<typeof createFulfillmentTeam>>;
  let headers: Record<string, string>;
  let other: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
    await app.ready();
    team = await createFulfillmentTeam(database);
    headers = await authHeaders(app, database, await createCustomer(database, { teamId: team.teamId }));
    other = await authHeaders(app, database, (await createFulfillmentTeam(database)).master);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (url: string, payload: object, as = headers, lang = 'ko') =>
    app.inject({ method: 'POST', url, headers: { ...as, lang }, payload });
  const get = (url: string, as = headers) => app.inject({ method: 'GET', url, headers: as });

  /** Puts stock on a location of the team's warehouse through the ledger, as receiving would. */
  async function stock(skuId: string, quantity: number, code?: string) {
    await database.db.transaction().execute(async (trx) => {
      const location = code
        ? await trx
            .insertInto('warehouse_locations')
            .values({
              id: `loc_${code.replace(/-/g, '')}${skuId.slice(-6)}`,
              warehouse_id: team.warehouseId,
              code,
              kind: 'storage',
            })
            .onConflict((oc) => oc.columns(['warehouse_id', 'code']).doUpdateSet({ kind: 'storage' }))
            .returning(['id'])
            .executeTakeFirstOrThrow()
        : await specialLocation(trx, team.warehouseId, 'receiving');
      await receiveStock(trx, { skuId, locationId: location.id, quantity }, 'receive', {
        teamId: team.teamId,
        warehouseId: team.warehouseId,
        ref: { type: 'test', id: 'test', label: 'TEST' },
        actorId: null,
        now: new Date(),
      });
    });
  }

  let wipes = '';
  let brush = '';

  it('registers a SKU with a valid EAN-13, and generates a Code 128 barcode when there is none', async () => {
    const created = await post('/api/fulfillment/sku', {
      name: '바로 물티슈 100매',
      barcode: '８８０１２３４５６７８９３',
      weightGrams: 450,
      valueKrw: 3500,
      hsCode: '3401.11',
      originCountry: 'kr',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      id: expect.stringMatching(/^sku_/),
      barcode: '8801234567893',
      barcodeType: 'EAN13',
      hsCode: '340111',
      originCountry: 'KR',
      lowStockThreshold: 10,
      lengthMm: null,
    });
    wipes = created.json().id;
    const generated = await post('/api/fulfillment/sku', { name: '대나무 칫솔' });
    expect(generated.json()).toMatchObject({
      barcode: expect.stringMatching(/^BR[0-9A-Z]{10}$/),
      barcodeType: 'CODE128',
    });
    brush = generated.json().id;
  });

  it('refuses a wrong check digit, a taken barcode and bad numbers', async () => {
    const wrong = await post(
      '/api/fulfillment/sku',
      { name: '물티슈', barcode: '8801234567890' },
      headers,
      'en',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.barcode).toContain('check digit');
    const taken = await post('/api/fulfillment/sku', { name: '또 물티슈', barcode: '8801234567893' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('BARCODE_TAKEN');
    // Another team may use the same barcode.
    expect(
      (await post('/api/fulfillment/sku', { name: '물티슈', barcode: '8801234567893' }, other)).statusCode,
    ).toBe(201);
    for (const bad of [
      { weightGrams: 0 },
      { weightGrams: 1.5 },
      { valueKrw: -1 },
      { originCountry: 'KOR' },
      { hsCode: '12' },
    ]) {
      expect(
        (await post('/api/fulfillment/sku', { name: 'x', ...bad })).statusCode,
        JSON.stringify(bad),
      ).toBe(400);
    }
  });

  it('shows the stock per location and the latest movements on the detail', async () => {
    await stock(wipes, 30, 'A-01-01-01-01');
    await stock(wipes, 5);
    const detail = await get(`/api/fulfillment/sku/${wipes}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().stock).toMatchObject({ onHand: 35, reserved: 0, available: 35, quarantined: 0 });
    expect(detail.json().stock.locations.map((l: { locationCode: string }) => l.locationCode)).toEqual([
      'A-01-01-01-01',
      'RCV-01-01-01-01',
    ]);
    // Each location says which warehouse it is in, by id (for the next request) and by code.
    expect(detail.json().stock.locations).toMatchObject([
      { warehouseId: team.warehouseId, warehouseCode: expect.any(String) },
      { warehouseId: team.warehouseId, warehouseCode: expect.any(String) },
    ]);
    expect(detail.json().movements).toHaveLength(2);
    expect(detail.json().movements[0]).toMatchObject({
      kind: 'receive',
      quantity: 5,
      onHandDelta: 5,
      reference: { label: 'TEST' },
    });
    expect((await get(`/api/fulfillment/sku/${wipes}`, other)).statusCode).toBe(404);
    expect((await get('/api/fulfillment/sku/sku_doesnotexist')).statusCode).toBe(404);
  });

  it('edits a SKU, clears optional fields with null, and keeps barcodes unique', async () => {
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/fulfillment/sku/${brush}`,
      headers,
      payload: { name: '대나무 칫솔 4입', barcode: '036000291452', lowStockThreshold: 3, weightGrams: 80 },
    });
    expect(edited.json()).toMatchObject({
      name: '대나무 칫솔 4입',
      barcodeType: 'UPCA',
      lowStockThreshold: 3,
      weightGrams: 80,
    });
    const cleared = await app.inject({
      method: 'PATCH',
      url: `/api/fulfillment/sku/${brush}`,
      headers,
      payload: { weightGrams: null },
    });
    expect(cleared.json().weightGrams).toBeNull();
    const taken = await app.inject({
      method: 'PATCH',
      url: `/api/fulfillment/sku/${brush}`,
      headers,
      payload: { barcode: '8801234567893' },
    });
    expect(taken.json().code).toBe('BARCODE_TAKEN');
    const theirs = await app.inject({
      method: 'PATCH',
      url: `/api/fulfillment/sku/${brush}`,
      headers: other,
      payload: { name: 'x' },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('lists with search, sort, low stock and pages', async () => {
    for (let i = 1; i <= 3; i++)
      await post('/api/fulfillment/sku', { name: `샴푸 ${i}호`, lowStockThreshold: 0 });
    const all = await get('/api/fulfillment/sku?size=2&page=1');
    expect(all.json()).toMatchObject({ total: 5, pageCount: 3, page: 1, size: 2 });
    expect(all.json().items[0].name).toBe('샴푸 3호');
    const search = await get(`/api/fulfillment/sku?q=${encodeURIComponent('칫솔')}`);
    expect(search.json().items.map((s: { name: string }) => s.name)).toEqual(['대나무 칫솔 4입']);
    const byBarcode = await get('/api/fulfillment/sku?q=88012345');
    expect(byBarcode.json().items[0]).toMatchObject({ id: wipes, stock: { onHand: 35, available: 35 } });
    const byAvailable = await get('/api/fulfillment/sku?sort=available&size=100');
    expect(byAvailable.json().items.at(-1).id).toBe(wipes);
    const low = await get('/api/fulfillment/sku?lowStock=true&size=100');
    expect(low.json().items.map((s: { id: string }) => s.id)).toContain(brush);
    expect(low.json().items.map((s: { id: string }) => s.id)).not.toContain(wipes);
    expect((await get('/api/fulfillment/sku?sort=price')).statusCode).toBe(400);
    expect((await get('/api/fulfillment/sku', other)).json().total).toBe(1);
  });

  it('makes kits of the team’s SKUs and counts the whole kits the stock makes', async () => {
    await stock(brush, 7, 'A-01-01-01-02');
    const created = await post('/api/fulfillment/group', {
      name: '욕실 세트',
      components: [
        { skuId: wipes, quantity: 2 },
        { skuId: brush, quantity: 1 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: '욕실 세트',
      available: 7,
      components: [
        { skuId: wipes, quantity: 2, stock: { available: 35 } },
        { skuId: brush, quantity: 1, stock: { available: 7 } },
      ],
    });
    const id = created.json().id;
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/fulfillment/group/${id}`,
      headers,
      payload: { components: [{ skuId: wipes, quantity: 10 }] },
    });
    expect(changed.json()).toMatchObject({ available: 3, components: [{ skuId: wipes, quantity: 10 }] });
    expect((await get(`/api/fulfillment/group/${id}`)).json().available).toBe(3);
    expect((await get(`/api/fulfillment/group/${id}`, other)).statusCode).toBe(404);
    expect((await get('/api/fulfillment/group')).json().total).toBe(1);

    const theirSku = (await post('/api/fulfillment/sku', { name: '남의 상품' }, other)).json().id;
    const foreign = await post('/api/fulfillment/group', {
      name: '세트',
      components: [{ skuId: theirSku, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields['components.0.skuId']).toBe('등록되지 않은 상품입니다');
  });

  it('withdraws a kit: kept for its page, out of the list, no edit and no new order', async () => {
    const kit = (
      await post('/api/fulfillment/group', { name: '단종 세트', components: [{ skuId: brush, quantity: 1 }] })
    ).json();
    expect(kit).toMatchObject({ status: 'active', withdrawnAt: null });
    const withdraw = (as = headers) =>
      app.inject({ method: 'POST', url: `/api/fulfillment/group/${kit.id}/withdraw`, headers: as });

    expect((await withdraw(other)).statusCode).toBe(404);
    const withdrawn = await withdraw();
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      id: kit.id,
      status: 'withdrawn',
      withdrawnAt: expect.any(String),
    });
    // Again: harmless, the same answer.
    const again = await withdraw();
    expect(again.statusCode).toBe(200);
    expect(again.json().withdrawnAt).toBe(withdrawn.json().withdrawnAt);

    expect((await get(`/api/fulfillment/group/${kit.id}`)).json().status).toBe('withdrawn');
    const inUse = (await get('/api/fulfillment/group')).json();
    expect(inUse.items.map((k: { id: string }) => k.id)).not.toContain(kit.id);
    const retired = (await get('/api/fulfillment/group?status=withdrawn')).json();
    expect(retired).toMatchObject({ total: 1, items: [{ id: kit.id, status: 'withdrawn' }] });
    expect((await get('/api/fulfillment/group?status=withdrawn', other)).json().total).toBe(0);

    for (const lang of ['ko', 'en']) {
      const edit = await app.inject({
        method: 'PATCH',
        url: `/api/fulfillment/group/${kit.id}`,
        headers: { ...headers, lang },
        payload: { name: '되살린 세트' },
      });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().code).toBe('KIT_WITHDRAWN');
      expect(edit.json().message).toMatch(lang === 'ko' ? /철회/ : /withdrawn/);
    }
    const recipient = {
      name: '김받는',
      phone: '010-1234-5678',
      zipCode: '06236',
      address1: '서울 강남구 테헤란로 152',
    };
    const order = await post(
      '/api/fulfillment/orders',
      { recipient, items: [{ groupSkuId: kit.id, quantity: 1 }] },
      headers,
      'en',
    );
    expect(order.statusCode).toBe(400);
    expect(order.json().fields).toEqual({
      'items.0.groupSkuId': 'This kit has been withdrawn and cannot be ordered',
    });
    expect((await get(`/api/fulfillment/group/${kit.id}`)).json().name).toBe('단종 세트');
  });

  it('lists the inventory per location and the ledger', async () => {
    const inventory = await get(`/api/fulfillment/inventory?q=${encodeURIComponent('물티슈')}`);
    expect(inventory.json().items[0]).toMatchObject({
      sku: { id: wipes },
      stock: { onHand: 35, locations: [{}, {}] },
    });
    const movements = await get(`/api/fulfillment/inventory/movements?skuId=${wipes}&kind=receive`);
    expect(movements.json().total).toBe(2);
    expect((await get('/api/fulfillment/inventory/movements', other)).json().total).toBe(0);
  });

  describe('spreadsheets', () => {
    const importKey = (key: string, lang = 'ko', as = headers) =>
      app.inject({
        method: 'POST',
        url: '/api/fulfillment/sku/import',
        headers: { ...as, lang },
        payload: { key },
      });

    it('imports the template’s example rows, and names a barcode the team already uses', async () => {
      const template = await followDownload(app, (await get('/api/fulfillment/sku/template')).json());
      expect(template.contentType).toContain('spreadsheetml');
      const fresh = await authHeaders(app, database, (await createFulfillmentTeam(database)).master);
      const imported = await importKey(await uploadFulfillmentFile(app, fresh, template.bytes), 'ko', fresh);
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json()).toEqual({ created: 2, updated: 0 });
      const items = (await get('/api/fulfillment/sku', fresh)).json().items;
      expect(items.map((s: { barcodeType: string }) => s.barcodeType).sort()).toEqual(['CODE128', 'EAN13']);

      // This team already has the example's EAN: the row is named and nothing is saved.
      const before = (await get('/api/fulfillment/sku')).json().total;
      const refused = await importKey(await uploadFulfillmentFile(app, headers, template.bytes));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ 'rows.5.barcode': '이미 다른 상품에 등록된 바코드입니다' });
      expect((await get('/api/fulfillment/sku')).json().total).toBe(before);
    });

    it('exports the SKUs to a sheet that imports back, changing rows with an ID', async () => {
      const exported = await followDownload(app, (await get('/api/fulfillment/sku/export')).json());
      const [sheet] = await readXlsx(exported.bytes);
      const header = sheet?.rows.findIndex((row) => row.includes('상품명 / Name')) ?? -1;
      expect(header).toBeGreaterThan(0);
      const rows = sheet?.rows.slice(header + 1) ?? [];
      expect(rows).toHaveLength(5);
      const nameColumn = sheet?.rows[header]?.indexOf('상품명 / Name') ?? -1;
      const edited = rows.map((row) => row.map((cell, i) => (i === nameColumn ? `${cell} (수정)` : cell)));
      const bytes = await renderXlsx({
        sheets: [
          {
            name: 'SKUs',
            columns: (sheet?.rows[header] ?? []).map((h, i) => ({ header: String(h), key: String(i) })),
            rows: [...edited, ['', '새 상품', null]].map((row) =>
              Object.fromEntries(row.map((c, i) => [String(i), c as string])),
            ),
          },
        ],
      });
      const result = await importKey(await uploadFulfillmentFile(app, headers, bytes));
      expect(result.statusCode, result.body).toBe(200);
      expect(result.json()).toEqual({ created: 1, updated: 5 });
      const names = (await get('/api/fulfillment/sku?size=100'))
        .json()
        .items.map((s: { name: string }) => s.name);
      expect(names).toContain('바로 물티슈 100매 (수정)');
      expect(names).toContain('새 상품');
      expect((await get(`/api/fulfillment/sku/${wipes}`)).json().barcode).toBe('8801234567893');
    });

    it('saves nothing when a row is bad, naming each row and column', async () => {
      const before = (await get('/api/fulfillment/sku')).json().total;
      const bytes = await renderXlsx({
        sheets: [
          {
            name: 'SKUs',
            columns: [
              { header: '상품명 / Name', key: 'name' },
              { header: '바코드 / Barcode', key: 'barcode' },
              { header: '무게(g) / Weight (g)', key: 'weight' },
            ],
            rows: [
              { name: '좋은 상품', barcode: '4006381333931', weight: 10 },
              { name: '', barcode: 'OK-1', weight: 10 },
              { name: '나쁜 바코드', barcode: '8801234567890', weight: '열' },
              { name: '중복', barcode: '4006381333931' },
            ],
          },
        ],
      });
      const result = await importKey(await uploadFulfillmentFile(app, headers, bytes), 'en');
      expect(result.statusCode).toBe(400);
      expect(result.json().code).toBe('SKU_IMPORT_INVALID');
      expect(Object.keys(result.json().fields)).toEqual([
        'rows.3.name',
        'rows.4.barcode',
        'rows.4.weightGrams',
        'rows.5.barcode',
      ]);
      expect(result.json().fields['rows.4.barcode']).toContain('check digit');
      expect((await get('/api/fulfillment/sku')).json().total).toBe(before);
    });

    it('refuses a file that is not a sheet and another team’s upload', async () => {
      const csv = await uploadFulfillmentFile(
        app,
        headers,
        new TextEncoder().encode('a,b\n'),
        'skus.csv',
        'text/csv',
      );
      const unreadable = await importKey(csv);
      expect(unreadable.json()).toMatchObject({
        code: 'SKU_IMPORT_INVALID',
        fields: { key: expect.any(String) },
      });
      const theirs = await uploadFulfillmentFile(app, other, new Uint8Array([1, 2, 3]));
      expect((await importKey(theirs)).statusCode).toBe(404);
    });
  });
});
