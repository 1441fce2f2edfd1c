import { seoulToday } from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/open-database.ts';
import { forgetOldCommandKeys } from '../src/modules/command-idempotency/command-idempotency.jobs.ts';
import { ledgerMismatches } from '../src/modules/inventory/inventory.api.ts';
import { authHeaders, createStaff } from './support/accounts.ts';
import { createFloorWorker, createFulfillmentTeam } from './support/fulfillment.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase, testDriver } from './support/test-database.ts';
import { useTestApp } from './support/use-test-app.ts';

// Issue 15: the handheld's floor commands (stock move, count adjustment, inbound receipt) carry an
// `Idempotency-Key` and are retried from an offline queue. A retried key answers the first answer
// and applies nothing twice; the same key asking something else is 422; a refused command leaves
// its key free; two requests with one key at once apply once (real PostgreSQL in the second part).

const SHELF = 'A-01-01-01-01';
const DOCK = 'RCV-01-01-01-01';

describe('floor commands with an Idempotency-Key', () => {
  const t = useTestApp();
  let customer: Record<string, string>;
  let worker: Record<string, string>;
  let staff: Record<string, string>;
  let warehouseId: string;
  let soap: string;

  const post = (url: string, payload: object, key?: string, headers = worker) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload,
    });
  const onHand = async (code: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/warehouse/stock?locationCode=${code}&skuId=${soap}`,
        headers: worker,
      })
    ).json().items[0]?.onHand ?? 0;
  const announce = async (quantity: number) =>
    (
      await post(
        '/api/fulfillment/inbound',
        { expectedDate: seoulToday(t.app.clock.now()), items: [{ skuId: soap, quantity }] },
        undefined,
        customer,
      )
    ).json().id as string;

  beforeEach(async () => {
    const team = await createFulfillmentTeam(t.database, { teamName: '바로무역' });
    warehouseId = team.warehouseId;
    customer = await t.as(team.master);
    worker = await t.as(await createFloorWorker(t.database, team.warehouseId));
    staff = await t.as(await createStaff(t.database));
    soap = (await post('/api/fulfillment/sku', { name: '바로 비누' }, undefined, customer)).json().id;
    expect((await post('/api/warehouse/locations', { code: SHELF, kind: 'storage' })).statusCode).toBe(201);
    await post(`/api/warehouse/inbound/${await announce(5)}/receive`, {
      lines: [{ skuId: soap, quantity: 5 }],
    });
  });

  it('moves once for a retried key and answers the first answer; another body with the key is 422', async () => {
    const move = { skuId: soap, fromLocationCode: DOCK, toLocationCode: SHELF, quantity: 2 };
    const first = await post('/api/warehouse/stock/move', move, 'scan-0001');
    expect(first.statusCode, first.body).toBe(200);
    const again = await post('/api/warehouse/stock/move', { ...move }, 'scan-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await onHand(SHELF)).toBe(2);
    expect(await onHand(DOCK)).toBe(3);

    const other = await post('/api/warehouse/stock/move', { ...move, quantity: 1 }, 'scan-0001', worker);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    // The same key on another route is another command; without a key every request applies.
    const adjust = { skuId: soap, locationCode: SHELF, quantity: 1, reason: '재고 실사' };
    expect((await post('/api/warehouse/stock/adjust', adjust, 'scan-0001')).statusCode).toBe(200);
    expect((await post('/api/warehouse/stock/adjust', adjust)).statusCode).toBe(200);
    expect((await post('/api/warehouse/stock/adjust', adjust)).statusCode).toBe(200);
    expect(await onHand(SHELF)).toBe(5);
    // Another user's same key is their own (staff name the warehouse they work in).
    const named = await post('/api/warehouse/stock/move', { ...move, warehouseId }, 'scan-0001', staff);
    expect(named.statusCode, named.body).toBe(200);
    expect(await onHand(SHELF)).toBe(7);
    expect((await ledgerMismatches(t.database.db)).rows).toEqual([]);
  });

  it('counts once for a retried key; a refused count leaves its key free for a retry decided afresh', async () => {
    const missing = { skuId: soap, locationCode: SHELF, quantity: -2, reason: '재고 실사' };
    const refused = await post('/api/warehouse/stock/adjust', missing, 'count-0001');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INSUFFICIENT_STOCK');
    await post('/api/warehouse/stock/move', {
      skuId: soap,
      fromLocationCode: DOCK,
      toLocationCode: SHELF,
      quantity: 3,
    });
    const retried = await post('/api/warehouse/stock/adjust', missing, 'count-0001');
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await post('/api/warehouse/stock/adjust', missing, 'count-0001')).json()).toEqual(retried.json());
    expect(await onHand(SHELF)).toBe(1);
    expect((await ledgerMismatches(t.database.db)).rows).toEqual([]);
  });

  it('receives once for a retried key; the key is kept with the inbound it named', async () => {
    const inbound = await announce(4);
    const lines = { lines: [{ skuId: soap, quantity: 2 }] };
    const first = await post(`/api/warehouse/inbound/${inbound}/receive`, lines, 'rcv-0001');
    expect(first.statusCode, first.body).toBe(200);
    const again = await post(`/api/warehouse/inbound/${inbound}/receive`, lines, 'rcv-0001');
    expect(again.json()).toEqual(first.json());
    expect(again.json().items[0]).toMatchObject({ receivedQuantity: 2 });
    expect(await onHand(DOCK)).toBe(7);
    const other = await post(`/api/warehouse/inbound/${await announce(1)}/receive`, lines, 'rcv-0001');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await onHand(DOCK)).toBe(7);
  });

  it('forgets keys after 30 days (a daily job), so the table does not grow without end', async () => {
    const adjust = { skuId: soap, locationCode: SHELF, quantity: 1, reason: '재고 실사' };
    expect((await post('/api/warehouse/stock/adjust', adjust, 'old-0001')).statusCode).toBe(200);
    const now = t.app.clock.now();
    expect(await forgetOldCommandKeys({ db: t.database.db, now: () => now })).toBe(0);
    const later = new Date(now.getTime() + 31 * 86_400_000);
    expect(await forgetOldCommandKeys({ db: t.database.db, now: () => later })).toBe(1);
  });

  it('refuses a malformed key, and a worker naming another warehouse finds nothing', async () => {
    const adjust = { skuId: soap, locationCode: SHELF, quantity: 1, reason: 'x' };
    const bad = await post('/api/warehouse/stock/adjust', adjust, 'has space');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('Idempotency-Key');
    const other = (await createFulfillmentTeam(t.database)).warehouseId;
    expect((await post('/api/warehouse/stock/adjust', { ...adjust, warehouseId: other })).statusCode).toBe(
      404,
    );
    expect(
      (await post('/api/warehouse/stock/adjust', { ...adjust, warehouseId: 'wh_nope' }, undefined, staff))
        .statusCode,
    ).toBe(404);
    expect(await onHand(SHELF)).toBe(0);
  });
});

describe(`one Idempotency-Key sent twice at once (${testDriver})`, () => {
  let database: TestDatabase;
  let pool: DatabaseHandle;
  let app: TestApp;
  let worker: Record<string, string>;
  let skuId = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    pool =
      testDriver === 'postgres' && database.connectionString
        ? await openDatabase({ databaseUrl: database.connectionString, dataDir: null, poolSize: 8 })
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
    await app.inject({
      method: 'POST',
      url: '/api/warehouse/locations',
      headers: worker,
      payload: { code: SHELF, kind: 'storage' },
    });
  });
  afterAll(async () => {
    await app.close();
    if (pool !== database) await pool.close();
    await database.close();
  });

  it('applies once and answers both with the first answer', async () => {
    const send = (key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/warehouse/stock/adjust',
        headers: { ...worker, 'idempotency-key': key },
        payload: { skuId, locationCode: SHELF, quantity: 3, reason: '재고 실사' },
      });
    for (const round of [1, 2, 3]) {
      const [a, b] = await Promise.all([send(`twice-${round}`), send(`twice-${round}`)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json()).toEqual(b.json());
    }
    const balance = await database.db
      .selectFrom('stock_balances')
      .select('on_hand')
      .where('sku_id', '=', skuId)
      .executeTakeFirstOrThrow();
    expect(balance.on_hand).toBe(9);
    const keys = await database.db.selectFrom('command_idempotency').select(['status_code']).execute();
    expect(keys).toEqual([{ status_code: 200 }, { status_code: 200 }, { status_code: 200 }]);
    expect((await ledgerMismatches(database.db)).rows).toEqual([]);
  });
});
