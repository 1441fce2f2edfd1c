import { returnInspectionListSchema, returnPageSchema, returnSchema, seoulToday } from '@baro/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../src/modules/inventory/inventory.api.ts';
import { createStaff } from './support/accounts.ts';
import { createFloorWorker, createFulfillmentTeam } from './support/fulfillment.ts';
import { useTestApp } from './support/use-test-app.ts';

// Returns (반품, issue 13): the customer asks items of a shipped order back (a kit as its
// components, never more than shipped and not yet returned); the warehouse marks the arrival and
// inspects every unit — restock (sellable again, waiting orders allocated), quarantine or dispose,
// each a ledger movement — then closes it. Another team, or another warehouse's worker, gets 404.

describe('returns', () => {
  const t = useTestApp();
  let team: Awaited<ReturnType<typeof createFulfillmentTeam>>;
  let customer: Record<string, string>;
  let worker: Record<string, string>;
  let soap: string;
  let towel: string;
  let kit: string;
  let order: string;
  const pickupAddress = {
    name: '김반품',
    phone: '０１０-2345-6789',
    zipCode: '06236',
    address1: '서울특별시 강남구 테헤란로 152',
  };

  const post = (url: string, payload: object, headers = customer, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...headers, ...extra }, payload });
  const get = (url: string, headers = customer) => t.app.inject({ method: 'GET', url, headers });
  const stock = async (skuId: string) =>
    (await get(`/api/fulfillment/sku/${skuId}`)).json().stock as { available: number; quarantined: number };

  /** Places an order and takes it through pick, pack and ship. */
  async function shippedOrder(items: object[], key: string) {
    const created = await post('/api/fulfillment/orders', { recipient: pickupAddress, items }, customer, {
      'idempotency-key': key,
    });
    expect(created.json().status, created.body).toBe('allocated');
    const id = created.json().id as string;
    await post(`/api/warehouse/orders/${id}/pick`, {}, worker);
    await post(`/api/warehouse/orders/${id}/pack`, { parcels: [{}] }, worker);
    const shipped = await post(`/api/warehouse/orders/${id}/ship`, {}, worker);
    expect(shipped.json().status, shipped.body).toBe('shipped');
    return id;
  }

  beforeEach(async () => {
    team = await createFulfillmentTeam(t.database, { teamName: '바로무역' });
    customer = await t.as(team.master);
    worker = await t.as(await createFloorWorker(t.database, team.warehouseId));
    soap = (await post('/api/fulfillment/sku', { name: '바로 비누' })).json().id;
    towel = (await post('/api/fulfillment/sku', { name: '바로 수건' })).json().id;
    kit = (
      await post('/api/fulfillment/group', {
        name: '목욕 세트',
        components: [
          { skuId: soap, quantity: 2 },
          { skuId: towel, quantity: 1 },
        ],
      })
    ).json().id;
    const inbound = await post('/api/fulfillment/inbound', {
      expectedDate: seoulToday(t.app.clock.now()),
      items: [
        { skuId: soap, quantity: 20 },
        { skuId: towel, quantity: 10 },
      ],
    });
    await post(
      `/api/warehouse/inbound/${inbound.json().id}/receive`,
      {
        lines: [
          { skuId: soap, quantity: 20 },
          { skuId: towel, quantity: 10 },
        ],
      },
      worker,
    );
    // Ships 2 kits (4 soaps, 2 towels) and 1 soap.
    order = await shippedOrder(
      [
        { groupSkuId: kit, quantity: 2 },
        { skuId: soap, quantity: 1 },
      ],
      'return-order-0001',
    );
  });

  it('takes a kit back as its components, within what shipped, and refuses more', async () => {
    const created = await post('/api/fulfillment/returns', {
      orderId: order,
      items: [
        { groupSkuId: kit, quantity: 1 },
        { skuId: soap, quantity: 1 },
      ],
      reason: 'defective',
      reasonDetail: '거품이 안 납니다',
      pickupAddress,
    });
    expect(created.statusCode, created.body).toBe(201);
    const request = returnSchema.parse(created.json());
    expect(request).toMatchObject({
      returnNo: expect.stringMatching(/^RT\d{6}-0001$/),
      status: 'requested',
      reason: 'defective',
      teamName: '바로무역',
      pickupAddress: { phone: '010-2345-6789', address2: null },
      items: [
        { id: soap, quantity: 3, restocked: 0, quarantined: 0, disposed: 0 },
        { id: towel, quantity: 1 },
      ],
      parcel: null,
      history: [{ status: 'requested' }],
    });
    expect(request.order.id).toBe(order);

    // 5 soaps shipped, 3 asked back: 3 more is too many, 2 is fine.
    const tooMany = await post('/api/fulfillment/returns', {
      orderId: order,
      items: [{ skuId: soap, quantity: 3 }],
      reason: 'changed_mind',
      pickupAddress,
    });
    // Refused like the form refuses it: 400 with the line's field, in ko and en.
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'items.0.quantity': '배송된 수량보다 많이 반품할 수 없습니다' },
    });
    const tooManyEn = await post(
      '/api/fulfillment/returns',
      {
        orderId: order,
        items: [
          { skuId: towel, quantity: 1 },
          { groupSkuId: kit, quantity: 3 },
        ],
        reason: 'changed_mind',
        pickupAddress,
      },
      customer,
      { lang: 'en' },
    );
    expect(tooManyEn.statusCode).toBe(400);
    expect(tooManyEn.json().fields).toEqual({
      'items.1.quantity': 'You cannot return more than was shipped',
    });
    const notInOrder = await post(
      '/api/fulfillment/returns',
      { orderId: order, items: [{ skuId: 'sku_nope', quantity: 1 }], reason: 'other', pickupAddress },
      customer,
      { lang: 'en' },
    );
    expect(notInOrder.json().fields).toEqual({ 'items.0.skuId': 'This product is not registered' });
    const rest = await post('/api/fulfillment/returns', {
      orderId: order,
      items: [{ skuId: soap, quantity: 2 }],
      reason: 'changed_mind',
      pickupAddress,
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().returnNo).toMatch(/-0002$/);
  });

  it('refuses a return of an order that has not shipped, and keeps other teams out', async () => {
    const unshipped = (
      await post(
        '/api/fulfillment/orders',
        { recipient: pickupAddress, items: [{ skuId: soap, quantity: 1 }] },
        customer,
        {
          'idempotency-key': 'return-order-0002',
        },
      )
    ).json().id;
    const early = await post('/api/fulfillment/returns', {
      orderId: unshipped,
      items: [{ skuId: soap, quantity: 1 }],
      reason: 'changed_mind',
      pickupAddress,
    });
    expect(early.statusCode).toBe(409);
    // Only the order's state is wrong here (too many back is 400 `fields`): the message says just that.
    expect(early.json()).toMatchObject({
      code: 'RETURN_NOT_ALLOWED',
      message: '배송된 주문만 반품을 신청할 수 있습니다.',
    });

    const created = (
      await post('/api/fulfillment/returns', {
        orderId: order,
        items: [{ skuId: soap, quantity: 1 }],
        reason: 'changed_mind',
        pickupAddress,
      })
    ).json();
    const other = await createFulfillmentTeam(t.database);
    const theirs = await t.as(other.master);
    const stolen = await post(
      '/api/fulfillment/returns',
      { orderId: order, items: [{ skuId: soap, quantity: 1 }], reason: 'other', pickupAddress },
      theirs,
    );
    expect(stolen.statusCode).toBe(404);
    expect((await get(`/api/fulfillment/returns/${created.id}`, theirs)).statusCode).toBe(404);
    expect((await post(`/api/fulfillment/returns/${created.id}/cancel`, {}, theirs)).statusCode).toBe(404);
    expect((await get('/api/fulfillment/returns', theirs)).json().total).toBe(0);
    const elsewhere = await t.as(await createFloorWorker(t.database, other.warehouseId));
    expect((await get(`/api/warehouse/returns/${created.id}`, elsewhere)).statusCode).toBe(404);
    expect(
      (
        await post(
          `/api/warehouse/returns/${created.id}/inspect`,
          { lines: [{ skuId: soap, quantity: 1, outcome: 'restock' }] },
          elsewhere,
        )
      ).statusCode,
    ).toBe(404);
    expect((await get('/api/warehouse/returns', elsewhere)).json().total).toBe(0);

    const canceled = await post(`/api/fulfillment/returns/${created.id}/cancel`, {
      note: '마음이 바뀌었습니다',
    });
    expect(canceled.json()).toMatchObject({ status: 'canceled' });
    expect((await post(`/api/warehouse/returns/${created.id}/arrive`, {}, worker)).statusCode).toBe(409);
  });

  it('inspects every unit into restock, quarantine and dispose through the ledger, allocating waiting orders, then closes', async () => {
    const created = (
      await post('/api/fulfillment/returns', {
        orderId: order,
        items: [{ groupSkuId: kit, quantity: 2 }],
        reason: 'damaged',
        pickupAddress,
      })
    ).json();
    // Everything left is promised: the next order for towels waits.
    const waiting = await post(
      '/api/fulfillment/orders',
      { recipient: pickupAddress, items: [{ skuId: towel, quantity: 9 }] },
      customer,
      { 'idempotency-key': 'return-order-0003' },
    );
    expect(waiting.json().status).toBe('waiting');
    const soapBefore = (await stock(soap)).available;

    const arrived = await post(`/api/warehouse/returns/${created.id}/arrive`, { note: '택배 입고' }, worker);
    expect(arrived.json().status).toBe('arrived');

    const mismatch = await post(
      `/api/warehouse/returns/${created.id}/inspect`,
      { lines: [{ skuId: soap, quantity: 3, outcome: 'restock' }] },
      worker,
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toEqual({
      'lines.0.quantity': '반품 신청 수량과 검수 수량이 같아야 합니다',
      lines: '반품 신청 수량과 검수 수량이 같아야 합니다',
    });

    const inspected = await post(
      `/api/warehouse/returns/${created.id}/inspect`,
      {
        lines: [
          { skuId: soap, quantity: 2, outcome: 'restock' },
          { skuId: soap, quantity: 1, outcome: 'quarantine', note: '포장 찢어짐' },
          { skuId: soap, quantity: 1, outcome: 'dispose' },
          { skuId: towel, quantity: 2, outcome: 'restock' },
        ],
      },
      worker,
    );
    expect(inspected.statusCode, inspected.body).toBe(200);
    expect(inspected.json()).toMatchObject({
      status: 'inspected',
      items: [
        { id: soap, quantity: 4, restocked: 2, quarantined: 1, disposed: 1 },
        { id: towel, quantity: 2, restocked: 2, quarantined: 0, disposed: 0 },
      ],
    });
    expect((await stock(soap)).available).toBe(soapBefore + 2);
    expect((await stock(soap)).quarantined).toBe(1);
    expect((await get(`/api/fulfillment/orders/${waiting.json().id}`)).json().status).toBe('allocated');
    const kinds = await t.database.db
      .selectFrom('stock_movements')
      .select(['kind', 'quantity'])
      .where('ref_id', '=', created.id)
      .orderBy('seq')
      .execute();
    expect(kinds).toEqual([
      { kind: 'restock', quantity: 2 },
      { kind: 'quarantine', quantity: 1 },
      { kind: 'dispose', quantity: 1 },
      { kind: 'restock', quantity: 2 },
    ]);
    expect((await ledgerMismatches(t.database.db)).rows).toEqual([]);

    const records = returnInspectionListSchema.parse(
      (await get(`/api/warehouse/returns/${created.id}/inspections`, worker)).json(),
    );
    expect(records.items).toMatchObject([
      { sku: { id: soap }, quantity: 2, outcome: 'restock', locationCode: 'RCV-01-01-01-01', note: null },
      {
        sku: { id: soap },
        quantity: 1,
        outcome: 'quarantine',
        locationCode: 'QRT-01-01-01-01',
        note: '포장 찢어짐',
      },
      { sku: { id: soap }, quantity: 1, outcome: 'dispose' },
      { sku: { id: towel }, quantity: 2, outcome: 'restock' },
    ]);
    expect((await get(`/api/fulfillment/returns/${created.id}/inspections`)).json()).toEqual(records);
    const theirs = await t.as((await createFulfillmentTeam(t.database)).master);
    expect((await get(`/api/fulfillment/returns/${created.id}/inspections`, theirs)).statusCode).toBe(404);

    const again = await post(
      `/api/warehouse/returns/${created.id}/inspect`,
      { lines: [{ skuId: towel, quantity: 2, outcome: 'restock' }] },
      worker,
    );
    expect(again.statusCode).toBe(409);
    const completed = await post(`/api/warehouse/returns/${created.id}/complete`, {}, worker);
    expect(completed.json().history.map((h: { status: string }) => h.status)).toEqual([
      'requested',
      'arrived',
      'inspected',
      'completed',
    ]);
    const dashboard = (await get('/api/fulfillment/dashboard')).json();
    expect(dashboard.pendingReturns).toBe(0);
  });

  it('is picked up by the carrier with a typed or issued waybill, once, and only while requested', async () => {
    const ask = async () =>
      (
        await post('/api/fulfillment/returns', {
          orderId: order,
          items: [{ skuId: soap, quantity: 1 }],
          reason: 'changed_mind',
          pickupAddress,
        })
      ).json() as { id: string };
    const issued = await ask();
    const elsewhere = await t.as(
      await createFloorWorker(t.database, (await createFulfillmentTeam(t.database)).warehouseId),
    );
    expect((await post(`/api/warehouse/returns/${issued.id}/pickup`, {}, elsewhere)).statusCode).toBe(404);
    expect((await post(`/api/warehouse/returns/${issued.id}/pickup`, {}, customer)).statusCode).toBe(403);

    const picked = await post(`/api/warehouse/returns/${issued.id}/pickup`, {}, worker);
    expect(picked.statusCode, picked.body).toBe(200);
    const first = returnSchema.parse(picked.json());
    expect(first.status).toBe('in_transit');
    expect(first.parcel).toMatchObject({ parcelCompany: expect.stringMatching(/^0[1-8]$/) });
    expect(first.parcel?.invoiceNo).toMatch(/^\d+$/);
    expect(first.history.map((h) => h.status)).toEqual(['requested', 'in_transit']);
    // Repeating it changes nothing (no second waybill); the customer can no longer withdraw it.
    const again = await post(`/api/warehouse/returns/${issued.id}/pickup`, { parcelCompany: '05' }, worker);
    expect(again.json()).toMatchObject({ status: 'in_transit', parcel: first.parcel });
    expect(again.json().history).toHaveLength(2);
    const cancel = await post(`/api/fulfillment/returns/${issued.id}/cancel`, {});
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe('INVALID_STATE_TRANSITION');
    expect((await post(`/api/warehouse/returns/${issued.id}/arrive`, {}, worker)).json().status).toBe(
      'arrived',
    );
    const late = await post(`/api/warehouse/returns/${issued.id}/pickup`, {}, worker);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('INVALID_STATE_TRANSITION');

    const typed = await ask();
    const noCarrier = await post(
      `/api/warehouse/returns/${typed.id}/pickup`,
      { invoiceNo: '6012-3456-7890' },
      worker,
      { lang: 'en' },
    );
    expect(noCarrier.statusCode).toBe(400);
    expect(noCarrier.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { parcelCompany: 'This field is required' },
    });
    const bad = await post(
      `/api/warehouse/returns/${typed.id}/pickup`,
      { invoiceNo: '송장', parcelCompany: '05' },
      worker,
    );
    expect(bad.statusCode).toBe(400);
    const withTyped = await post(
      `/api/warehouse/returns/${typed.id}/pickup`,
      { invoiceNo: '6012-3456-7890', parcelCompany: '05' },
      worker,
    );
    expect(withTyped.json()).toMatchObject({
      status: 'in_transit',
      parcel: { parcelCompany: '05', invoiceNo: '601234567890' },
    });
    expect((await get(`/api/fulfillment/returns/${typed.id}`)).json().status).toBe('in_transit');
    expect((await get(`/api/warehouse/returns?q=601234567890`, worker)).json().total).toBe(1);

    const canceled = await ask();
    await post(`/api/fulfillment/returns/${canceled.id}/cancel`, {});
    expect((await post(`/api/warehouse/returns/${canceled.id}/pickup`, {}, worker)).statusCode).toBe(409);
  });

  it('lists with counts per status and search; the worker sees their warehouse, staff all', async () => {
    const a = (
      await post('/api/fulfillment/returns', {
        orderId: order,
        items: [{ skuId: soap, quantity: 1 }],
        reason: 'changed_mind',
        pickupAddress,
      })
    ).json();
    const b = (
      await post('/api/fulfillment/returns', {
        orderId: order,
        items: [{ skuId: towel, quantity: 1 }],
        reason: 'wrong_item',
        pickupAddress,
      })
    ).json();
    await post(`/api/warehouse/returns/${a.id}/arrive`, {}, worker);
    expect((await get(`/api/fulfillment/returns/${a.id}/inspections`)).json()).toEqual({ items: [] });
    const page = returnPageSchema.parse((await get('/api/fulfillment/returns?size=1')).json());
    expect(page).toMatchObject({ total: 2, pageCount: 2 });
    expect(page.items[0]).toMatchObject({
      id: b.id,
      quantity: 1,
      reason: 'wrong_item',
      teamName: '바로무역',
    });
    expect(page.counts).toMatchObject({ requested: 1, arrived: 1 });
    expect(
      (await get('/api/fulfillment/returns?status=arrived')).json().items.map((i: { id: string }) => i.id),
    ).toEqual([a.id]);
    expect((await get(`/api/warehouse/returns?q=${b.returnNo}`, worker)).json().total).toBe(1);
    expect((await get('/api/fulfillment/dashboard')).json().pendingReturns).toBe(2);
    const staff = await t.as(await createStaff(t.database));
    expect((await get('/api/warehouse/returns', staff)).json().total).toBe(2);
  });
});
