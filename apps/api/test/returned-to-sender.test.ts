import { type ParcelCompany, seoulToday, WEBHOOK_HEADERS } from '@baro/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWaybill } from '../src/modules/carriers/carriers.repository.ts';
import { pollTrackedParcels } from '../src/modules/carriers/poll-tracked-parcels.ts';
import { scenarioOf } from '../src/modules/carriers/simulated/simulated-history.ts';
import { simulatedInvoiceNo, simulatedSorting } from '../src/modules/carriers/simulated/simulated-numbers.ts';
import { deliverDueWebhooks } from '../src/modules/webhooks/deliver-webhooks.ts';
import { verifyWebhookSignature } from '../src/modules/webhooks/webhooks.api.ts';
import { createFloorWorker, createFulfillmentTeam } from './support/fulfillment.ts';
import { startHttpTestServer } from './support/http-test-server.ts';
import { useTestApp } from './support/use-test-app.ts';

// Returned to sender (반송, issue 14): the simulated network sends a few parcels back (수취거절,
// 주소불명). An outbound parcel brought back to the warehouse leaves its order
// `returned_to_sender`; a return's collection parcel taken back to the buyer leaves the return
// `returned_to_sender`. Every step of a return reaches the team as a signed `return.updated`
// webhook, verified by a local receiver as a customer would.

const address = {
  name: '김반송',
  phone: '010-2345-6789',
  zipCode: '48058',
  address1: '부산 해운대구 센텀중앙로 79',
};

interface Received {
  type: string;
  data: Record<string, unknown>;
  verified: boolean;
}

