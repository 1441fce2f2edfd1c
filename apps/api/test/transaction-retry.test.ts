import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conflictBackoffMs,
  reportTransactionConflicts,
  TRANSACTION_ATTEMPTS,
  transact,
} from '../src/db/transact.ts';
import { AppError } from '../src/http/app-error.ts';
import {
  ledgerMismatches,
  type MovementContext,
  receiveStock,
} from '../src/modules/inventory/inventory.api.ts';
import { createFulfillmentTeam } from './support/fulfillment.ts';
import { createTestDatabase, type TestDatabase, testDriver } from './support/test-database.ts';

// A transaction PostgreSQL rolls back for a deadlock (40P01) or a serialization failure (40001) is
// run again from scratch by `transact` (db/transact.ts), a bounded number of times, before the
// error handler's 503. On PostgreSQL a real deadlock is forced between two stock transactions that
// take two balance rows in opposite orders (the order the ledger's own operations never use): the
// victim reruns and goes through, and the ledger has each movement exactly once. PGlite has one
// connection: its transactions run one after another, so two of them cannot deadlock — there the
// same two transactions, started at once, both go through on their first run.

let database: TestDatabase;
let ctx: Omit<MovementContext, 'now'>;
const skuId = 'sku_retrydeadlocktest01';
const shelfA = 'loc_retryA000000001';
const shelfB = 'loc_retryB000000002';
const noPause = async () => {};

const raiseConflict = (trx: Parameters<Parameters<typeof transact>[1]>[0], code: string) =>
  sql.raw(`do $$ begin raise exception 'lock conflict' using errcode = '${code}'; end $$`).execute(trx);

beforeAll(async () => {
  database = await createTestDatabase();
  await sql`create table retry_probe (run int not null)`.execute(database.db);
  const team = await createFulfillmentTeam(database);
  ctx = {
    teamId: team.teamId,
    warehouseId: team.warehouseId,
    ref: { type: 'test', id: 'retry', label: 'RETRY' },
    actorId: null,
  };
  await database.db
    .insertInto('skus')
    .values({
      id: skuId,
      team_id: team.teamId,
      name: '재시도 상품',
      barcode: 'RETRY-1',
      barcode_type: 'CODE128',
    })
    .execute();
  await database.db
    .insertInto('warehouse_locations')
    .values(
      [shelfA, shelfB].map((id, i) => ({
        id,
        warehouse_id: team.warehouseId,
        code: `R-01-01-01-0${i + 1}`,
        kind: 'storage' as const,
      })),
    )
    .execute();
  // Both balances exist, so each transaction below locks a row (no insert races).
  for (const locationId of [shelfA, shelfB]) {
    await transact(database.db, (trx) =>
      receiveStock(trx, { skuId, locationId, quantity: 10 }, 'receive', { ...ctx, now: new Date() }),
    );
  }
});
afterAll(async () => {
  await database?.close();
});

