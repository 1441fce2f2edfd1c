import { seoulToday, stockCountResultSchema } from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/open-database.ts';
import { ledgerMismatches } from '../src/modules/inventory/inventory.api.ts';
import { authHeaders } from './support/accounts.ts';
import { createFloorWorker, createFulfillmentTeam } from './support/fulfillment.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase, testDriver } from './support/test-database.ts';
import { useTestApp } from './support/use-test-app.ts';

// The handheld's "set count" (issue 15): what was counted at a location as of when it was counted.
// The balance becomes the count plus what the ledger moved there since, in one conditional
// statement, so a count kept offline and replayed later applies no stale difference; an older
// count than one recorded is refused; never below what orders reserved; a retried key applies
// once. Then many workers counting, adjusting and moving on one shelf at once on real PostgreSQL.

const SHELF = 'A-01-01-01-01';
const SHELF2 = 'A-01-01-01-02';
const recipient = {
  name: '김바로',
  phone: '010-2345-6789',
  zipCode: '06236',
  address1: '서울 강남구 테헤란로 152',
};

describe('counting a location', () => {
  const t = useTestApp();
  let customer: Record<string, string>;
  let worker: Record<string, string>;
  let elsewhere: Record<string, string>;
  let soap: string;

  const post = (url: string, payload: object, headers = worker, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...headers, ...extra }, payload });
  const count = (payload: object, extra: Record<string, string> = {}, headers = worker) =>
    post('/api/warehouse/stock/count', { skuId: soap, locationCode: SHELF, ...payload }, headers, extra);
  const shelf = async () => {
    const row = await t.database.db
      .selectFrom('stock_balances as b')
      .innerJoin('warehouse_locations as l', 'l.id', 'b.location_id')
      .select(['b.on_hand', 'b.reserved'])
      .where('b.sku_id', '=', soap)
      .where('l.code', '=', SHELF)
      .executeTakeFirst();
    return { onHand: row?.on_hand ?? 0, reserved: row?.reserved ?? 0 };
  };

  beforeEach(async () => {
    const team = await createFulfillmentTeam(t.database, { teamName: '바로무역' });
    customer = await t.as(team.master);
    worker = await t.as(await createFloorWorker(t.database, team.warehouseId));
    elsewhere = await t.as(
      await createFloorWorker(t.database, (await createFulfillmentTeam(t.database)).warehouseId),
    );
    soap = (await post('/api/fulfillment/sku', { name: '바로 비누' }, customer)).json().id;
    for (const code of [SHELF, SHELF2])
      expect((await post('/api/warehouse/locations', { code, kind: 'storage' })).statusCode).toBe(201);
    const seeded = await post('/api/warehouse/stock/adjust', {
      skuId: soap,
      locationCode: SHELF,
      quantity: 5,
      reason: '초기 재고',
    });
    expect(seeded.statusCode, seeded.body).toBe(200);
  });

  it('sets on hand to the count with an adjust movement and its reason, and writes nothing when it matches', async () => {
    const found = await count({ counted: 8 });
    expect(found.statusCode, found.body).toBe(200);
    const result = stockCountResultSchema.parse(found.json());
    expect(result.difference).toBe(3);
    expect(result.movements).toMatchObject([
      { kind: 'adjust', quantity: 3, onHandDelta: 3, reason: '재고 실사', locationCode: SHELF },
    ]);
    expect(await shelf()).toEqual({ onHand: 8, reserved: 0 });
    t.app.clock.advance(1000);
    const missing = (await count({ counted: 6, reason: '실사: 파손 2' })).json();
    expect(missing).toMatchObject({
      difference: -2,
      movements: [{ onHandDelta: -2, reason: '실사: 파손 2' }],
    });
    t.app.clock.advance(1000);
    const same = (await count({ counted: 6 })).json();
    expect(same).toMatchObject({ difference: 0, movements: [] });
    const counts = await t.database.db
      .selectFrom('stock_counts')
      .select(['counted', 'difference'])
      .orderBy('counted_at')
      .execute();
    expect(counts).toEqual([
      { counted: 8, difference: 3 },
      { counted: 6, difference: -2 },
      { counted: 6, difference: 0 },
    ]);
    expect((await ledgerMismatches(t.database.db)).rows).toEqual([]);
  });

  it('replays an offline count as of when it was counted: what moved since is kept, not undone', async () => {
    // Counted 5 (what was there) while offline; two units were moved away after that.
    const countedAt = t.app.clock.now().toISOString();
    t.app.clock.advance(60_000);
    const moved = await post('/api/warehouse/stock/move', {
      skuId: soap,
      fromLocationCode: SHELF,
      toLocationCode: SHELF2,
      quantity: 2,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    t.app.clock.advance(60_000);
    const replayed = await count({ counted: 5, countedAt }, { 'idempotency-key': 'count-offline-1' });
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.json()).toMatchObject({ difference: 0, movements: [] });
    expect(await shelf()).toEqual({ onHand: 3, reserved: 0 });

    // Counted 4 back then (one was missing): only that one goes, the move stays.
    t.app.clock.advance(1000);
    const later = t.app.clock.now().toISOString();
    t.app.clock.advance(1000);
    await post('/api/warehouse/stock/move', {
      skuId: soap,
      fromLocationCode: SHELF2,
      toLocationCode: SHELF,
      quantity: 1,
    });
    const short = await count({ counted: 2, countedAt: later }, { 'idempotency-key': 'count-offline-2' });
    expect(short.json()).toMatchObject({ difference: -1 });
    expect(await shelf()).toEqual({ onHand: 3, reserved: 0 });
    // The same key again answers the first answer and applies nothing.
    const again = await count({ counted: 2, countedAt: later }, { 'idempotency-key': 'count-offline-2' });
    expect(again.json()).toEqual(short.json());
    expect(await shelf()).toEqual({ onHand: 3, reserved: 0 });
    expect(
      (await count({ counted: 3, countedAt: later }, { 'idempotency-key': 'count-offline-2' })).statusCode,
    ).toBe(422);

    // A count older than one recorded is refused (the later count stands), in ko and en.
    const stale = await count({ counted: 9, countedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'COUNT_SUPERSEDED',
      message: '이 로케이션은 이 실사 이후에 다시 실사되었습니다. 나중 실사 결과가 적용되어 있습니다.',
    });
    expect((await count({ counted: 9, countedAt }, { 'accept-language': 'en' })).json().message).toBe(
      'This location was counted again after this count; the later count stands.',
    );
    expect(await shelf()).toEqual({ onHand: 3, reserved: 0 });
    expect((await ledgerMismatches(t.database.db)).rows).toEqual([]);
  });

  it('never counts below what orders reserved, and takes a time ahead of the server as now', async () => {
    const order = await post(
      '/api/fulfillment/orders',
      { recipient, items: [{ skuId: soap, quantity: 4 }] },
      customer,
      { 'idempotency-key': 'count-order-1' },
    );
    expect(order.json().status).toBe('allocated');
    const below = await count({ counted: 3 });
    expect(below.statusCode).toBe(409);
    expect(below.json().code).toBe('INSUFFICIENT_STOCK');
    expect(await shelf()).toEqual({ onHand: 5, reserved: 4 });
    const ahead = new Date(t.app.clock.now().getTime() + 3_600_000).toISOString();
    expect((await count({ counted: 4, countedAt: ahead })).json().difference).toBe(-1);
    // The next count (at the server's now, after the clamped one) is not refused as older.
    t.app.clock.advance(1000);
    expect((await count({ counted: 4 })).json().difference).toBe(0);
    expect(seoulToday(t.app.clock.now())).toMatch(/^\d{4}-/);
    expect((await ledgerMismatches(t.database.db)).rows).toEqual([]);
  });

  it('refuses bad counts field by field, other warehouses’ shelves and customers', async () => {
    const bad = await count({ counted: -1, countedAt: 'yesterday' }, { 'accept-language': 'en' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['counted', 'countedAt']);
    expect((await count({ counted: 1 }, {}, elsewhere)).statusCode).toBe(400);
    expect((await count({ counted: 1 }, {}, customer)).statusCode).toBe(403);
    expect((await count({ counted: 1, skuId: 'sku_nope' })).json().fields).toEqual({
      skuId: '등록되지 않은 상품입니다',
    });
  });
});

