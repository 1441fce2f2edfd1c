import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollTrackedParcels } from '../src/modules/carriers/poll-tracked-parcels.ts';
import { scenarioOf } from '../src/modules/carriers/simulated/simulated-history.ts';
import { receiveStock } from '../src/modules/inventory/inventory.api.ts';
import { allocateWaitingOrders } from '../src/modules/orders/orders.api.ts';
import { authHeaders, createCustomer, createWorker } from './support/accounts.ts';
import { createFulfillmentTeam } from './support/fulfillment.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// Carriers meet shipping orders (issue 14): packing without a number gets a waybill from the
// warehouse's carrier through the simulated network, the parcel is followed, its first scan ships
// the order and its delivery delivers it, with the team's webhook events; the customer reads the
// parcel's tracking, another team gets 404.

const recipient = {
  name: '김받는',
  phone: '010-1234-5678',
  zipCode: '48058',
  address1: '부산 해운대구 센텀중앙로 79',
  address2: '1203호',
};

describe('order parcels and carriers', () => {
  let database: TestDatabase;
  let app: TestApp;
  let team: Awaited<ReturnType<typeof createFulfillmentTeam>>;
  let headers: Record<string, string>;
  let other: Record<string, string>;
  let worker: Record<string, string>;
  let soap = '';
  let users: Record<'customer' | 'other' | 'worker', Parameters<typeof authHeaders>[2]>;

  /** Fresh tokens: the tests move the clock by days. */
  async function signIn() {
    headers = await authHeaders(app, database, users.customer);
    other = await authHeaders(app, database, users.other);
    worker = await authHeaders(app, database, users.worker);
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    // At 60× a simulated hour passes in a real minute.
    app = await createTestApp(database, { env: { CARRIER_SIMULATION_SPEED: '60' } });
    await app.ready();
    team = await createFulfillmentTeam(database);
    await database.db
      .updateTable('warehouses')
      .set({ parcel_company: '05' })
      .where('id', '=', team.warehouseId)
      .execute();
    users = {
      customer: await createCustomer(database, { teamId: team.teamId }),
      other: (await createFulfillmentTeam(database)).master,
      worker: await createWorker(database, { warehouseId: team.warehouseId }),
    };
    await signIn();
    soap = (await post('/api/fulfillment/sku', { name: '바로 비누' })).json().id;
    await database.db.transaction().execute(async (trx) => {
      const location = await trx
        .insertInto('warehouse_locations')
        .values({
          id: `loc_op${team.warehouseId.slice(-8)}`,
          warehouse_id: team.warehouseId,
          code: 'A-01-01-01-01',
          kind: 'storage',
        })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      const ctx = {
        teamId: team.teamId,
        warehouseId: team.warehouseId,
        ref: { type: 'test', id: 'test', label: 'TEST' },
        actorId: null,
        now: new Date(),
      };
      await receiveStock(trx, { skuId: soap, locationId: location.id, quantity: 20 }, 'receive', ctx);
      await allocateWaitingOrders(trx, team.teamId, [soap], { now: new Date() });
    });
    await database.db
      .insertInto('webhook_endpoints')
      .values({
        id: 'whe_orderparcels',
        team_id: team.teamId,
        url: 'https://hooks.example.com/baro',
        description: null,
        events: JSON.stringify(['order.shipped', 'order.delivered', 'tracking.updated']),
        secret: 'whsec_test_order_parcels',
        created_by: null,
      })
      .execute();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  function post(url: string, payload: object, as = headers) {
    return app.inject({ method: 'POST', url, headers: as, payload });
  }
  const get = (url: string, as = headers) => app.inject({ method: 'GET', url, headers: as });
  const deps = () => ({ db: database.db, now: app.clock.now, carriers: app.services.carriers });

  /** An order picked and packed into one box with no number typed; its id and parcel. */
  async function packedOrder() {
    const order = (
      await post('/api/fulfillment/orders', { recipient, items: [{ skuId: soap, quantity: 1 }] })
    ).json();
    expect(order.status).toBe('allocated');
    expect((await post(`/api/warehouse/orders/${order.id}/pick`, {}, worker)).statusCode).toBe(200);
    const packed = await post(`/api/warehouse/orders/${order.id}/pack`, { parcels: [{}] }, worker);
    expect(packed.statusCode, packed.body).toBe(200);
    return { id: order.id as string, parcel: packed.json().parcels[0] };
  }

  it('gets a waybill at packing, ships at the first scan and delivers at delivery', async () => {
    // About 1 in 30 simulated parcels is sent back to the sender; take one that is delivered.
    let order = await packedOrder();
    while (scenarioOf(order.parcel.parcelCompany, order.parcel.invoiceNo).endsWith('_returned'))
      order = await packedOrder();
    // The warehouse's carrier (한진, 05) issued it, in its format.
    expect(order.parcel).toMatchObject({ parcelCompany: '05', invoiceNo: expect.stringMatching(/^\d{12}$/) });

    const statuses: string[] = [];
    for (let step = 0; step < 200; step++) {
      app.clock.advance(10 * 60 * 1000);
      await pollTrackedParcels(deps());
      const { status } = await database.db
        .selectFrom('shipping_orders')
        .select('status')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      if (statuses.at(-1) !== status) statuses.push(status);
      if (status === 'delivered') break;
    }
    expect(statuses).toEqual(['shipped', 'delivered']);
    await signIn();
    const detail = (await get(`/api/fulfillment/orders/${order.id}`)).json();
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual([
      'allocated',
      'picking',
      'packed',
      'shipped',
      'delivered',
    ]);
    expect(detail.parcels[0].status).toBe('delivered');

    const deliveries = await database.db
      .selectFrom('webhook_deliveries')
      .select(['event_type', 'payload'])
      .where('team_id', '=', team.teamId)
      .orderBy('created_at')
      .execute();
    const types = deliveries.map((d) => d.event_type);
    expect(types).toContain('order.shipped');
    expect(types).toContain('order.delivered');
    expect(types).toContain('tracking.updated');
    const delivered = JSON.parse(deliveries.find((d) => d.event_type === 'order.delivered')?.payload ?? '{}');
    expect(delivered.data).toMatchObject({
      orderId: order.id,
      status: 'delivered',
      parcels: [{ parcelCompany: '05', invoiceNo: order.parcel.invoiceNo, status: 'delivered' }],
    });

    // The customer reads the parcel's tracking; another team and unknown numbers get 404.
    const url = `/api/fulfillment/parcel/tracking?parcelCompany=05&invoiceNo=${order.parcel.invoiceNo}`;
    const tracking = await get(url);
    expect(tracking.statusCode, tracking.body).toBe(200);
    expect(tracking.json()).toMatchObject({
      parcelCompany: '05',
      invoiceNo: order.parcel.invoiceNo,
      status: 'delivered',
    });
    const events = tracking.json().events as {
      time: string;
      status: string;
      description: string;
      location: string;
    }[];
    expect(events.at(-1)?.status).toBe('delivered');
    expect(events[0]?.time).toMatch(/\+09:00$/);
    expect((await get(url, other)).statusCode).toBe(404);
    const unknown = await get(
      `/api/fulfillment/parcel/tracking?parcelCompany=04&invoiceNo=${order.parcel.invoiceNo}`,
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await get('/api/fulfillment/parcel/tracking?parcelCompany=04&invoiceNo=12ab');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fields)).toEqual(['invoiceNo']);
  });

  it('keeps a typed waybill, and the floor’s ship before any scan is the shipping', async () => {
    await signIn();
    const order = (
      await post('/api/fulfillment/orders', { recipient, items: [{ skuId: soap, quantity: 1 }] })
    ).json();
    await post(`/api/warehouse/orders/${order.id}/pick`, {}, worker);
    const packed = await post(
      `/api/warehouse/orders/${order.id}/pack`,
      { parcels: [{ parcelCompany: '08', invoiceNo: '2345 6789 0123' }, { parcelCompany: '04' }] },
      worker,
    );
    expect(packed.statusCode, packed.body).toBe(200);
    const parcels = packed.json().parcels;
    expect(parcels[0]).toMatchObject({ parcelCompany: '08', invoiceNo: '234567890123' });
    expect(parcels[1]).toMatchObject({ parcelCompany: '04', invoiceNo: expect.stringMatching(/^\d+$/) });
    const shipped = await post(`/api/warehouse/orders/${order.id}/ship`, {}, worker);
    expect(shipped.json().status).toBe('shipped');
    app.clock.advance(60 * 60 * 1000);
    await pollTrackedParcels(deps());
    await signIn();
    // The later first scan leaves the order as the floor shipped it: one shipped in the history.
    const history = (await get(`/api/fulfillment/orders/${order.id}`)).json().history as { status: string }[];
    expect(history.filter((h) => h.status === 'shipped')).toHaveLength(1);
  });
});