describe(`transact (${testDriver})`, () => {
  it.each(['40P01', '40001'])(
    'reruns the whole transaction after %s; the failed run leaves nothing',
    async (code) => {
      await sql`delete from retry_probe`.execute(database.db);
      let runs = 0;
      const conflicts: number[] = [];
      const answer = await transact(
        database.db,
        async (trx) => {
          runs += 1;
          await sql`insert into retry_probe values (${runs})`.execute(trx);
          if (runs === 1) await raiseConflict(trx, code);
          return 'done';
        },
        { sleep: noPause, onConflict: (_error, attempt) => conflicts.push(attempt) },
      );
      expect(answer).toBe('done');
      expect(runs).toBe(2);
      expect(conflicts).toEqual([1]);
      const rows = await sql<{ run: number }>`select run from retry_probe`.execute(database.db);
      expect(rows.rows).toEqual([{ run: 2 }]);
    },
  );

  it('reports each rerun to the logger the app gave for this database', async () => {
    const warned: { details: Record<string, unknown>; message: string }[] = [];
    reportTransactionConflicts(database.db, {
      warn: (details, message) => warned.push({ details, message }),
    });
    let runs = 0;
    await transact(
      database.db,
      async (trx) => {
        runs += 1;
        if (runs === 1) await raiseConflict(trx, '40P01');
      },
      { sleep: noPause },
    );
    expect(warned).toHaveLength(1);
    expect(warned[0]?.details).toMatchObject({
      attempt: 1,
      attempts: TRANSACTION_ATTEMPTS,
      err: { code: '40P01' },
    });
    expect(warned[0]?.message).toMatch(/lock conflict/);
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} runs and throws the conflict`, async () => {
    let runs = 0;
    await expect(
      transact(
        database.db,
        async (trx) => {
          runs += 1;
          await raiseConflict(trx, '40P01');
        },
        { sleep: noPause },
      ),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
  });

  it('throws any other error at once, without a rerun', async () => {
    let runs = 0;
    await expect(
      transact(
        database.db,
        async () => {
          runs += 1;
          throw new AppError('NOT_FOUND');
        },
        { sleep: noPause },
      ),
    ).rejects.toBeInstanceOf(AppError);
    let sqlRuns = 0;
    await expect(
      transact(
        database.db,
        async (trx) => {
          sqlRuns += 1;
          await sql`select 1 / 0`.execute(trx);
        },
        { sleep: noPause },
      ),
    ).rejects.toMatchObject({ code: '22012' });
    expect([runs, sqlRuns]).toEqual([1, 1]);
  });

  it('pauses a little longer each time, jittered so two victims do not meet again in step', () => {
    expect(conflictBackoffMs(1, () => 0)).toBe(10);
    expect(conflictBackoffMs(1, () => 0.999)).toBe(30);
    expect(conflictBackoffMs(2, () => 0)).toBe(20);
    expect(conflictBackoffMs(2, () => 0.999)).toBe(60);
  });
});

/** Two transactions that each lock one shelf, wait until the other holds its shelf, then take it. */
async function crossedMoves(withBarrier: boolean) {
  const before = await database.db
    .selectFrom('stock_balances')
    .select(['location_id', 'on_hand'])
    .where('sku_id', '=', skuId)
    .execute();
  const holding = [Promise.withResolvers<void>(), Promise.withResolvers<void>()] as const;
  const conflicts: string[] = [];
  const move = async (me: 0 | 1, first: string, second: string) => {
    let runs = 0;
    await transact(
      database.db,
      async (trx) => {
        runs += 1;
        const now = new Date();
        await receiveStock(trx, { skuId, locationId: first, quantity: 1 }, 'receive', { ...ctx, now });
        if (withBarrier && runs === 1) {
          holding[me].resolve();
          await holding[me === 0 ? 1 : 0].promise;
        }
        await receiveStock(trx, { skuId, locationId: second, quantity: 2 }, 'receive', { ...ctx, now });
      },
      { onConflict: (error) => conflicts.push(String((error as { code?: unknown }).code)) },
    );
    return runs;
  };
  const runs = await Promise.all([move(0, shelfA, shelfB), move(1, shelfB, shelfA)]);
  const after = await database.db
    .selectFrom('stock_balances')
    .select(['location_id', 'on_hand'])
    .where('sku_id', '=', skuId)
    .execute();
  const onHand = (rows: typeof before, id: string) => rows.find((row) => row.location_id === id)?.on_hand;
  return {
    runs,
    conflicts,
    // Each transaction added 1 to its first shelf and 2 to its second: 3 to each shelf in all.
    added: [
      (onHand(after, shelfA) ?? 0) - (onHand(before, shelfA) ?? 0),
      (onHand(after, shelfB) ?? 0) - (onHand(before, shelfB) ?? 0),
    ],
  };
}

describe.runIf(testDriver === 'postgres')('a real deadlock between two stock transactions (postgres)', () => {
  it('the victim is rerun and goes through; the ledger has each movement once', async () => {
    const movementsBefore = await database.db
      .selectFrom('stock_movements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const { runs, conflicts, added } = await crossedMoves(true);
    // PostgreSQL chose one of the two as the deadlock victim; it ran twice, the other once.
    expect(conflicts).toEqual(['40P01']);
    expect([...runs].sort()).toEqual([1, 2]);
    expect(added).toEqual([3, 3]);
    const movementsAfter = await database.db
      .selectFrom('stock_movements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(movementsAfter.n - movementsBefore.n).toBe(4);
    const { rows: mismatches } = await ledgerMismatches(database.db);
    expect(mismatches).toEqual([]);
  });
});

describe.runIf(testDriver === 'pglite')('the same two transactions on PGlite (one connection)', () => {
  it('run one after the other: no deadlock, no rerun, the ledger adds up', async () => {
    const { runs, conflicts, added } = await crossedMoves(false);
    expect(conflicts).toEqual([]);
    expect(runs).toEqual([1, 1]);
    expect(added).toEqual([3, 3]);
    const { rows: mismatches } = await ledgerMismatches(database.db);
    expect(mismatches).toEqual([]);
  });
});

describe('every transaction of the API runs through transact', () => {
  it('opens no transaction of its own outside db/transact.ts (demo seeding aside)', async () => {
    const root = join(import.meta.dirname, '../src');
    const offenders: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
          const name = relative(root, path);
          if (name === join('db', 'transact.ts') || name.startsWith(`seed${'/'}`)) continue;
          if (/\.transaction\(\)/.test(await readFile(path, 'utf8'))) offenders.push(name);
        }
      }
    };
    await walk(root);
    expect(offenders).toEqual([]);
  });
});
