import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getErrorMessage, waveSchema } from '@baro/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../src/modules/inventory/inventory.api.ts';
import { followDownload } from './support/fulfillment.ts';
import { useTestApp } from './support/use-test-app.ts';
import { createWavesWorld, type WavesWorld } from './support/waves-world.ts';

// Picking a wave (issue 15): confirming tasks (short picks shared out oldest order first), orders
// moving on through the orders module once every piece is there, idempotent picks, release and
// cancel, and the pick list PDF.

const t = useTestApp();
let w: WavesWorld;
let soap = '';
let towel = '';

beforeEach(async () => {
  w = await createWavesWorld(t.app, t.database);
  soap = await w.sku('바로 비누');
  towel = await w.sku('바로 수건');
  await w.stock(soap, 20, 'A-03-01-01-01');
  await w.stock(towel, 20, 'A-01-01-01-01');
});

async function newWave(body: object = {}) {
  const response = await w.call(w.worker, 'POST', '/api/warehouse/waves', body);
  expect(response.statusCode, response.body).toBe(201);
  return waveSchema.parse(response.json());
}
const pick = (waveId: string, taskId: string, quantity: number, key?: string, as = w.worker) =>
  w.call(
    as,
    'POST',
    `/api/warehouse/waves/${waveId}/picks`,
    { taskId, quantity },
    key ? { 'idempotency-key': key } : {},
  );
const orderStatus = async (id: string) =>
  (await w.call(w.worker, 'GET', `/api/warehouse/orders/${id}`)).json().status as string;

