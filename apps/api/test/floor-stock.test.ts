import { seoulToday, stockChangeResultSchema, warehouseStockPageSchema } from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/open-database.ts';
import { ledgerMismatches } from '../src/modules/inventory/inventory.api.ts';
import { authHeaders } from './support/accounts.ts';
import { createFloorWorker, createFulfillmentTeam } from './support/fulfillment.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase, testDriver } from './support/test-database.ts';
import { useTestApp } from './support/use-test-app.ts';

// The floor's own stock changes (issue 13, ledger): a counted difference (adjust, with its reason)
// and a move between locations, each one conditional ledger change in one transaction; found
// stock allocates waiting orders, missing stock never goes below what orders reserved. Then the
// warehouse's stock list, and many workers counting one shelf at once on real PostgreSQL.

const SHELF = 'A-01-01-01-01';
const DOCK = 'RCV-01-01-01-01';
const recipient = {
  name: '김바로',
  phone: '010-2345-6789',
  zipCode: '06236',
  address1: '서울 강남구 테헤란로 152',
};

describe('floor stock: adjust, move and the list', () => {
  const t = useTestApp();
  let customer: Record<string, string>;
  let worker: Record<string, string>;
  let elsewhere: Record<string, string>;
  let soap: string;

  const post = (url: string, payload: object, headers = worker, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...headers, ...extra }, payload });
  const get = (url: string, headers = worker) => t.app.inject({ method: 'GET', url, headers });
  const stock = async () =>
    (await get(`/api/fulfillment/sku/${soap}`, customer)).json().stock as {
      onHand: number;
      available: number;
    };

  beforeEach(async () => {
    const team = await createFulfillmentTeam(t.database, { teamName: '바로무역' });
    customer = await t.as(team.master);
    worker = await t.as(await createFloorWorker(t.database, team.warehouseId));
    elsewhere = await t.as(
      await createFloorWorker(t.database, (await createFulfillmentTeam(t.database)).warehouseId),
    );
    soap = (await post('/api/fulfillment/sku', { name: '바로 비누' }, customer)).json().id;
    expect((await post('/api/warehouse/locations', { code: SHELF, kind: 'storage' })).statusCode).toBe(201);
    const inbound = await post(
      '/api/fulfillment/inbound',
      { expectedDate: seoulToday(t.app.clock.now()), items: [{ skuId: soap, quantity: 5 }] },
      customer,
    );
    await post(`/api/warehouse/inbound/${inbound.json().id}/receive`, {
      lines: [{ skuId: soap, quantity: 5 }],
    });
  });

  it('adjusts with a reason, allocates waiting orders with found stock, and never goes below what is reserved', async () => {
    const waiting = await post(
      '/api/fulfillment/orders',
      { recipient, items: [{ skuId: soap, quantity: 7 }] },
      customer,
      {
        'idempotency-key': 'floor-stock-0001',
      },
    );
    expect(waiting.json().status).toBe('waiting');

    const found = await post('/api/warehouse/stock/adjust', {
      skuId: soap,
      locationCode: 'a-01-01-01-01',
      quantity: 2,
      reason: '재고 실사: 선반 뒤에서 발견',
    });
    expect(found.statusCode, found.body).toBe(200);
    const result = stockChangeResultSchema.parse(found.json());
    expect(result.movements).toMatchObject([{ kind: 'adjust', quantity: 2 }]);
    // 5 at the dock + 2 on the shelf: the waiting order for 7 is allocated in the same transaction.
    expect((await get(`/api/fulfillment/orders/${waiting.json().id}`, customer)).json().status).toBe(
      'allocated',
    );
    expect(await stock()).toMatchObject({ onHand: 7, available: 0 });

    const missing = await post('/api/warehouse/stock/adjust', {
      skuId: soap,
      locationCode: SHELF,
      quantity: -1,
      reason: '파손',
    });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().code).toBe('INSUFFICIENT_STOCK');
    expect(await stock()).toMatchObject({ onHand: 7 });

    const zero = await post(
      '/api/warehouse/stock/adjust',
      { skuId: soap, locationCode: SHELF, quantity: 0, reason: 'x' },
      worker,
      { lang: 'en' },
    );
    expect(zero.statusCode).toBe(400);
    const nowhere = await post(
      '/api/warehouse/stock/adjust',
      { skuId: soap, locationCode: 'Z-09-09-09-09', quantity: 1, reason: 'x' },
      worker,
      { lang: 'en' },
    );
    expect(nowhere.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { locationCode: 'This location does not exist in the warehouse' },
    });
    const unknown = await post('/api/warehouse/stock/adjust', {
      skuId: 'sku_nope',
      locationCode: SHELF,
      quantity: 1,
      reason: 'x',
    });
    expect(unknown.json().fields).toEqual({ skuId: '등록되지 않은 상품입니다' });
    // Another warehouse has no such shelf; a customer may not count stock.
    expect(
      (
        await post(
          '/api/warehouse/stock/adjust',
          { skuId: soap, locationCode: SHELF, quantity: 1, reason: 'x' },
          elsewhere,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          '/api/warehouse/stock/adjust',
          { skuId: soap, locationCode: SHELF, quantity: 1, reason: 'x' },
          customer,
        )
      ).statusCode,
    ).toBe(403);
    expect((await ledgerMismatches(t.database.db)).rows).toEqual([]);
  });

  it('moves available stock between locations and lists the warehouse stock', async () => {
    const moved = await post('/api/warehouse/stock/move', {
      skuId: soap,
      fromLocationCode: DOCK,
      toLocationCode: SHELF,
      quantity: 3,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().movements).toMatchObject([{ kind: 'putaway' }, { kind: 'putaway' }]);
    expect(moved.json().locations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ locationCode: DOCK, onHand: 2, warehouseId: expect.any(String) }),
        expect.objectContaining({ locationCode: SHELF, onHand: 3 }),
      ]),
    );
    const tooMuch = await post('/api/warehouse/stock/move', {
      skuId: soap,
      fromLocationCode: DOCK,
      toLocationCode: SHELF,
      quantity: 3,
    });
    expect(tooMuch.statusCode).toBe(409);
    const same = await post('/api/warehouse/stock/move', {
      skuId: soap,
      fromLocationCode: SHELF,
      toLocationCode: 'a-01-01-01-01',
      quantity: 1,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toHaveProperty('toLocationCode');
    expect(await stock()).toMatchObject({ onHand: 5, available: 5 });

    const page = warehouseStockPageSchema.parse((await get('/api/warehouse/stock?size=1')).json());
    expect(page).toMatchObject({ total: 2, pageCount: 2 });
    expect(page.items[0]?.sku).toMatchObject({ id: soap, teamName: '바로무역' });
    const shelf = (
      await get(`/api/warehouse/stock?locationCode=${SHELF.toLowerCase()}&skuId=${soap}`)
    ).json();
    expect(shelf.items).toMatchObject([{ locationCode: SHELF, onHand: 3, reserved: 0, available: 3 }]);
    // The handheld finds a scanned barcode's SKU (exactly, in the worker's warehouse).
    const barcode = page.items[0]?.sku.barcode ?? '';
    const scanned = (await get(`/api/warehouse/stock?barcode=${encodeURIComponent(barcode)}`)).json();
    expect(scanned.items.map((row: { sku: { id: string } }) => row.sku.id)).toEqual([soap, soap]);
    expect(
      (await get(`/api/warehouse/stock?barcode=${encodeURIComponent(barcode.slice(0, -1))}`)).json().total,
    ).toBe(0);
    expect(
      (await get(`/api/warehouse/stock?barcode=${encodeURIComponent(barcode)}`, elsewhere)).json().total,
    ).toBe(0);
    expect((await get('/api/warehouse/stock', elsewhere)).json().total).toBe(0);
    expect((await get('/api/warehouse/stock', customer)).statusCode).toBe(403);
    expect((await ledgerMismatches(t.database.db)).rows).toEqual([]);
  });
});

