import { seoulToday } from '@baro/core';
import { describe, expect, it } from 'vitest';
import { pollTrackedParcels } from '../src/modules/carriers/poll-tracked-parcels.ts';
import { scenarioOf } from '../src/modules/carriers/simulated/simulated-history.ts';
import { createFloorWorker, createFulfillmentTeam } from './support/fulfillment.ts';
import { useTestApp } from './support/use-test-app.ts';

// Return parcels (issue 14): the pickup's return waybill (반품 회수) is followed through the
// simulated network, and its delivery at the warehouse makes the return arrived; a typed waybill is
// followed too. The customer reads the collection parcel's tracking at SPEC §7's
// /returning/user/tracking/parcel; another team and unknown numbers get 404, a malformed one 400.

const pickupAddress = {
  name: '김반품',
  phone: '010-2345-6789',
  zipCode: '06236',
  address1: '서울특별시 강남구 테헤란로 152',
};

describe('return parcels', () => {
  // At 60× a simulated hour passes in a real minute.
  const t = useTestApp({ reset: 'never', env: { CARRIER_SIMULATION_SPEED: '60' } });

  async function world() {
    const team = await createFulfillmentTeam(t.database);
    const customer = await t.as(team.master);
    const worker = await t.as(await createFloorWorker(t.database, team.warehouseId));
    const post = (url: string, payload: object, headers = customer) =>
      t.app.inject({ method: 'POST', url, headers, payload });
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
    const order = await post('/api/fulfillment/orders', {
      recipient: pickupAddress,
      items: [{ skuId: soap, quantity: 6 }],
    });
    expect(order.json().status, order.body).toBe('allocated');
    const orderId = order.json().id as string;
    await post(`/api/warehouse/orders/${orderId}/pick`, {}, worker);
    await post(`/api/warehouse/orders/${orderId}/pack`, { parcels: [{}] }, worker);
    expect((await post(`/api/warehouse/orders/${orderId}/ship`, {}, worker)).json().status).toBe('shipped');
    /** A return of one soap, picked up with `pickup` as the body. */
    const pickedUp = async (pickup: object) => {
      const created = await post('/api/fulfillment/returns', {
        orderId,
        items: [{ skuId: soap, quantity: 1 }],
        reason: 'changed_mind',
        pickupAddress,
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as string;
      const picked = await post(`/api/warehouse/returns/${id}/pickup`, pickup, worker);
      expect(picked.statusCode, picked.body).toBe(200);
      return { id, parcel: picked.json().parcel as { parcelCompany: string; invoiceNo: string } };
    };
    return { team, customer, worker, pickedUp };
  }

  const deps = () => ({ db: t.database.db, now: t.app.clock.now, carriers: t.app.services.carriers });
  const returnStatus = async (id: string) =>
    (
      await t.database.db
        .selectFrom('returns')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('follows the return waybill until it is delivered at the warehouse, which makes the return arrived', async () => {
    const w = await world();
    // About 1 in 30 simulated parcels is sent back to its sender; take one that is delivered.
    let picked = await w.pickedUp({});
    while (scenarioOf(picked.parcel.parcelCompany as '04', picked.parcel.invoiceNo).endsWith('_returned'))
      picked = await w.pickedUp({});
    expect(picked.parcel).toMatchObject({
      parcelCompany: '04',
      invoiceNo: expect.stringMatching(/^\d{12}$/),
    });
    expect(await returnStatus(picked.id)).toBe('in_transit');

    const statuses: string[] = [];
    for (let step = 0; step < 200; step++) {
      t.app.clock.advance(10 * 60 * 1000);
      await pollTrackedParcels(deps());
      const status = await returnStatus(picked.id);
      if (statuses.at(-1) !== status) statuses.push(status);
      if (status === 'arrived') break;
    }
    expect(statuses.at(-1)).toBe('arrived');
    expect(statuses[0]).toBe('in_transit');

    // Fresh tokens: the clock moved by a day or more.
    const customer = await t.as(w.team.master);
    const get = (url: string, headers = customer) => t.app.inject({ method: 'GET', url, headers });
    const detail = (await get(`/api/fulfillment/returns/${picked.id}`)).json();
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual([
      'requested',
      'in_transit',
      'arrived',
    ]);

    const url = `/api/fulfillment/returning/user/tracking/parcel?parcelCompany=04&invoiceNo=${picked.parcel.invoiceNo}`;
    const tracking = await get(url);
    expect(tracking.statusCode, tracking.body).toBe(200);
    expect(tracking.json()).toMatchObject({
      parcelCompany: '04',
      invoiceNo: picked.parcel.invoiceNo,
      status: 'delivered',
    });
    const events = tracking.json().events as { time: string; status: string }[];
    expect(events.at(-1)?.status).toBe('delivered');
    expect(events[0]?.time).toMatch(/\+09:00$/);

    // Another team, an outbound parcel's number and an unknown one are 404; malformed is 400.
    const other = await t.as((await createFulfillmentTeam(t.database)).master);
    expect((await get(url, other)).statusCode).toBe(404);
    const unknown = await get(
      `/api/fulfillment/returning/user/tracking/parcel?parcelCompany=05&invoiceNo=${picked.parcel.invoiceNo}`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    const malformed = await get(
      '/api/fulfillment/returning/user/tracking/parcel?parcelCompany=04&invoiceNo=12ab',
    );
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fields)).toEqual(['invoiceNo']);
  });

  it('follows a typed return waybill too, and answers its tracking before the first poll', async () => {
    const w = await world();
    const picked = await w.pickedUp({ parcelCompany: '08', invoiceNo: '3456 7890 1234' });
    const followed = await t.database.db
      .selectFrom('tracked_parcels')
      .select(['owner_type', 'owner_id', 'team_id'])
      .where('parcel_company', '=', '08')
      .where('invoice_no', '=', '345678901234')
      .executeTakeFirstOrThrow();
    expect(followed).toEqual({ owner_type: 'return', owner_id: picked.id, team_id: w.team.teamId });
    const tracking = await t.app.inject({
      method: 'GET',
      url: '/api/fulfillment/returning/user/tracking/parcel?parcelCompany=08&invoiceNo=345678901234',
      headers: w.customer,
    });
    expect(tracking.statusCode, tracking.body).toBe(200);
    expect(tracking.json()).toMatchObject({ parcelCompany: '08', invoiceNo: '345678901234' });
  });
});
