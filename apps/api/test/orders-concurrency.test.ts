import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/open-database.ts';
import { ledgerMismatches, receiveStock } from '../src/modules/inventory/inventory.api.ts';
import { allocateWaitingOrders, lockQueueAndStock } from '../src/modules/orders/orders.api.ts';
import { authHeaders, createWorker } from './support/accounts.ts';
import { createFulfillmentTeam } from './support/fulfillment.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase, testDriver } from './support/test-database.ts';

// Issue 13's orders under load, through the real routes: 24 clients at once create orders for one
// hot SKU (spread over three shelves), cancel them, pick them on the floor and receive more stock
// (as inbound does), and 8 of them retry one order with one Idempotency-Key. Afterwards nothing is
// over-reserved, the movements sum to the balances, what orders hold is what balances reserve,
// every waiting order really cannot be served (waiting orders were allocated whenever possible),
// and the retried order exists once. On PostgreSQL the clients really run at once (24
// connections); PGlite has one connection, so there the same walk runs interleaved.

const CLIENTS = 24;
const STEPS = 8;

describe(`shipping orders under concurrency (${testDriver})`, () => {
  let database: TestDatabase;
  let pool: DatabaseHandle;
  let app: TestApp;
  let team: Awaited<ReturnType<typeof createFulfillmentTeam>>;
  let headers: Record<string, string>;
  let worker: Record<string, string>;
  let skuId = '';
  const locations: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    pool =
      testDriver === 'postgres' && database.connectionString
        ? await openDatabase({ databaseUrl: database.connectionString, dataDir: null, poolSize: CLIENTS + 4 })
        : database;
    app = await createTestApp({ ...database, db: pool.db });
    await app.ready();
    team = await createFulfillmentTeam(database);
    headers = await authHeaders(app, database, team.master);
    worker = await authHeaders(
      app,
      database,
      await createWorker(database, { warehouseId: team.warehouseId }),
    );
    skuId = (
      await app.inject({
        method: 'POST',
        url: '/api/fulfillment/sku',
        headers,
        payload: { name: '인기 상품' },
      })
    ).json().id;
    for (let i = 1; i <= 3; i++) {
      const id = `loc_hotorders${i}${team.warehouseId.slice(-8)}`;
      await database.db
        .insertInto('warehouse_locations')
        .values({ id, warehouse_id: team.warehouseId, code: `B-01-01-01-0${i}`, kind: 'storage' })
        .execute();
      locations.push(id);
      await receive(id, 15);
    }
  });
  afterAll(async () => {
    await app.close();
    if (pool !== database) await pool.close();
    await database.close();
  });

  /**
   * Stock arriving the way inbound receiving brings it: queue and balances locked first, then the
   * stock in, then waiting orders served.
   */
  async function receive(locationId: string, quantity: number) {
    await pool.db.transaction().execute(async (trx) => {
      const now = new Date();
      await lockQueueAndStock(
        trx,
        team.teamId,
        { skuIds: [skuId], create: [{ skuId, locationId }] },
        { warehouseId: team.warehouseId, now },
      );
      await receiveStock(trx, { skuId, locationId, quantity }, 'receive', {
        teamId: team.teamId,
        warehouseId: team.warehouseId,
        ref: { type: 'test', id: 'hot', label: 'HOT' },
        actorId: null,
        now,
      });
      await allocateWaitingOrders(trx, team.teamId, [skuId], { now });
    });
  }

  const recipient = { name: '동시성', phone: '010-0000-0000', zipCode: '06236', address1: '서울' };

  it('never over-reserves, keeps the ledger and the queue true, and creates a retried order once', async () => {
    let seed = 20261128;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const statuses: number[] = [];
    const counts = { allocated: 0, waiting: 0, canceled: 0, refused: 0, picked: 0, received: 0 };
    const retried = Array.from({ length: 8 }, () =>
      app.inject({
        method: 'POST',
        url: '/api/fulfillment/orders',
        headers: { ...headers, 'idempotency-key': 'hot-retry-1' },
        payload: { recipient, items: [{ skuId, quantity: 2 }] },
      }),
    );

    const client = async () => {
      const mine: string[] = [];
      for (let step = 0; step < STEPS; step++) {
        const roll = random();
        if (roll < 0.55 || mine.length === 0) {
          const response = await app.inject({
            method: 'POST',
            url: '/api/fulfillment/orders',
            headers,
            payload: { recipient, items: [{ skuId, quantity: 1 + Math.floor(random() * 5) }] },
          });
          statuses.push(response.statusCode);
          if (response.statusCode === 201) {
            mine.push(response.json().id);
            counts[response.json().status as 'allocated' | 'waiting']++;
          }
        } else if (roll < 0.8) {
          const id = mine.splice(Math.floor(random() * mine.length), 1)[0] as string;
          const response = await app.inject({
            method: 'POST',
            url: '/api/fulfillment/canceling/user',
            headers,
            payload: { orderIds: [id] },
          });
          statuses.push(response.statusCode);
          counts.canceled += response.json().canceled?.length ?? 0;
          counts.refused += response.json().refused?.length ?? 0;
        } else if (roll < 0.93) {
          const id = mine[Math.floor(random() * mine.length)] as string;
          const response = await app.inject({
            method: 'POST',
            url: `/api/warehouse/orders/${id}/pick`,
            headers: worker,
          });
          // A waiting order cannot be picked yet (409); anything else must succeed.
          statuses.push(response.statusCode === 409 ? 200 : response.statusCode);
          if (response.statusCode === 200) counts.picked++;
        } else {
          await receive(locations[Math.floor(random() * locations.length)] as string, 4);
          counts.received++;
        }
      }
    };
    const [retries] = await Promise.all([
      Promise.all(retried),
      Promise.all(Array.from({ length: CLIENTS }, client)),
    ]);

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
    // Enough contention to mean something: stock ran out, orders waited, cancels and picks happened.
    expect(counts.allocated).toBeGreaterThan(10);
    expect(counts.waiting).toBeGreaterThan(0);
    expect(counts.canceled + counts.refused).toBeGreaterThan(5);

    // The retried order exists once, and every retry answered it.
    const ids = new Set(retries.map((r) => r.json().id));
    expect(retries.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(ids.size).toBe(1);
    const keyed = await database.db
      .selectFrom('shipping_orders')
      .select('id')
      .where('idempotency_key', '=', 'hot-retry-1')
      .execute();
    expect(keyed).toHaveLength(1);

    const { rows: mismatches } = await ledgerMismatches(database.db);
    expect(mismatches).toEqual([]);
    const balances = await database.db
      .selectFrom('stock_balances as b')
      .innerJoin('warehouse_locations as l', 'l.id', 'b.location_id')
      .select(['b.on_hand', 'b.reserved', 'l.kind'])
      .where('b.sku_id', '=', skuId)
      .execute();
    for (const b of balances) {
      expect(b.reserved).toBeGreaterThanOrEqual(0);
      expect(b.reserved).toBeLessThanOrEqual(b.on_hand);
    }
    // What allocated and picking orders hold is exactly what the balances reserve.
    const held = await database.db
      .selectFrom('shipping_order_allocations as a')
      .innerJoin('shipping_orders as o', 'o.id', 'a.order_id')
      .select((eb) => eb.fn.sum<number>('a.quantity').as('quantity'))
      .where('o.status', 'in', ['allocated', 'picking'])
      .executeTakeFirstOrThrow();
    expect(Number(held.quantity ?? 0)).toBe(balances.reduce((sum, b) => sum + b.reserved, 0));
    // Waiting and cancelled orders hold nothing.
    const idle = await database.db
      .selectFrom('shipping_order_allocations as a')
      .innerJoin('shipping_orders as o', 'o.id', 'a.order_id')
      .select('a.order_id')
      .where('o.status', 'in', ['waiting', 'canceled'])
      .execute();
    expect(idle).toEqual([]);
    // Waiting orders were served whenever possible: none of them fits in what is available now.
    const available = balances
      .filter((b) => b.kind === 'storage' || b.kind === 'receiving')
      .reduce((sum, b) => sum + b.on_hand - b.reserved, 0);
    const waiting = await database.db
      .selectFrom('shipping_order_lines as l')
      .innerJoin('shipping_orders as o', 'o.id', 'l.order_id')
      .select(['l.quantity'])
      .where('o.status', '=', 'waiting')
      .execute();
    for (const w of waiting) expect(w.quantity).toBeGreaterThan(available);
    // Every order's history ends in its status.
    const orders = await database.db.selectFrom('shipping_orders').select(['id', 'status']).execute();
    const history = await database.db
      .selectFrom('shipping_order_history')
      .select(['order_id', 'status'])
      .orderBy('seq')
      .execute();
    const last = new Map(history.map((h) => [h.order_id, h.status]));
    for (const o of orders) expect(last.get(o.id), o.id).toBe(o.status);
  });
});
