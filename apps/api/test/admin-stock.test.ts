import { fulfillmentMessage, stockChangeResultSchema } from '@baro/core';
import { describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../src/modules/inventory/inventory.api.ts';
import { createStaff } from './support/accounts.ts';
import { createFulfillmentTeam } from './support/fulfillment.ts';
import { useTestApp } from './support/use-test-app.ts';

// Issue 17: staff see every team's stock and record counted differences with a reason — one
// ledger movement each, never below what orders reserved, audited with the balance before and after.

describe('staff stock oversight', () => {
  const t = useTestApp();

  async function world() {
    const staff = await t.as(await createStaff(t.database));
    const a = await createFulfillmentTeam(t.database, { teamName: '가나상사' });
    const b = await createFulfillmentTeam(t.database, { teamName: '다라무역', warehouseId: a.warehouseId });
    const db = t.database.db;
    await db
      .insertInto('warehouse_locations')
      .values([
        { id: 'loc_a1', warehouse_id: a.warehouseId, code: 'A-01-01-01-01', kind: 'storage' },
        { id: 'loc_a2', warehouse_id: a.warehouseId, code: 'A-01-01-01-02', kind: 'storage' },
      ])
      .execute();
    await db
      .insertInto('skus')
      .values([
        { id: 'sku_a', team_id: a.teamId, name: '물티슈', barcode: '8801234567893', barcode_type: 'EAN13' },
        { id: 'sku_b', team_id: b.teamId, name: '칫솔', barcode: 'BR-0001', barcode_type: 'CODE128' },
      ])
      .execute();
    await db
      .insertInto('stock_balances')
      .values([
        {
          sku_id: 'sku_a',
          location_id: 'loc_a1',
          team_id: a.teamId,
          warehouse_id: a.warehouseId,
          on_hand: 10,
          reserved: 4,
        },
        {
          sku_id: 'sku_b',
          location_id: 'loc_a2',
          team_id: b.teamId,
          warehouse_id: a.warehouseId,
          on_hand: 5,
          reserved: 0,
        },
      ])
      .execute();
    return { staff, a, b };
  }

  it("lists every team's stock with filters", async () => {
    const { staff, a, b } = await world();
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/stock', headers: staff });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ total: 2 });
    expect(all.json().items[0]).toMatchObject({
      sku: { id: 'sku_a', name: '물티슈' },
      team: { id: a.teamId, name: '가나상사' },
      locationCode: 'A-01-01-01-01',
      onHand: 10,
      reserved: 4,
      available: 6,
    });
    const byTeam = await t.app.inject({
      method: 'GET',
      url: `/api/admin/stock?teamId=${b.teamId}`,
      headers: staff,
    });
    expect(byTeam.json().items.map((row: { sku: { id: string } }) => row.sku.id)).toEqual(['sku_b']);
    const byText = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stock?q=a-01-01-01-02',
      headers: staff,
    });
    expect(byText.json().total).toBe(1);
    const byBarcode = await t.app.inject({ method: 'GET', url: '/api/admin/stock?q=880123', headers: staff });
    expect(byBarcode.json().items[0].sku.id).toBe('sku_a');
  });

  it('adjusts with a reason through the ledger, audited, and never below what is reserved', async () => {
    const { staff, a } = await world();
    const adjust = (quantity: number, extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/stock/adjust',
        headers: staff,
        payload: {
          warehouseId: a.warehouseId,
          skuId: 'sku_a',
          locationCode: 'a-01-01-01-01',
          quantity,
          reason: '재고 실사 차이',
          ...extra,
        },
      });
    const found = await adjust(-6);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().movements).toMatchObject([{ kind: 'adjust', quantity: 6, onHandDelta: -6 }]);
    expect(found.json().locations).toMatchObject([{ locationCode: 'A-01-01-01-01', onHand: 4, reserved: 4 }]);

    const tooMany = await adjust(-1);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().code).toBe('INSUFFICIENT_STOCK');
    expect((await adjust(0)).statusCode).toBe(400);
    const noReason = await adjust(2, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().fields)).toEqual(['reason']);
    const unknownLocation = await adjust(2, { locationCode: 'Z-09-09-09-09' });
    expect(unknownLocation.statusCode).toBe(400);
    expect(Object.keys(unknownLocation.json().fields)).toEqual(['locationCode']);
    // A deactivated location takes no stock in from staff either, said on the field in their language.
    await t.database.db
      .insertInto('warehouse_locations')
      .values({
        id: 'loc_off',
        warehouse_id: a.warehouseId,
        code: 'A-01-01-01-09',
        kind: 'storage',
        active: false,
      })
      .execute();
    const inactive = await adjust(2, { locationCode: 'a-01-01-01-09' });
    expect(inactive.statusCode, inactive.body).toBe(400);
    expect(inactive.json().fields).toEqual({ locationCode: fulfillmentMessage('ko', 'inactiveLocation') });
    expect((await adjust(2, { skuId: 'sku_none' })).statusCode).toBe(404);

    const movements = await t.database.db
      .selectFrom('stock_movements')
      .select(['kind', 'on_hand_delta', 'reason', 'actor_id'])
      .execute();
    expect(movements).toEqual([
      { kind: 'adjust', on_hand_delta: -6, reason: '재고 실사 차이', actor_id: expect.any(String) },
    ]);
    const audit = await t.database.db
      .selectFrom('audit_events')
      .select(['target_ids', 'before', 'after', 'details'])
      .where('action', '=', 'inventory.adjust')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.target_ids).toEqual(expect.arrayContaining(['sku_a', a.teamId, 'loc_a1']));
    expect(audit[0]?.before).toEqual({ onHand: 10, reserved: 4 });
    expect(audit[0]?.after).toEqual({ onHand: 4, reserved: 4 });
    expect(audit[0]?.details).toMatchObject({ reason: '재고 실사 차이', quantity: -6 });
  });

  it('allocates waiting orders with stock staff find at a sellable location, in the same transaction', async () => {
    const staff = await t.as(await createStaff(t.database));
    const team = await createFulfillmentTeam(t.database, { teamName: '바로무역' });
    const customer = await t.as(team.master);
    await t.database.db
      .insertInto('warehouse_locations')
      .values([
        { id: 'loc_shelf', warehouse_id: team.warehouseId, code: 'A-02-01-01-01', kind: 'storage' },
        { id: 'loc_hold', warehouse_id: team.warehouseId, code: 'Q-01-01-01-01', kind: 'quarantine' },
      ])
      .execute();
    const sku = await t.app.inject({
      method: 'POST',
      url: '/api/fulfillment/sku',
      headers: customer,
      payload: { name: '바로 비누' },
    });
    const skuId = sku.json().id as string;
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/fulfillment/orders',
      headers: { ...customer, 'idempotency-key': 'admin-stock-0001' },
      payload: {
        recipient: {
          name: '김바로',
          phone: '010-2345-6789',
          zipCode: '06236',
          address1: '서울 강남구 테헤란로 152',
        },
        items: [{ skuId, quantity: 3 }],
      },
    });
    expect(order.json().status, order.body).toBe('waiting');
    const status = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/fulfillment/orders/${order.json().id}`,
          headers: customer,
        })
      ).json().status;
    const adjust = (locationCode: string, quantity: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/stock/adjust',
        headers: staff,
        payload: { warehouseId: team.warehouseId, skuId, locationCode, quantity, reason: '재고 실사 차이' },
      });

    // Found in quarantine: not sellable, the order keeps waiting.
    expect((await adjust('Q-01-01-01-01', 3)).statusCode).toBe(200);
    expect(await status()).toBe('waiting');

    const found = await adjust('a-02-01-01-01', 3);
    expect(found.statusCode, found.body).toBe(200);
    expect(stockChangeResultSchema.parse(found.json()).movements).toMatchObject([
      { kind: 'adjust', quantity: 3 },
    ]);
    expect(await status()).toBe('allocated');
    const shelf = await t.database.db
      .selectFrom('stock_balances')
      .select(['on_hand', 'reserved'])
      .where('sku_id', '=', skuId)
      .where('location_id', '=', 'loc_shelf')
      .executeTakeFirstOrThrow();
    expect(shelf).toEqual({ on_hand: 3, reserved: 3 });
    // The audit keeps the counted difference: no balance there before, the found units after it.
    const audit = await t.database.db
      .selectFrom('audit_events')
      .select(['target_ids', 'before', 'after'])
      .where('action', '=', 'inventory.adjust')
      .execute();
    expect(
      audit
        .filter((row) => row.target_ids.includes('loc_shelf'))
        .map(({ before, after }) => ({ before, after })),
    ).toEqual([{ before: null, after: { onHand: 3, reserved: 0 } }]);
    expect((await ledgerMismatches(t.database.db)).rows).toEqual([]);
  });
});
