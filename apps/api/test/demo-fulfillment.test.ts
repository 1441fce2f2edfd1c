import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../src/modules/inventory/inventory.api.ts';
import { loadDemoData } from '../src/seed/load-demo-data.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// Issue 13's demo data: customer@baro.demo's team approved with 20 SKUs, two kits and stock on
// several shelves, and orders in every status made through the ledger (so the balances, the
// movements and what orders hold agree); other@baro.demo's team waits for approval; loading the
// demo again adds nothing.

describe('fulfillment demo data', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await loadDemoData(database.db, { onlyIfNew: false, now: new Date('2026-11-27T03:00:00Z') });
  });
  afterAll(async () => {
    await database.close();
  });

  const teamOf = (email: string) =>
    database.db.selectFrom('users').select('team_id').where('email', '=', email).executeTakeFirstOrThrow();

  it('approves the demo customer’s team and leaves the other team’s application pending', async () => {
    const applications = await database.db
      .selectFrom('fulfillment_applications as a')
      .innerJoin('users as u', 'u.team_id', 'a.team_id')
      .select(['u.email', 'a.status', 'a.warehouse_id'])
      .where('u.email', 'in', ['customer@baro.demo', 'other@baro.demo'])
      .orderBy('u.email')
      .execute();
    expect(applications.map((a) => [a.email, a.status])).toEqual([
      ['customer@baro.demo', 'approved'],
      ['other@baro.demo', 'pending'],
    ]);
  });

  it('gives the team 20 SKUs with barcodes, two kits and stock on several shelves', async () => {
    const { team_id } = await teamOf('customer@baro.demo');
    const skus = await database.db
      .selectFrom('skus')
      .select(['barcode', 'barcode_type'])
      .where('team_id', '=', team_id as string)
      .execute();
    expect(skus).toHaveLength(20);
    expect(skus.every((s) => s.barcode_type === 'EAN13' && s.barcode.startsWith('880'))).toBe(true);
    const kits = await database.db
      .selectFrom('group_skus')
      .select('id')
      .where('team_id', '=', team_id as string)
      .execute();
    expect(kits).toHaveLength(2);
    const shelves = await database.db
      .selectFrom('stock_balances')
      .select('location_id')
      .distinct()
      .where('team_id', '=', team_id as string)
      .execute();
    expect(shelves.length).toBeGreaterThan(3);
  });

  it('has orders in every status, made through the ledger', async () => {
    const { team_id } = await teamOf('customer@baro.demo');
    const orders = await database.db
      .selectFrom('shipping_orders')
      .select(['status'])
      .where('team_id', '=', team_id as string)
      .execute();
    const statuses = new Set(orders.map((o) => o.status));
    expect([...statuses].sort()).toEqual(
      ['allocated', 'canceled', 'delivered', 'packed', 'picking', 'shipped', 'waiting'].sort(),
    );
    expect((await ledgerMismatches(database.db)).rows).toEqual([]);
    const reserved = await database.db
      .selectFrom('stock_balances')
      .select((eb) => eb.fn.sum<number>('reserved').as('n'))
      .where('team_id', '=', team_id as string)
      .executeTakeFirstOrThrow();
    const held = await database.db
      .selectFrom('shipping_order_allocations as a')
      .innerJoin('shipping_orders as o', 'o.id', 'a.order_id')
      .select((eb) => eb.fn.sum<number>('a.quantity').as('n'))
      .where('o.team_id', '=', team_id as string)
      .where('o.status', 'in', ['allocated', 'picking', 'packed'])
      .executeTakeFirstOrThrow();
    expect(Number(reserved.n)).toBe(Number(held.n));
    const delivered = await database.db
      .selectFrom('shipping_orders')
      .select(['delivered_at', 'shipped_at'])
      .where('status', '=', 'delivered')
      .execute();
    for (const d of delivered)
      expect((d.delivered_at as Date).getTime()).toBeGreaterThan((d.shipped_at as Date).getTime());
  });

  it('adds nothing when loaded again', async () => {
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('shipping_orders')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await loadDemoData(database.db, { onlyIfNew: false });
    expect(await count()).toBe(before);
    expect(
      Number(
        (
          await database.db
            .selectFrom('skus')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(20);
  });
});