describe('picking a wave', () => {
  it('moves each order on once every piece of it is picked, and the wave to picked after the last task', async () => {
    const first = await w.order([
      { skuId: soap, quantity: 2 },
      { skuId: towel, quantity: 1 },
    ]);
    const second = await w.order([{ skuId: towel, quantity: 1 }]);
    const wave = await newWave();
    const [towels, soaps] = wave.tasks;
    expect([towels?.location.code, soaps?.location.code]).toEqual(['A-01-01-01-01', 'A-03-01-01-01']);
    if (!towels || !soaps) throw new Error('two tasks expected');

    const afterTowels = waveSchema.parse((await pick(wave.id, towels.id, 2)).json());
    expect(afterTowels.status).toBe('picking');
    expect(afterTowels.orders.map((o) => [o.id, o.pickState, o.status])).toEqual([
      [first, 'pending', 'allocated'],
      [second, 'picked', 'picking'],
    ]);
    const done = waveSchema.parse((await pick(wave.id, soaps.id, 2)).json());
    expect(done.status).toBe('picked');
    expect(done.pickedAt).not.toBeNull();
    expect(done.orders.map((o) => o.pickState)).toEqual(['picked', 'picked']);
    expect(await orderStatus(first)).toBe('picking');
    expect(done.totals).toMatchObject({ tasksConfirmed: 2, tasksShort: 0, unitsPicked: 4, units: 4 });
    // The stock went to the outbound area through the orders module's pick step, once.
    expect((await ledgerMismatches(t.database.db)).rows).toEqual([]);
    const picks = await t.database.db
      .selectFrom('stock_movements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'pick')
      .executeTakeFirstOrThrow();
    expect(Number(picks.n)).toBeGreaterThan(0);
    // A picked wave takes no more picks, and cannot be cancelled.
    expect((await pick(wave.id, soaps.id, 1)).json().code).toBe('PICK_TASK_CONFIRMED');
    const cancel = await w.call(w.worker, 'POST', `/api/warehouse/waves/${wave.id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe('INVALID_STATE_TRANSITION');
  });

  it('records a short pick, shares it out oldest order first, and returns the short order to the pool', async () => {
    const older = await w.order([{ skuId: soap, quantity: 2 }]);
    const younger = await w.order([{ skuId: soap, quantity: 2 }]);
    const wave = await newWave();
    const task = wave.tasks[0];
    if (!task) throw new Error('one task expected');
    expect(task.quantity).toBe(4);
    const response = await pick(wave.id, task.id, 3);
    expect(response.statusCode, response.body).toBe(200);
    const shorted = waveSchema.parse(response.json());
    expect(shorted.status).toBe('picked');
    expect(shorted.tasks[0]).toMatchObject({ pickedQuantity: 3, state: 'short' });
    expect(shorted.tasks[0]?.orders.map((o) => [o.orderId, o.quantity, o.pickedQuantity])).toEqual([
      [older, 2, 2],
      [younger, 2, 1],
    ]);
    expect(shorted.orders.map((o) => o.pickState)).toEqual(['picked', 'short']);
    expect(shorted.totals).toMatchObject({ tasksShort: 1, unitsPicked: 3 });
    expect(await orderStatus(older)).toBe('picking');
    expect(await orderStatus(younger)).toBe('allocated');
    const list = (await w.call(w.worker, 'GET', '/api/warehouse/waves')).json();
    expect(list.items[0].totals.tasksShort).toBe(1);
    // The short order is free for the next wave.
    const next = await newWave();
    expect(next.orders.map((o) => o.id)).toEqual([younger]);
  });

  it('applies a pick once: a retried key answers the same, another body with the key is refused', async () => {
    await w.order([{ skuId: soap, quantity: 2 }]);
    await w.order([{ skuId: towel, quantity: 1 }]);
    const wave = await newWave();
    const [towels, soaps] = wave.tasks;
    if (!towels || !soaps) throw new Error('two tasks expected');
    const first = await pick(wave.id, soaps.id, 1, 'scan-1');
    const again = await pick(wave.id, soaps.id, 1, 'scan-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().tasks[1].pickedQuantity).toBe(1);
    expect(again.json().totals).toEqual(first.json().totals);
    const reused = await pick(wave.id, towels.id, 1, 'scan-1');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    // Without a key: the same quantity again is harmless, another one is refused.
    expect((await pick(wave.id, soaps.id, 1)).statusCode).toBe(200);
    const other = await pick(wave.id, soaps.id, 2);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('PICK_TASK_CONFIRMED');
    const rows = await t.database.db.selectFrom('wave_picks').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses an unknown task, more than asked, and callers of other warehouses', async () => {
    await w.order([{ skuId: soap, quantity: 2 }]);
    const wave = await newWave();
    const task = wave.tasks[0];
    if (!task) throw new Error('one task expected');
    const over = await pick(wave.id, task.id, 3);
    expect(over.statusCode).toBe(400);
    expect(over.json().fields).toEqual({ quantity: '집품할 수량보다 많이 입력할 수 없습니다' });
    const unknown = await pick(wave.id, 'wpt_nope12345678', 1);
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fields)).toEqual(['taskId']);
    expect((await pick(wave.id, task.id, 1, undefined, w.otherWorker)).statusCode).toBe(404);
    expect((await pick(wave.id, task.id, -1)).statusCode).toBe(400);
    expect((await pick(wave.id, task.id, 2, undefined, w.staff)).statusCode).toBe(200);
  });
});

describe('releasing and cancelling', () => {
  it('releases an open wave once, and a cancel returns its orders to the pool', async () => {
    const order = await w.order([{ skuId: soap, quantity: 1 }]);
    const wave = await newWave();
    const released = await w.call(w.worker, 'POST', `/api/warehouse/waves/${wave.id}/release`);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ status: 'released', releasedAt: expect.any(String) });
    expect((await w.call(w.worker, 'POST', `/api/warehouse/waves/${wave.id}/release`)).statusCode).toBe(200);
    expect((await w.call(w.otherWorker, 'POST', `/api/warehouse/waves/${wave.id}/cancel`)).statusCode).toBe(
      404,
    );
    expect((await w.call(w.worker, 'POST', '/api/warehouse/waves', {})).json().code).toBe('WAVE_NO_ORDERS');
    const cancelled = await w.call(w.worker, 'POST', `/api/warehouse/waves/${wave.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect((await w.call(w.worker, 'POST', `/api/warehouse/waves/${wave.id}/cancel`)).statusCode).toBe(200);
    const again = await w.call(w.worker, 'POST', `/api/warehouse/waves/${wave.id}/release`);
    expect(again.statusCode).toBe(409);
    const task = wave.tasks[0];
    if (!task) throw new Error('one task expected');
    expect((await pick(wave.id, task.id, 1)).json().code).toBe('INVALID_STATE_TRANSITION');
    expect(await orderStatus(order)).toBe('allocated');
    const next = await newWave();
    expect(next.orders.map((o) => o.id)).toEqual([order]);
  });
});

describe('orders a wave holds', () => {
  const pickOne = (id: string) => w.call(w.worker, 'POST', `/api/warehouse/orders/${id}/pick`);
  const cancel = (id: string) =>
    w.call(w.customer, 'POST', '/api/fulfillment/canceling/user', { orderIds: [id] });

  it('refuses a per-order pick and cancel while the wave is open, released or picking, and allows them after a cancel', async () => {
    const held = await w.order([{ skuId: soap, quantity: 1 }]);
    const other = await w.order([{ skuId: towel, quantity: 1 }]);
    const wave = await newWave({ kind: 'any', maxOrders: 1 });
    expect(wave.orders.map((o) => o.id)).toEqual([held]);
    // The desk reads which wave holds the order, to name it and link to it.
    const waveOf = async (id: string) =>
      (await w.call(w.worker, 'GET', `/api/warehouse/orders/${id}`)).json().wave;
    expect(await waveOf(held)).toEqual({ id: wave.id, waveNo: wave.waveNo, status: 'open' });
    expect(await waveOf(other)).toBeNull();

    const refused = await pickOne(held);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'ORDER_IN_WAVE',
      message: '진행 중인 웨이브에 포함된 주문입니다. 웨이브에서 집품하거나 웨이브를 먼저 취소해 주세요.',
    });
    const english = await w.call(
      { ...w.worker, 'accept-language': 'en' },
      'POST',
      `/api/warehouse/orders/${held}/pick`,
    );
    expect(english.json().message).toBe(
      'This order is in an active pick wave. Pick it in the wave, or cancel the wave first.',
    );
    expect((await cancel(held)).json()).toEqual({
      canceled: [],
      refused: [{ id: held, code: 'ORDER_IN_WAVE', message: getErrorMessage('ORDER_IN_WAVE', 'ko') }],
    });
    await w.call(w.worker, 'POST', `/api/warehouse/waves/${wave.id}/release`);
    expect((await pickOne(held)).json().code).toBe('ORDER_IN_WAVE');
    expect(await orderStatus(held)).toBe('allocated');
    // An order no wave holds is picked on its own as before.
    expect((await pickOne(other)).statusCode).toBe(200);

    expect((await pickOne(other)).json().wave).toBeNull();
    expect(await waveOf(held)).toMatchObject({ id: wave.id, status: 'released' });

    expect((await w.call(w.worker, 'POST', `/api/warehouse/waves/${wave.id}/cancel`)).statusCode).toBe(200);
    expect(await waveOf(held)).toBeNull();
    expect((await cancel(held)).json()).toEqual({ canceled: [held], refused: [] });
    expect((await ledgerMismatches(t.database.db)).rows).toEqual([]);
  });

  it('keeps a picking wave’s unpicked orders, and lets a repeat pick of an order the wave picked answer as before', async () => {
    const first = await w.order([{ skuId: soap, quantity: 1 }]);
    const second = await w.order([{ skuId: towel, quantity: 1 }]);
    const wave = await newWave();
    const soapTask = wave.tasks.find((task) => task.sku.id === soap);
    if (!soapTask) throw new Error('soap task expected');
    expect((await pick(wave.id, soapTask.id, 1)).json().status).toBe('picking');
    expect(await orderStatus(first)).toBe('picking');
    // The picked order repeats harmlessly; the one the wave still holds is refused.
    const repeat = await pickOne(first);
    expect(repeat.statusCode).toBe(200);
    // The order the wave picked still names it (the desk links to the wave it was picked in).
    expect(repeat.json().wave).toEqual({ id: wave.id, waveNo: wave.waveNo, status: 'picking' });
    expect((await pickOne(second)).json().code).toBe('ORDER_IN_WAVE');
    expect((await cancel(second)).json().refused).toEqual([
      { id: second, code: 'ORDER_IN_WAVE', message: getErrorMessage('ORDER_IN_WAVE', 'ko') },
    ]);
    expect((await cancel(first)).json().refused).toEqual([
      { id: first, code: 'ORDER_ALREADY_PICKING', message: getErrorMessage('ORDER_ALREADY_PICKING', 'ko') },
    ]);
  });
});

describe('the pick list', () => {
  it('is a PDF behind a signed link, for the wave’s warehouse only', async () => {
    await w.order([
      { skuId: soap, quantity: 2 },
      { skuId: towel, quantity: 1 },
    ]);
    const wave = await newWave();
    const response = await w.call(w.worker, 'GET', `/api/warehouse/waves/${wave.id}/pick-list.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    const { bytes, contentType } = await followDownload(t.app, response.json());
    expect(contentType).toBe('application/pdf');
    const text = Buffer.from(bytes).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/Type \/Page\b/);
    // Each row's SKU barcode is a Code 128 that scans from the printed page (zbar-tools).
    const dir = await mkdtemp(join(tmpdir(), 'baro-pick-list-'));
    try {
      await writeFile(join(dir, 'list.pdf'), bytes);
      const rendered = spawnSync('pdftoppm', [
        '-r',
        '200',
        '-png',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        join(dir, 'list.pdf'),
        join(dir, 'page'),
      ]);
      expect(rendered.status, String(rendered.stderr)).toBe(0);
      const scanned = spawnSync('zbarimg', ['-q', join(dir, 'page.png')], { encoding: 'utf8' });
      expect(scanned.status, scanned.stderr).toBe(0);
      const codes = scanned.stdout.trim().split('\n');
      for (const task of wave.tasks) expect(codes).toContain(`CODE-128:${task.sku.barcode}`);
      expect(codes).toContain(`CODE-128:${wave.waveNo}`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect(
      (await w.call(w.otherWorker, 'GET', `/api/warehouse/waves/${wave.id}/pick-list.pdf`)).statusCode,
    ).toBe(404);
  });
});
