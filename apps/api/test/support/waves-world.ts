import { receiveStock } from '../../src/modules/inventory/inventory.api.ts';
import { allocateWaitingOrders } from '../../src/modules/orders/orders.api.ts';
import { authHeaders, createStaff } from './accounts.ts';
import { createFloorWorker, createFulfillmentTeam, createWarehouse } from './fulfillment.ts';
import type { TestApp } from './test-app.ts';
import type { TestDatabase } from './test-database.ts';

// A floor for pick waves (issue 15): one warehouse with a team, its worker, a worker of another
// warehouse and staff; SKUs stocked on named shelves; orders placed through the customer's route.

const RECIPIENT = {
  name: '김받는',
  phone: '010-2345-6789',
  zipCode: '06236',
  address1: '서울특별시 강남구 테헤란로 152',
};

export type WavesWorld = Awaited<ReturnType<typeof createWavesWorld>>;

export async function createWavesWorld(app: TestApp, database: TestDatabase) {
  // A cut-off of 00:00 is never ahead: every order is promised for the next business day.
  const warehouseId = await createWarehouse(database, { cutOffTime: '00:00' });
  const team = await createFulfillmentTeam(database, { warehouseId });
  const customer = await authHeaders(app, database, team.master);
  const worker = await authHeaders(app, database, await createFloorWorker(database, warehouseId));
  const otherWarehouseId = await createWarehouse(database);
  const otherWorker = await authHeaders(app, database, await createFloorWorker(database, otherWarehouseId));
  const staff = await authHeaders(app, database, await createStaff(database));
  let sequence = 0;

  async function call(
    as: Record<string, string>,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    extra: Record<string, string> = {},
  ) {
    return app.inject({ method, url, headers: { ...as, ...extra }, ...(payload ? { payload } : {}) });
  }

  async function sku(name = `상품 ${++sequence}`): Promise<string> {
    const response = await call(customer, 'POST', '/api/fulfillment/sku', { name });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().id;
  }

  /** Puts `quantity` of the SKU on the shelf `code` (made if new). */
  async function stock(skuId: string, quantity: number, code: string): Promise<void> {
    await database.db.transaction().execute(async (trx) => {
      const location = await trx
        .insertInto('warehouse_locations')
        .values({
          id: `loc_w${++sequence}${warehouseId.slice(-8)}`,
          warehouse_id: warehouseId,
          code,
          kind: 'storage',
        })
        .onConflict((oc) => oc.columns(['warehouse_id', 'code']).doUpdateSet({ kind: 'storage' }))
        .returning(['id'])
        .executeTakeFirstOrThrow();
      await receiveStock(trx, { skuId, locationId: location.id, quantity }, 'receive', {
        teamId: team.teamId,
        warehouseId,
        ref: { type: 'test', id: 'test', label: 'TEST' },
        actorId: null,
        now: new Date(),
      });
      await allocateWaitingOrders(trx, team.teamId, [skuId], { now: new Date() });
    });
  }

  /** An allocated order of these SKUs and quantities; answers its id. */
  async function order(items: readonly { skuId: string; quantity: number }[]): Promise<string> {
    const response = await call(
      customer,
      'POST',
      '/api/fulfillment/orders',
      { recipient: RECIPIENT, items },
      { 'idempotency-key': `waves-order-${++sequence}` },
    );
    const body = response.json();
    if (response.statusCode !== 201 || body.status !== 'allocated')
      throw new Error(`order not allocated: ${response.body}`);
    return body.id;
  }

  return {
    warehouseId,
    otherWarehouseId,
    team,
    customer,
    worker,
    otherWorker,
    staff,
    call,
    sku,
    stock,
    order,
  };
}
