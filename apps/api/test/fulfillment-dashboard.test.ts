import { addCalendarDays, fulfillmentDashboardSchema, seoulToday } from '@baro/core';
import { describe, expect, it } from 'vitest';
import { createFloorWorker, createFulfillmentTeam } from './support/fulfillment.ts';
import { useTestApp } from './support/use-test-app.ts';

// The fulfillment dashboard (issue 13): today's orders against the warehouse's cut-off, orders per
// status, shipped on time by promised day over 30 days, low-stock SKUs and open inbound, for the
// caller's team only.

describe('fulfillment dashboard', () => {
  const t = useTestApp();
  const recipient = {
    name: '김받는',
    phone: '010-2345-6789',
    zipCode: '06236',
    address1: '서울특별시 강남구 테헤란로 152',
  };

  it('counts today, statuses, on-time shipping, low stock and open inbound for the team', async () => {
    const team = await createFulfillmentTeam(t.database);
    const headers = await t.as(team.master);
    const worker = await t.as(await createFloorWorker(t.database, team.warehouseId));
    const post = (url: string, payload: object, as = headers, extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, headers: { ...as, ...extra }, payload });
    const sku = async (name: string) => (await post('/api/fulfillment/sku', { name })).json().id as string;
    const stocked = await sku('가 넉넉한 상품');
    const empty = await sku('나 빈 상품');
    const today = seoulToday(t.app.clock.now());

    const inbound = (
      await post('/api/fulfillment/inbound', {
        expectedDate: today,
        items: [{ skuId: stocked, quantity: 100 }],
      })
    ).json();
    await post(
      `/api/warehouse/inbound/${inbound.id}/receive`,
      { lines: [{ skuId: stocked, quantity: 100 }] },
      worker,
    );
    await post('/api/fulfillment/inbound', { expectedDate: today, items: [{ skuId: empty, quantity: 5 }] });

    const orders: string[] = [];
    for (let i = 0; i < 6; i++) {
      const created = await post(
        '/api/fulfillment/orders',
        { recipient, items: [{ skuId: i === 5 ? empty : stocked, quantity: 1 }] },
        headers,
        { 'idempotency-key': `dashboard-order-${i}` },
      );
      expect(created.statusCode, created.body).toBe(201);
      orders.push(created.json().id);
    }
    const at = (day: string, time: string) => new Date(`${day}T${time}:00+09:00`);
    const set = (id: string | undefined, values: Record<string, unknown>) =>
      t.database.db
        .updateTable('shipping_orders')
        .set(values)
        .where('id', '=', id as string)
        .execute();
    const fiveDaysAgo = addCalendarDays(today, -5);
    // Today: one before the 13:00 cut-off, one after (still waiting: the empty SKU).
    await set(orders[0], { created_at: at(today, '09:00'), promised_ship_date: today });
    await set(orders[5], { created_at: at(today, '15:00'), promised_ship_date: today });
    // Earlier: shipped on its promised day, shipped a day late, canceled, and shipped today as promised.
    await set(orders[1], {
      created_at: at(fiveDaysAgo, '09:00'),
      promised_ship_date: fiveDaysAgo,
      status: 'shipped',
      shipped_at: at(fiveDaysAgo, '23:30'),
    });
    await set(orders[2], {
      created_at: at(fiveDaysAgo, '09:00'),
      promised_ship_date: fiveDaysAgo,
      status: 'delivered',
      shipped_at: at(addCalendarDays(fiveDaysAgo, 1), '00:10'),
    });
    await set(orders[3], {
      created_at: at(fiveDaysAgo, '09:00'),
      promised_ship_date: fiveDaysAgo,
      status: 'canceled',
      canceled_at: at(fiveDaysAgo, '10:00'),
    });
    await set(orders[4], {
      created_at: at(addCalendarDays(today, -1), '15:00'),
      promised_ship_date: today,
      status: 'shipped',
      shipped_at: at(today, '10:00'),
    });

    const response = await t.app.inject({ method: 'GET', url: '/api/fulfillment/dashboard', headers });
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = fulfillmentDashboardSchema.parse(response.json());
    expect(dashboard.today).toMatchObject({
      date: today,
      cutOffTime: '13:00',
      cutOffAt: `${today}T13:00:00+09:00`,
      orders: 2,
      beforeCutOff: 1,
      afterCutOff: 1,
      dueToday: 3,
      shippedToday: 1,
    });
    expect(dashboard.ordersByStatus).toEqual({
      waiting: 1,
      allocated: 1,
      picking: 0,
      packed: 0,
      shipped: 2,
      delivered: 1,
      canceled: 1,
      returned_to_sender: 0,
    });
    expect(dashboard.onTime).toEqual({
      from: addCalendarDays(today, -30),
      to: addCalendarDays(today, -1),
      due: 2,
      shippedOnTime: 1,
      rate: 0.5,
    });
    expect(dashboard.lowStock).toEqual([
      { id: empty, name: '나 빈 상품', barcode: expect.any(String), available: 0, threshold: 10 },
    ]);
    expect(dashboard.pendingInbound).toBe(1);
    expect(dashboard.pendingReturns).toBe(0);
  });

  it('shows another team nothing of it, and waits for approval', async () => {
    const team = await createFulfillmentTeam(t.database);
    await t.app.inject({
      method: 'POST',
      url: '/api/fulfillment/sku',
      headers: await t.as(team.master),
      payload: { name: '남의 상품' },
    });
    const other = await createFulfillmentTeam(t.database);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/fulfillment/dashboard',
      headers: await t.as(other.master),
    });
    expect(theirs.json()).toMatchObject({ lowStock: [], pendingInbound: 0, onTime: { due: 0, rate: null } });

    const pending = await createFulfillmentTeam(t.database, { status: 'pending' });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/fulfillment/dashboard',
      headers: await t.as(pending.master),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FULFILLMENT_NOT_APPROVED');
  });
});