// 24 workers at once count the same shelf down and up (−1 / +1) and move stock back and forth:
// never below zero or below what is reserved, and the movements sum to the balances.
const SHELF2 = 'A-01-01-01-02';
const CLIENTS = 24;

describe(`floor stock under concurrency (${testDriver})`, () => {
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
    skuId = (
      await app.inject({
        method: 'POST',
        url: '/api/fulfillment/sku',
        headers: customer,
        payload: { name: '인기 상품' },
      })
    ).json().id;
    for (const code of [SHELF, SHELF2]) {
      await app.inject({
        method: 'POST',
        url: '/api/warehouse/locations',
        headers: worker,
        payload: { code, kind: 'storage' },
      });
    }
    const seeded = await app.inject({
      method: 'POST',
      url: '/api/warehouse/stock/adjust',
      headers: worker,
      payload: { skuId, locationCode: SHELF2, quantity: 10, reason: '초기 재고' },
    });
    expect(seeded.statusCode, seeded.body).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    if (pool !== database) await pool.close();
    await database.close();
  });

  it('takes exactly what is there, and the ledger matches the balances', async () => {
    const call = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: worker, payload }).then((r) => r.statusCode);
    // 30 units asked away from 10 on the second shelf at once: exactly 10 go, the rest are refused.
    const takes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0
          ? call('/api/warehouse/stock/adjust', { skuId, locationCode: SHELF2, quantity: -1, reason: '분실' })
          : call('/api/warehouse/stock/move', {
              skuId,
              fromLocationCode: SHELF2,
              toLocationCode: SHELF,
              quantity: 1,
            }),
      ),
    );
    expect(takes.filter((s) => s === 200)).toHaveLength(10);
    expect(takes.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    // Then a mixed crowd: finds, losses and moves both ways on the two locations.
    const mixed = await Promise.all(
      Array.from({ length: CLIENTS * 2 }, (_, i) => {
        const [from, to] = i % 3 === 0 ? [SHELF, SHELF2] : [SHELF2, SHELF];
        if (i % 4 === 0)
          return call('/api/warehouse/stock/adjust', {
            skuId,
            locationCode: to,
            quantity: 2,
            reason: '발견',
          });
        if (i % 4 === 1)
          return call('/api/warehouse/stock/adjust', {
            skuId,
            locationCode: from,
            quantity: -1,
            reason: '분실',
          });
        return call('/api/warehouse/stock/move', {
          skuId,
          fromLocationCode: from,
          toLocationCode: to,
          quantity: 1,
        });
      }),
    );
    expect(mixed.every((s) => s === 200 || s === 409)).toBe(true);
    const balances = await database.db
      .selectFrom('stock_balances')
      .select(['on_hand', 'reserved'])
      .where('sku_id', '=', skuId)
      .execute();
    for (const b of balances) {
      expect(b.on_hand).toBeGreaterThanOrEqual(0);
      expect(b.reserved).toBeGreaterThanOrEqual(0);
      expect(b.reserved).toBeLessThanOrEqual(b.on_hand);
    }
    expect((await ledgerMismatches(database.db)).rows).toEqual([]);
  });
});
