import { waveSchema } from '@baro/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './support/use-test-app.ts';
import { createWavesWorld, type WavesWorld } from './support/waves-world.ts';

// Pick waves (issue 15): creating one by filters from the allocated orders no open wave holds,
// tasks per (location, SKU) from the orders' reservations in location-path order, idempotent
// creation, the list with counts, and who sees what.

const t = useTestApp();
let w: WavesWorld;
let soap = '';
let towel = '';

beforeEach(async () => {
  w = await createWavesWorld(t.app, t.database);
  soap = await w.sku('바로 비누');
  towel = await w.sku('바로 수건');
  // Deliberately put on shelves out of path order: B before A, aisle 10 before aisle 2.
  await w.stock(soap, 2, 'B-01-01-01-01');
  await w.stock(soap, 20, 'A-10-01-01-01');
  await w.stock(towel, 20, 'A-02-01-01-01');
});

const create = (body: object, as = w.worker, extra: Record<string, string> = {}) =>
  w.call(as, 'POST', '/api/warehouse/waves', body, extra);

describe('creating a wave', () => {
  it('takes the allocated orders, with one task per location and SKU sorted by location path', async () => {
    const first = await w.order([
      { skuId: soap, quantity: 3 },
      { skuId: towel, quantity: 1 },
    ]);
    const second = await w.order([{ skuId: towel, quantity: 2 }]);
    const response = await create({});
    expect(response.statusCode, response.body).toBe(201);
    const wave = waveSchema.parse(response.json());
    expect(wave.status).toBe('open');
    expect(wave.waveNo).toMatch(/^WV\d{6}-\d{4}$/);
    expect(wave.orders.map((o) => o.id)).toEqual([first, second]);
    expect(wave.orders.map((o) => [o.quantity, o.pickState, o.status])).toEqual([
      [4, 'pending', 'allocated'],
      [2, 'pending', 'allocated'],
    ]);
    // Soap was reserved 2 from B-01 (oldest stock first) and 1 from A-10; the list walks, B-01.
    const tasks = wave.tasks.map((task) => ({
      at: task.location.code,
      sku: task.sku.name,
      quantity: task.quantity,
      orders: task.orders.map((o) => [o.orderId, o.quantity]),
    }));
    const fromB = tasks.find((x) => x.at === 'B-01-01-01-01');
    const soapTotal = tasks.filter((x) => x.sku === '바로 비누').reduce((n, x) => n + x.quantity, 0);
    expect(soapTotal).toBe(3);
    expect(tasks.map((x) => x.at)).toEqual([...tasks.map((x) => x.at)].sort());
    expect(tasks[0]).toEqual({
      at: 'A-02-01-01-01',
      sku: '바로 수건',
      quantity: 3,
      orders: [
        [first, 1],
        [second, 2],
      ],
    });
    expect(fromB?.orders).toEqual([[first, fromB?.quantity]]);
    expect(wave.tasks.map((task) => task.position)).toEqual(wave.tasks.map((_, i) => i));
    expect(wave.totals).toEqual({
      orders: 2,
      tasks: wave.tasks.length,
      units: 6,
      tasksConfirmed: 0,
      tasksShort: 0,
      unitsPicked: 0,
    });
  });

  it('filters single- and multi-piece orders, caps at maxOrders, and leaves orders of open waves out', async () => {
    const single = await w.order([{ skuId: soap, quantity: 1 }]);
    const multi = await w.order([{ skuId: towel, quantity: 2 }]);
    const single2 = await w.order([{ skuId: towel, quantity: 1 }]);
    const singles = (await create({ kind: 'single', maxOrders: 1 })).json();
    expect(singles.orders.map((o: { id: string }) => o.id)).toEqual([single]);
    expect(singles.filters).toEqual({ cutoff: 'all', parcelCompany: null, kind: 'single', maxOrders: 1 });
    const multis = (await create({ kind: 'multi' })).json();
    expect(multis.orders.map((o: { id: string }) => o.id)).toEqual([multi]);
    const rest = (await create({})).json();
    expect(rest.orders.map((o: { id: string }) => o.id)).toEqual([single2]);
    const none = await create({});
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('WAVE_NO_ORDERS');
    expect(none.json().message).toBe('조건에 맞는 출고 대기 주문이 없어 웨이브를 만들지 않았습니다.');
  });

  it('takes only orders due by today with cutoff=today, and only the warehouse’s carrier', async () => {
    const due = await w.order([{ skuId: soap, quantity: 1 }]);
    await w.order([{ skuId: soap, quantity: 1 }]);
    // Promised for the next business day (cut-off 00:00); make one due long ago.
    await t.database.db
      .updateTable('shipping_orders')
      .set({ promised_ship_date: '2020-01-02' })
      .where('id', '=', due)
      .execute();
    const hanjin = await create({ parcelCompany: '05' });
    expect(hanjin.statusCode).toBe(409);
    expect(hanjin.json().code).toBe('WAVE_NO_ORDERS');
    const today = (await create({ cutoff: 'today', parcelCompany: '04' })).json();
    expect(today.orders.map((o: { id: string }) => o.id)).toEqual([due]);
  });

  it('answers a retry with the same Idempotency-Key with the same wave, and refuses the key for another body', async () => {
    await w.order([{ skuId: soap, quantity: 1 }]);
    await w.order([{ skuId: towel, quantity: 1 }]);
    const key = { 'idempotency-key': 'desk-wave-1' };
    const first = await create({ maxOrders: 1 }, w.worker, key);
    const again = await create({ maxOrders: 1 }, w.worker, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const reused = await create({ maxOrders: 2 }, w.worker, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const bad = await create({}, w.worker, { 'idempotency-key': ' ' });
    expect(bad.statusCode).toBe(400);
    const list = (await w.call(w.worker, 'GET', '/api/warehouse/waves')).json();
    expect(list.total).toBe(1);
  });

  it('makes staff name the warehouse, and keeps workers to their own', async () => {
    await w.order([{ skuId: soap, quantity: 1 }]);
    const unnamed = await create({}, w.staff);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields).toEqual({ warehouseId: expect.any(String) });
    expect((await create({ warehouseId: 'wh_nope12345678' }, w.staff)).statusCode).toBe(404);
    expect((await create({ warehouseId: w.warehouseId }, w.otherWorker)).statusCode).toBe(404);
    expect((await create({}, w.otherWorker)).json().code).toBe('WAVE_NO_ORDERS');
    const staffWave = await create({ warehouseId: w.warehouseId }, w.staff);
    expect(staffWave.statusCode).toBe(201);
    const id = staffWave.json().id;
    expect((await w.call(w.worker, 'GET', `/api/warehouse/waves/${id}`)).statusCode).toBe(200);
    expect((await w.call(w.otherWorker, 'GET', `/api/warehouse/waves/${id}`)).statusCode).toBe(404);
    expect((await w.call(w.customer, 'GET', `/api/warehouse/waves/${id}`)).statusCode).toBe(403);
  });

  it('previews how many orders a wave would take, leaving orders of open waves out', async () => {
    await w.order([{ skuId: soap, quantity: 1 }]);
    await w.order([{ skuId: towel, quantity: 2 }]);
    await w.order([{ skuId: towel, quantity: 1 }]);
    const preview = (url: string, as = w.worker) => w.call(as, 'GET', `/api/warehouse/waves/preview${url}`);
    expect((await preview('')).json()).toEqual({ orders: 3, matching: 3 });
    expect((await preview('?kind=single&maxOrders=1')).json()).toEqual({ orders: 1, matching: 2 });
    expect((await preview('?parcelCompany=05')).json()).toEqual({ orders: 0, matching: 0 });
    await create({ kind: 'multi' });
    expect((await preview('')).json()).toEqual({ orders: 2, matching: 2 });
    expect((await preview('?maxOrders=0')).statusCode).toBe(400);
    expect((await preview('', w.staff)).statusCode).toBe(400);
    expect((await preview(`?warehouseId=${w.warehouseId}`, w.staff)).json().matching).toBe(2);
    expect((await preview(`?warehouseId=${w.warehouseId}`, w.otherWorker)).statusCode).toBe(404);
    expect((await preview('', w.customer)).statusCode).toBe(403);
  });

  it('refuses bad filters field by field', async () => {
    const response = await create({ kind: 'some', maxOrders: 201, cutoff: 'tomorrow' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['cutoff', 'kind', 'maxOrders']);
  });
});

describe('the list of waves', () => {
  it('pages newest first with counts per status, for the worker’s warehouse only', async () => {
    for (let i = 0; i < 3; i++) {
      await w.order([{ skuId: soap, quantity: 1 }]);
      t.app.clock.advance(60_000);
      expect((await create({})).statusCode).toBe(201);
    }
    const page = (await w.call(w.worker, 'GET', '/api/warehouse/waves?page=1&size=2')).json();
    expect(page.total).toBe(3);
    expect(page.pageCount).toBe(2);
    expect(page.items).toHaveLength(2);
    expect(page.items[0].createdAt > page.items[1].createdAt).toBe(true);
    expect(page.counts).toEqual({ open: 3, released: 0, picking: 0, picked: 0, cancelled: 0 });
    expect(page.items[0].totals.orders).toBe(1);
    const picked = (await w.call(w.worker, 'GET', '/api/warehouse/waves?status=picked')).json();
    expect(picked.items).toEqual([]);
    expect(picked.total).toBe(0);
    const other = (await w.call(w.otherWorker, 'GET', '/api/warehouse/waves')).json();
    expect(other.total).toBe(0);
    const staff = (await w.call(w.staff, 'GET', `/api/warehouse/waves?warehouseId=${w.warehouseId}`)).json();
    expect(staff.total).toBe(3);
  });

  it('finds one wave by its number (the packing station’s scan), in the worker’s warehouse only', async () => {
    await w.order([{ skuId: soap, quantity: 1 }]);
    const made = (await create({})).json();
    await w.order([{ skuId: towel, quantity: 1 }]);
    t.app.clock.advance(60_000);
    expect((await create({})).statusCode).toBe(201);
    const scanned = made.waveNo.toLowerCase();
    const found = (await w.call(w.worker, 'GET', `/api/warehouse/waves?waveNo=${scanned}`)).json();
    expect(found.items.map((item: { id: string }) => item.id)).toEqual([made.id]);
    expect(found.total).toBe(1);
    const none = (await w.call(w.worker, 'GET', '/api/warehouse/waves?waveNo=WV000000-0000')).json();
    expect(none.items).toEqual([]);
    const other = (await w.call(w.otherWorker, 'GET', `/api/warehouse/waves?waveNo=${made.waveNo}`)).json();
    expect(other.items).toEqual([]);
  });
});
