import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/open-database.ts';
import {
  type Allocation,
  ledgerMismatches,
  type MovementContext,
  pickStock,
  receiveStock,
  releaseStock,
  reserveStock,
  shipStock,
} from '../src/modules/inventory/inventory.api.ts';
import { createFulfillmentTeam } from './support/fulfillment.ts';
import { createTestDatabase, type TestDatabase, testDriver } from './support/test-database.ts';

// ADR 0010, "test it like Jepsen would, small": 24 concurrent workers reserve, release, pick, ship
// and receive one hot SKU spread over three locations, each step in its own transaction; then
// nothing is negative or over-reserved, and for every balance the movements sum to it. On
// PostgreSQL the workers really run at once (a pool of 24 connections); PGlite has one connection,
// so there the same walk runs interleaved and checks the same invariants.

const WORKERS = 24;
const STEPS = 25;

describe(`inventory ledger under concurrency (${testDriver})`, () => {
  let database: TestDatabase;
  let pool: DatabaseHandle;
  let ctx: Omit<MovementContext, 'now'>;
  const skuId = 'sku_hotconcurrencytest01';
  const locations = ['loc_hotA0000000001', 'loc_hotB0000000002', 'loc_hotC0000000003'];

  beforeAll(async () => {
    database = await createTestDatabase();
    pool =
      testDriver === 'postgres' && database.connectionString
        ? await openDatabase({ databaseUrl: database.connectionString, dataDir: null, poolSize: WORKERS })
        : database;
    const team = await createFulfillmentTeam(database);
    ctx = {
      teamId: team.teamId,
      warehouseId: team.warehouseId,
      ref: { type: 'test', id: 'hot', label: 'HOT' },
      actorId: null,
    };
    await database.db
      .insertInto('skus')
      .values({
        id: skuId,
        team_id: team.teamId,
        name: '인기 상품',
        barcode: 'HOT-1',
        barcode_type: 'CODE128',
      })
      .execute();
    await database.db
      .insertInto('warehouse_locations')
      .values(
        locations.map((id, i) => ({
          id,
          warehouse_id: team.warehouseId,
          code: `A-01-01-01-0${i + 1}`,
          kind: 'storage' as const,
        })),
      )
      .execute();
    for (const locationId of locations) {
      await database.db
        .transaction()
        .execute((trx) =>
          receiveStock(trx, { skuId, locationId, quantity: 40 }, 'receive', { ...ctx, now: new Date() }),
        );
    }
  });
  afterAll(async () => {
    if (pool !== database) await pool.close();
    await database.close();
  });

  it('never goes negative, never over-reserves, and the movements always sum to the balances', async () => {
    let seed = 20261126;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const counts = { reserved: 0, refused: 0, released: 0, picked: 0, shipped: 0, received: 0 };
    let shippedUnits = 0;
    let receivedUnits = 120;

    const worker = async () => {
      const mine: Allocation[][] = [];
      const picked: Allocation[][] = [];
      for (let step = 0; step < STEPS; step++) {
        const roll = random();
        const now = new Date();
        if (roll < 0.5 || mine.length === 0) {
          const quantity = 1 + Math.floor(random() * 9);
          const got = await pool.db
            .transaction()
            .execute((trx) => reserveStock(trx, [{ skuId, quantity }], { ...ctx, now }));
          if (got) {
            mine.push(got);
            counts.reserved++;
          } else counts.refused++;
        } else if (roll < 0.7) {
          const allocation = mine.shift() as Allocation[];
          await pool.db.transaction().execute((trx) => releaseStock(trx, allocation, { ...ctx, now }));
          counts.released++;
        } else if (roll < 0.9) {
          const allocation = mine.shift() as Allocation[];
          await pool.db.transaction().execute((trx) => pickStock(trx, allocation, { ...ctx, now }));
          picked.push(allocation);
          counts.picked++;
        } else {
          const locationId = locations[Math.floor(random() * locations.length)] as string;
          await pool.db
            .transaction()
            .execute((trx) =>
              receiveStock(trx, { skuId, locationId, quantity: 5 }, 'receive', { ...ctx, now }),
            );
          receivedUnits += 5;
          counts.received++;
        }
        if (picked.length > 0 && random() < 0.5) {
          const allocation = picked.shift() as Allocation[];
          const quantity = allocation.reduce((sum, a) => sum + a.quantity, 0);
          await pool.db
            .transaction()
            .execute((trx) => shipStock(trx, [{ skuId, quantity }], { ...ctx, now }));
          shippedUnits += quantity;
          counts.shipped++;
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));

    // Enough contention happened to mean something: stock ran out and came back.
    expect(counts.reserved).toBeGreaterThan(50);
    expect(counts.refused).toBeGreaterThan(0);
    expect(counts.picked + counts.released).toBeGreaterThan(50);

    const { rows: mismatches } = await ledgerMismatches(database.db);
    expect(mismatches).toEqual([]);
    const balances = await database.db
      .selectFrom('stock_balances')
      .select(['on_hand', 'reserved'])
      .where('sku_id', '=', skuId)
      .execute();
    for (const balance of balances) {
      expect(balance.on_hand).toBeGreaterThanOrEqual(0);
      expect(balance.reserved).toBeGreaterThanOrEqual(0);
      expect(balance.reserved).toBeLessThanOrEqual(balance.on_hand);
    }
    // Nothing created or lost: what is on hand is what came in minus what left.
    const onHand = balances.reduce((sum, b) => sum + b.on_hand, 0);
    expect(onHand).toBe(receivedUnits - shippedUnits);
  });

  it('refuses to rewrite history', async () => {
    await expect(database.db.updateTable('stock_movements').set({ quantity: 1 }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(database.db.deleteFrom('stock_movements').execute()).rejects.toThrow(/append-only/);
  });
});
