import { seoulToday, warehouseMovementPageSchema } from '@baro/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStaff } from './support/accounts.ts';
import { createFloorWorker, createFulfillmentTeam } from './support/fulfillment.ts';
import { useTestApp } from './support/use-test-app.ts';

// Movement history on the warehouse desk (issue 15): the ledger of the worker's warehouse, newest
// first, per SKU and per location, by kind, by words of the reason and between Seoul days; other
// warehouses' movements never show, and staff may name the warehouse.

const SHELF = 'A-01-01-01-01';
const SHELF2 = 'A-01-01-01-02';

describe('the warehouse’s movement history', () => {
  const t = useTestApp();
  let worker: Record<string, string>;
  let elsewhere: Record<string, string>;
  let staff: Record<string, string>;
  let customer: Record<string, string>;
  let warehouseId = '';
  let soap = '';
  let towel = '';

  const post = (url: string, payload: object, headers = worker) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const list = async (query = '', headers = worker) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/warehouse/movements${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return warehouseMovementPageSchema.parse(response.json());
  };

  beforeEach(async () => {
    const team = await createFulfillmentTeam(t.database, { teamName: '바로무역' });
    warehouseId = team.warehouseId;
    customer = await t.as(team.master);
    worker = await t.as(await createFloorWorker(t.database, team.warehouseId));
    elsewhere = await t.as(
      await createFloorWorker(t.database, (await createFulfillmentTeam(t.database)).warehouseId),
    );
    staff = await t.as(await createStaff(t.database));
    soap = (await post('/api/fulfillment/sku', { name: '바로 비누' }, customer)).json().id;
    towel = (await post('/api/fulfillment/sku', { name: '바로 수건' }, customer)).json().id;
    for (const code of [SHELF, SHELF2]) await post('/api/warehouse/locations', { code, kind: 'storage' });
    const changes = [
      { skuId: soap, locationCode: SHELF, quantity: 5, reason: '초기 재고' },
      { skuId: towel, locationCode: SHELF2, quantity: 3, reason: '초기 재고' },
      { skuId: soap, locationCode: SHELF, quantity: -1, reason: '파손: 포장 찢어짐' },
    ];
    for (const change of changes) {
      t.app.clock.advance(1000);
      expect((await post('/api/warehouse/stock/adjust', change)).statusCode).toBe(200);
    }
    t.app.clock.advance(1000);
    await post('/api/warehouse/stock/move', {
      skuId: soap,
      fromLocationCode: SHELF,
      toLocationCode: SHELF2,
      quantity: 2,
    });
  });

  it('pages the warehouse’s ledger newest first, with SKU, team and who did it', async () => {
    const all = await list();
    expect(all.total).toBe(5);
    expect(all.items.map((m) => [m.kind, m.locationCode, m.onHandDelta])).toEqual([
      ['putaway', SHELF2, 2],
      ['putaway', SHELF, -2],
      ['adjust', SHELF, -1],
      ['adjust', SHELF2, 3],
      ['adjust', SHELF, 5],
    ]);
    expect(all.items[2]).toMatchObject({
      sku: { id: soap, name: '바로 비누' },
      teamName: '바로무역',
      reason: '파손: 포장 찢어짐',
      actorName: expect.any(String),
    });
    const second = await list('?page=2&size=2');
    expect(second).toMatchObject({ page: 2, size: 2, total: 5, pageCount: 3 });
    expect(second.items.map((m) => m.onHandDelta)).toEqual([-1, 3]);
    expect((await list('', elsewhere)).total).toBe(0);
    expect((await list(`?warehouseId=${warehouseId}`, staff)).total).toBe(5);
    // A worker naming another warehouse still sees only their own.
    expect((await list(`?warehouseId=nope`, worker)).total).toBe(5);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/warehouse/movements', headers: customer })).statusCode,
    ).toBe(403);
  });

  it('filters per SKU, per location, by kind, by words of the reason and by Seoul day', async () => {
    expect((await list(`?skuId=${towel}`)).items.map((m) => m.sku.name)).toEqual(['바로 수건']);
    expect((await list(`?locationCode=${SHELF.toLowerCase()}`)).total).toBe(3);
    expect((await list(`?skuId=${soap}&locationCode=${SHELF2}`)).items.map((m) => m.kind)).toEqual([
      'putaway',
    ]);
    expect((await list('?kind=putaway')).total).toBe(2);
    expect((await list(`?reason=${encodeURIComponent('파손')}`)).items.map((m) => m.onHandDelta)).toEqual([
      -1,
    ]);
    expect((await list(`?reason=${encodeURIComponent('100%')}`)).total).toBe(0);
    const today = seoulToday(t.app.clock.now());
    expect((await list(`?from=${today}&to=${today}`)).total).toBe(5);
    expect((await list('?to=2020-01-01')).total).toBe(0);
    expect((await list('?from=2999-01-01')).total).toBe(0);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/warehouse/movements?kind=lost&from=yesterday&to=2026-01-01&size=1000',
      headers: { ...worker, 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['from', 'kind', 'size']);
    const backwards = await t.app.inject({
      method: 'GET',
      url: '/api/warehouse/movements?from=2026-02-01&to=2026-01-01',
      headers: worker,
    });
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().fields)).toEqual(['to']);
  });
});