// 48 requests from 24 workers at once count, adjust and move on two shelves of one SKU: every count lands on what
// the ledger says, nothing goes negative or below what is reserved, and movements sum to balances.
const CLIENTS = 24;

describe(`counts under concurrency (${testDriver})`, () => {
  let database: TestDatabase;
  let pool: DatabaseHandle;
  let app: TestApp;
  let worker: Record<string, string>;
  let skuId = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    pool =
      testDriver === 'postgres' && database.connectionString
        ? await openDatabase({
            databaseUrl: database.connectionString,
            dataDir: null,
            poolSize: CLIENTS * 2 + 4,
          })
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
    for (const code of [SHELF, SHELF2])
      await app.inject({
        method: 'POST',
        url: '/api/warehouse/locations',
        headers: worker,
        payload: { code, kind: 'storage' },
      });
    const seeded = await app.inject({
      method: 'POST',
      url: '/api/warehouse/stock/adjust',
      headers: worker,
      payload: { skuId, locationCode: SHELF, quantity: 10, reason: '초기 재고' },
    });
    expect(seeded.statusCode, seeded.body).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    if (pool !== database) await pool.close();
    await database.close();
  });

  it('applies every count on the ledger as it is, and the ledger matches the balances', async () => {
    const unexpected: string[] = [];
    const call = (url: string, payload: object, key: string) =>
      app
        .inject({ method: 'POST', url, headers: { ...worker, 'idempotency-key': key }, payload })
        .then((r) => {
          if (r.statusCode !== 200 && r.statusCode !== 409) unexpected.push(`${r.statusCode} ${r.body}`);
          return r.statusCode;
        });
    const statuses = await Promise.all(
      Array.from({ length: CLIENTS * 2 }, (_, i) => {
        const [from, to] = i % 2 === 0 ? [SHELF, SHELF2] : [SHELF2, SHELF];
        if (i % 3 === 0)
          return call('/api/warehouse/stock/count', { skuId, locationCode: to, counted: i % 7 }, `c-${i}`);
        if (i % 3 === 1)
          return call(
            '/api/warehouse/stock/adjust',
            { skuId, locationCode: from, quantity: i % 2 === 0 ? -1 : 2, reason: '실사' },
            `a-${i}`,
          );
        return call(
          '/api/warehouse/stock/move',
          { skuId, fromLocationCode: from, toLocationCode: to, quantity: 1 },
          `m-${i}`,
        );
      }),
    );
    // A count older than one committed meanwhile is refused; nothing else but short stock.
    expect(unexpected).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(CLIENTS / 2);
    const balances = await database.db
      .selectFrom('stock_balances')
      .select(['on_hand', 'reserved'])
      .where('sku_id', '=', skuId)
      .execute();
    for (const b of balances) {
      expect(b.on_hand).toBeGreaterThanOrEqual(0);
      expect(b.reserved).toBeLessThanOrEqual(b.on_hand);
    }
    expect((await ledgerMismatches(database.db)).rows).toEqual([]);
    // Each applied count's difference is its movement's, and their sum is in the ledger.
    const counts = await database.db
      .selectFrom('stock_counts as c')
      .leftJoin('stock_movements as m', 'm.id', 'c.movement_id')
      .select(['c.difference', 'm.on_hand_delta'])
      .execute();
    expect(counts.length).toBeGreaterThan(0);
    for (const c of counts) expect(c.on_hand_delta ?? 0).toBe(c.difference);
  });
});
