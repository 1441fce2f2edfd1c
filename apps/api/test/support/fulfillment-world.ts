import { seoulToday } from '@baro/core';
import { authHeaders, createStaff, type TestUser } from './accounts.ts';
import { createFloorWorker, createFulfillmentTeam, createWarehouse } from './fulfillment.ts';
import type { TestApp } from './test-app.ts';
import type { TestDatabase } from './test-database.ts';

// A fulfillment world (issue 13) built through the API, and fresh objects of it on demand, each in
// the state a route wants: team A and team B both approved for warehouse W (the other team shares
// the floor, so only tenancy tells them apart), a worker of W and one of another warehouse, staff,
// a stocked SKU and a kit of it; inbounds, orders, returns and webhook endpoints of team A.

export type InboundState = 'requested' | 'arrived';
export type OrderState = 'allocated' | 'picked' | 'packed' | 'shipped';
export type ReturnState = 'requested' | 'arrived' | 'inspected';

const RECIPIENT = {
  name: '김받는',
  phone: '010-2345-6789',
  zipCode: '06236',
  address1: '서울특별시 강남구 테헤란로 152',
};

export type FulfillmentWorld = Awaited<ReturnType<typeof createFulfillmentWorld>>;

/** Builds the world once (a file's `beforeAll`); the makers then make one object per call. */
export async function createFulfillmentWorld(app: TestApp, database: TestDatabase) {
  const warehouseId = await createWarehouse(database);
  const teamA = await createFulfillmentTeam(database, { warehouseId, teamName: '바로무역' });
  const teamB = await createFulfillmentTeam(database, { warehouseId, teamName: '다른무역' });
  const otherWarehouseId = await createWarehouse(database);
  const users = {
    customer: teamA.master,
    otherCustomer: teamB.master,
    worker: await createFloorWorker(database, warehouseId),
    otherWorker: await createFloorWorker(database, otherWarehouseId),
    staff: await createStaff(database),
  } satisfies Record<string, TestUser>;
  const customer = await authHeaders(app, database, users.customer);
  const worker = await authHeaders(app, database, users.worker);
  let sequence = 0;

  async function call(
    as: Record<string, string>,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    extra: Record<string, string> = {},
  ) {
    const response = await app.inject({ method, url, headers: { ...as, ...extra }, payload });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as Record<string, unknown> & { id: string };
  }

  async function sku(name = `상품 ${++sequence}`): Promise<string> {
    return (await call(customer, 'POST', '/api/fulfillment/sku', { name })).id;
  }
  async function kit(skuId: string): Promise<string> {
    const name = `세트 ${++sequence}`;
    return (
      await call(customer, 'POST', '/api/fulfillment/group', { name, components: [{ skuId, quantity: 2 }] })
    ).id;
  }
  async function inbound(state: InboundState = 'requested', quantity = 5): Promise<string> {
    const today = seoulToday(app.clock.now());
    const { id } = await call(customer, 'POST', '/api/fulfillment/inbound', {
      expectedDate: today,
      items: [{ skuId: soap, quantity }],
    });
    if (state === 'arrived') await call(worker, 'POST', `/api/warehouse/inbound/${id}/arrive`, {});
    return id;
  }
  /** An order of one soap in `state`, and its parcel once packed. */
  async function order(state: OrderState = 'allocated') {
    const created = await call(
      customer,
      'POST',
      '/api/fulfillment/orders',
      { recipient: RECIPIENT, items: [{ skuId: soap, quantity: 1 }] },
      { 'idempotency-key': `walk-order-${++sequence}` },
    );
    if (created.status !== 'allocated') throw new Error(`order not allocated: ${JSON.stringify(created)}`);
    const id = created.id;
    const steps: [OrderState, string, object][] = [
      ['picked', 'pick', {}],
      ['packed', 'pack', { parcels: [{}] }],
      ['shipped', 'ship', {}],
    ];
    const order = ['allocated', 'picked', 'packed', 'shipped'];
    let parcel = { parcelCompany: '', invoiceNo: '' };
    for (const [reached, step, body] of steps) {
      if (order.indexOf(state) < order.indexOf(reached)) break;
      const moved = await call(worker, 'POST', `/api/warehouse/orders/${id}/${step}`, body);
      const parcels = moved.parcels as { parcelCompany: string; invoiceNo: string }[] | undefined;
      if (step === 'pack') parcel = parcels?.[0] ?? parcel;
    }
    if (order.indexOf(state) >= order.indexOf('packed') && !parcel.invoiceNo)
      throw new Error(`order ${id} packed without a waybill`);
    return { id, ...parcel };
  }
  /** A fresh, empty storage location of the world's warehouse. */
  async function location(): Promise<string> {
    const n = String(++sequence % 100).padStart(2, '0');
    const code = `W-${n}-${String(Math.floor(sequence / 100) % 100).padStart(2, '0')}-01-01`;
    return (await call(worker, 'POST', '/api/warehouse/locations', { code })).id;
  }
  /** An open pick wave holding a fresh order (and maybe older ones nobody waved), and its first task. */
  async function wave(): Promise<{ id: string; taskId: string }> {
    await order('allocated');
    const created = await call(worker, 'POST', '/api/warehouse/waves', { maxOrders: 1 });
    const task = (created.tasks as { id: string }[] | undefined)?.[0];
    if (!task) throw new Error(`wave without tasks: ${JSON.stringify(created)}`);
    return { id: created.id, taskId: task.id };
  }
  /**
   * The open handover manifest of the packed order's carrier (one is open per carrier: made, or the
   * one a previous call left open), with a fresh packed parcel scanned onto it, and another fresh
   * packed parcel's waybill to scan.
   */
  async function handover(): Promise<{ id: string; parcelId: string; invoiceNo: string }> {
    const onIt = await order('packed');
    const manifest = await call(worker, 'POST', '/api/warehouse/handovers', {
      parcelCompany: onIt.parcelCompany,
    });
    const scanned = await call(worker, 'POST', `/api/warehouse/handovers/${manifest.id}/parcels`, {
      invoiceNo: onIt.invoiceNo,
    });
    const parcels = scanned.parcels as { parcelId: string; invoiceNo: string }[];
    const parcelId = parcels.find((p) => p.invoiceNo === onIt.invoiceNo)?.parcelId;
    if (!parcelId) throw new Error(`parcel not on the manifest: ${JSON.stringify(scanned)}`);
    const next = await order('packed');
    return { id: manifest.id, parcelId, invoiceNo: next.invoiceNo };
  }
  /** A return of one soap from a fresh shipped order, in `state`. */
  async function returnOf(state: ReturnState = 'requested'): Promise<string> {
    const shipped = await order('shipped');
    const { id } = await call(customer, 'POST', '/api/fulfillment/returns', {
      orderId: shipped.id,
      items: [{ skuId: soap, quantity: 1 }],
      reason: 'changed_mind',
      pickupAddress: RECIPIENT,
    });
    if (state === 'requested') return id;
    await call(worker, 'POST', `/api/warehouse/returns/${id}/arrive`, {});
    if (state === 'arrived') return id;
    await call(worker, 'POST', `/api/warehouse/returns/${id}/inspect`, {
      lines: [{ skuId: soap, quantity: 1, outcome: 'restock' }],
    });
    return id;
  }
  /** A webhook endpoint of team A posting to `url`. */
  async function webhookEndpoint(url: string): Promise<string> {
    return (
      await call(customer, 'POST', '/api/webhooks/endpoints', {
        url,
        events: ['order.shipped'],
      })
    ).id;
  }
  /** A delivery of team A (the endpoint's test ping). */
  async function webhookDelivery(url: string): Promise<string> {
    return (await call(customer, 'POST', `/api/webhooks/endpoints/${await webhookEndpoint(url)}/test`)).id;
  }

  // Stock for every order the makers place.
  const soap = await sku('바로 비누');
  const stocked = await inbound('requested', 500);
  await call(worker, 'POST', `/api/warehouse/inbound/${stocked}/receive`, {
    lines: [{ skuId: soap, quantity: 500 }],
  });

  return {
    app,
    database,
    warehouseId,
    otherWarehouseId,
    teamA,
    teamB,
    users,
    soap,
    sku,
    kit,
    inbound,
    order,
    returnOf,
    wave,
    location,
    handover,
    webhookEndpoint,
    webhookDelivery,
  };
}
