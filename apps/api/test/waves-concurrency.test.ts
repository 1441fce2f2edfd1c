import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/open-database.ts';
import { ledgerMismatches } from '../src/modules/inventory/inventory.api.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase, testDriver } from './support/test-database.ts';
import { createWavesWorld, type WavesWorld } from './support/waves-world.ts';

// Pick waves under concurrency (issue 15), through the real routes: desks creating waves at once
// never put one order in two open waves, and handhelds scanning the same tasks at once (retries
// with one key, duplicates with other keys) confirm each task once and move each order's stock
// once. On PostgreSQL the clients really run at once; PGlite has one connection, so there the same
// requests run interleaved.

const CLIENTS = 16;

describe(`pick waves under concurrency (${testDriver})`, () => {
  let database: TestDatabase;
  let pool: DatabaseHandle;
  let app: TestApp;
  let w: WavesWorld;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool =
      testDriver === 'postgres' && database.connectionString
        ? await openDatabase({ databaseUrl: database.connectionString, dataDir: null, poolSize: CLIENTS + 4 })
        : database;
    app = await createTestApp({ ...database, db: pool.db });
    await app.ready();
    w = await createWavesWorld(app, database);
    const soap = await w.sku('바로 비누');
    const towel = await w.sku('바로 수건');
    // Small shelves, so orders spread over several locations and tasks serve several orders.
    for (let i = 1; i <= 4; i++) {
      await w.stock(soap, 4, `A-0${i}-01-01-01`);
      await w.stock(towel, 3, `B-0${i}-01-01-01`);
    }
    for (let i = 0; i < 10; i++)
      await w.order([
        { skuId: soap, quantity: 1 + (i % 2) },
        { skuId: towel, quantity: 1 },
      ]);
  });
  afterAll(async () => {
    await app.close();
    if (pool !== database) await pool.close();
    await database.close();
  });

  it('creates waves at once without putting an order in two of them', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/warehouse/waves',
          headers: w.worker,
          payload: { maxOrders: 3 },
        }),
      ),
    );
    const created = answers.filter((a) => a.statusCode === 201).map((a) => a.json());
    const refused = answers.filter((a) => a.statusCode !== 201).map((a) => a.json().code);
    expect(refused.every((code) => code === 'WAVE_NO_ORDERS')).toBe(true);
    const orderIds = created.flatMap((wave) => wave.orders.map((o: { id: string }) => o.id));
    expect(orderIds).toHaveLength(10);
    expect(new Set(orderIds).size).toBe(10);
    expect(created).toHaveLength(4);
  });

  it('confirms each task once and moves each order’s stock once when handhelds scan at once', async () => {
    // Back to one wave of every order: cancel the four, then wave all ten.
    const list = (await app.inject({ method: 'GET', url: '/api/warehouse/waves', headers: w.worker })).json();
    for (const wave of list.items)
      await app.inject({ method: 'POST', url: `/api/warehouse/waves/${wave.id}/cancel`, headers: w.worker });
    const wave = (
      await app.inject({ method: 'POST', url: '/api/warehouse/waves', headers: w.worker, payload: {} })
    ).json();
    expect(wave.orders).toHaveLength(10);
    const tasks = wave.tasks as { id: string; quantity: number }[];
    expect(tasks.length).toBeGreaterThan(4);
    // Every task scanned by four clients: twice with one key (a retry), twice with keys of their own.
    const scans = tasks.flatMap((task) =>
      [`${task.id}-a`, `${task.id}-a`, `${task.id}-b`, `${task.id}-c`].map((key) => ({ task, key })),
    );
    const answers: { statusCode: number; code?: string }[] = [];
    for (let i = 0; i < scans.length; i += CLIENTS) {
      const batch = scans.slice(i, i + CLIENTS);
      const results = await Promise.all(
        batch.map(({ task, key }) =>
          app.inject({
            method: 'POST',
            url: `/api/warehouse/waves/${wave.id}/picks`,
            headers: { ...w.worker, 'idempotency-key': key },
            payload: { taskId: task.id, quantity: task.quantity },
          }),
        ),
      );
      answers.push(...results.map((r) => ({ statusCode: r.statusCode, code: r.json().code })));
    }
    expect(answers.filter((a) => a.statusCode !== 200)).toEqual([]);

    const picks = await database.db.selectFrom('wave_picks').select('task_id').execute();
    expect(picks).toHaveLength(tasks.length);
    const detail = (
      await app.inject({ method: 'GET', url: `/api/warehouse/waves/${wave.id}`, headers: w.worker })
    ).json();
    expect(detail.status).toBe('picked');
    expect(detail.orders.map((o: { status: string }) => o.status)).toEqual(Array(10).fill('picking'));
    // Each order's pick step ran once: one history entry to picking per order, the ledger adds up.
    const history = await database.db
      .selectFrom('shipping_order_history')
      .select('order_id')
      .where('status', '=', 'picking')
      .execute();
    expect(history).toHaveLength(10);
    expect((await ledgerMismatches(database.db)).rows).toEqual([]);
    const outbound = await database.db
      .selectFrom('stock_balances as b')
      .innerJoin('warehouse_locations as l', 'l.id', 'b.location_id')
      .select((eb) => eb.fn.sum<number>('b.on_hand').as('pieces'))
      .where('l.kind', '=', 'outbound')
      .executeTakeFirstOrThrow();
    expect(Number(outbound.pieces)).toBe(25);
  });
});