describe('returned to sender', () => {
  let receiver: Awaited<ReturnType<typeof startHttpTestServer>>;
  let secret = '';
  const received: Received[] = [];
  beforeAll(async () => {
    receiver = await startHttpTestServer((request, response) => {
      const envelope = JSON.parse(request.body) as { type: string; data: Record<string, unknown> };
      received.push({
        type: envelope.type,
        data: envelope.data,
        verified: verifyWebhookSignature(
          secret,
          request.headers[WEBHOOK_HEADERS.signature.toLowerCase()] as string,
          request.body,
          t.app.clock.now(),
        ),
      });
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('ok');
    });
  });
  afterAll(() => receiver.close());

  // At 60× a simulated hour passes in a real minute.
  const t = useTestApp({
    reset: 'never',
    env: { CARRIER_SIMULATION_SPEED: '60', WEBHOOK_ALLOW_INSECURE: 'true', WEBHOOK_TIMEOUT_MS: '2000' },
  });
  const deps = () => ({ db: t.database.db, now: t.app.clock.now, carriers: t.app.services.carriers });
  const webhookDeps = () => ({
    db: t.database.db,
    now: t.app.clock.now,
    env: { WEBHOOK_ALLOW_INSECURE: true, WEBHOOK_TIMEOUT_MS: 2000 },
  });

  /** A number the simulated network issued whose story ends back with the sender. */
  async function returnedWaybill(parcelCompany: ParcelCompany, kind: 'outbound' | 'return') {
    let invoiceNo = simulatedInvoiceNo(parcelCompany);
    while (!scenarioOf(parcelCompany, invoiceNo).endsWith('_returned'))
      invoiceNo = simulatedInvoiceNo(parcelCompany);
    await insertWaybill(t.database.db, {
      parcel_company: parcelCompany,
      invoice_no: invoiceNo,
      provider: 'simulated',
      kind,
      reference: 'TEST',
      sorting: simulatedSorting(parcelCompany, address.zipCode),
      sender_zip: '22850',
      recipient_zip: address.zipCode,
      issued_at: t.app.clock.now(),
    });
    return invoiceNo;
  }

  async function world() {
    const team = await createFulfillmentTeam(t.database);
    const customer = await t.as(team.master);
    const worker = await t.as(await createFloorWorker(t.database, team.warehouseId));
    const post = (url: string, payload: object, headers = customer) =>
      t.app.inject({ method: 'POST', url, headers, payload });
    const endpoint = await post('/api/webhooks/endpoints', {
      url: `${receiver.url}/hooks`,
      events: ['return.updated'],
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    secret = endpoint.json().secret;
    const soap = (await post('/api/fulfillment/sku', { name: '바로 비누' })).json().id as string;
    const inbound = await post('/api/fulfillment/inbound', {
      expectedDate: seoulToday(t.app.clock.now()),
      items: [{ skuId: soap, quantity: 10 }],
    });
    await post(
      `/api/warehouse/inbound/${inbound.json().id}/receive`,
      { lines: [{ skuId: soap, quantity: 10 }] },
      worker,
    );
    /** An order of `quantity` soaps picked and packed with `parcels`. */
    const packed = async (parcels: object[], quantity = 1) => {
      const order = await post('/api/fulfillment/orders', {
        recipient: address,
        items: [{ skuId: soap, quantity }],
      });
      expect(order.json().status, order.body).toBe('allocated');
      const id = order.json().id as string;
      await post(`/api/warehouse/orders/${id}/pick`, {}, worker);
      const pack = await post(`/api/warehouse/orders/${id}/pack`, { parcels }, worker);
      expect(pack.statusCode, pack.body).toBe(200);
      return id;
    };
    return { team, worker, post, soap, packed };
  }

  /** Polls the followed parcels ten simulated minutes at a time until `done` says so. */
  async function pollUntil(done: () => Promise<boolean>) {
    for (let step = 0; step < 300 && !(await done()); step++) {
      t.app.clock.advance(10 * 60 * 1000);
      await pollTrackedParcels(deps());
    }
  }

  const orderStatus = async (id: string) =>
    (
      await t.database.db
        .selectFrom('shipping_orders')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('leaves an order whose parcel the carrier brought back returned to sender, shown to its team', async () => {
    const w = await world();
    const invoiceNo = await returnedWaybill('05', 'outbound');
    const orderId = await w.packed([{ parcelCompany: '05', invoiceNo }]);
    await pollUntil(async () => (await orderStatus(orderId)) === 'returned_to_sender');
    expect(await orderStatus(orderId)).toBe('returned_to_sender');

    const customer = await t.as(w.team.master);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/fulfillment/orders/${orderId}`, headers: customer })
    ).json();
    expect(detail.status).toBe('returned_to_sender');
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual([
      'allocated',
      'picking',
      'packed',
      'shipped',
      'returned_to_sender',
    ]);
    expect(detail.history.at(-1).note).toBe(`반송 완료 (${invoiceNo})`);
    expect(detail.parcels[0]).toMatchObject({ invoiceNo, status: 'returning' });
    const tracking = await t.app.inject({
      method: 'GET',
      url: `/api/fulfillment/parcel/tracking?parcelCompany=05&invoiceNo=${invoiceNo}`,
      headers: customer,
    });
    expect(tracking.json().events.at(-1)).toMatchObject({
      status: 'returning',
      description: '반송완료(보내는 분 전달)',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/fulfillment/orders?status=returned_to_sender',
      headers: customer,
    });
    expect(list.json().items.map((o: { id: string }) => o.id)).toEqual([orderId]);
    expect(list.json().counts.returned_to_sender).toBe(1);
  });

  it('keeps an order with one parcel back and another on its way shipped until that one is delivered', async () => {
    const w = await world();
    const back = await returnedWaybill('05', 'outbound');
    const orderId = await w.packed([{ parcelCompany: '05', invoiceNo: back }, { parcelCompany: '05' }], 2);
    const parcels = () =>
      t.database.db
        .selectFrom('shipping_order_parcels')
        .select(['invoice_no', 'status', 'returned_at'])
        .where('order_id', '=', orderId)
        .orderBy('position')
        .execute();
    const other = (await parcels())[1]?.invoice_no ?? '';
    // The second parcel is delivered in most stories; a second 반송 also ends returned to sender.
    const otherReturns = scenarioOf('05', other).endsWith('_returned');
    await pollUntil(async () => (await parcels()).every((p) => p.status === 'delivered' || p.returned_at));
    expect((await parcels()).map((p) => Boolean(p.returned_at))).toEqual([true, otherReturns]);
    expect(await orderStatus(orderId)).toBe('returned_to_sender');
  });

  it('leaves a return whose collection parcel went back to the buyer returned to sender, with a signed return.updated at each step', async () => {
    const w = await world();
    const orderId = await w.packed([{}]);
    await w.post(`/api/warehouse/orders/${orderId}/ship`, {}, w.worker);
    received.length = 0;
    const created = await w.post('/api/fulfillment/returns', {
      orderId,
      items: [{ skuId: w.soap, quantity: 1 }],
      reason: 'changed_mind',
      pickupAddress: address,
    });
    expect(created.statusCode, created.body).toBe(201);
    const returnId = created.json().id as string;
    const invoiceNo = await returnedWaybill('04', 'return');
    const picked = await w.post(
      `/api/warehouse/returns/${returnId}/pickup`,
      { parcelCompany: '04', invoiceNo },
      w.worker,
    );
    expect(picked.statusCode, picked.body).toBe(200);
    const returnStatus = async () =>
      (
        await t.database.db
          .selectFrom('returns')
          .select('status')
          .where('id', '=', returnId)
          .executeTakeFirstOrThrow()
      ).status;
    await pollUntil(async () => (await returnStatus()) === 'returned_to_sender');
    expect(await returnStatus()).toBe('returned_to_sender');

    await deliverDueWebhooks(webhookDeps());
    const updates = received.filter((r) => r.type === 'return.updated');
    expect(updates.every((r) => r.verified)).toBe(true);
    // Deliveries go out side by side, so they may arrive in any order (as the contract warns).
    expect(updates.map((r) => [r.data.previousStatus, r.data.status])).toEqual(
      expect.arrayContaining([
        [null, 'requested'],
        ['requested', 'in_transit'],
        ['in_transit', 'returned_to_sender'],
      ]),
    );
    expect(updates).toHaveLength(3);
    expect(updates.find((r) => r.data.status === 'returned_to_sender')?.data).toMatchObject({
      returnId,
      orderId,
      parcel: { parcelCompany: '04', invoiceNo },
      items: [{ skuId: w.soap, quantity: 1, restocked: 0, quarantined: 0, disposed: 0 }],
    });

    // The soap went back to the buyer, so it may be asked back again (fresh token: days passed).
    const again = await w.post(
      '/api/fulfillment/returns',
      { orderId, items: [{ skuId: w.soap, quantity: 1 }], reason: 'changed_mind', pickupAddress: address },
      await t.as(w.team.master),
    );
    expect(again.statusCode, again.body).toBe(201);
  });
});
