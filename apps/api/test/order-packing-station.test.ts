import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiveStock } from '../src/modules/inventory/inventory.api.ts';
import { allocateWaitingOrders } from '../src/modules/orders/orders.api.ts';
import { authHeaders, createCustomer, createWorker } from './support/accounts.ts';
import { createFulfillmentTeam } from './support/fulfillment.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// The packing station's side of packing (issue 15): what the station scanned travels with the pack
// command and must equal what the order takes, else nothing is packed and no waybill is asked for;
// the box chosen for each parcel is kept and answered with the order.

const recipient = {
  name: '최포장',
  phone: '010-3456-7890',
  zipCode: '04524',
  address1: '서울 중구 세종대로 110',
  address2: '3층',
};

describe('packing at the station', () => {
  let database: TestDatabase;
  let app: TestApp;
  let customer: Record<string, string>;
  let worker: Record<string, string>;
  let stranger: Record<string, string>;
  let soap = '';
  let towel = '';
  let cup = '';

  const get = (url: string, as: Record<string, string>) => app.inject({ method: 'GET', url, headers: as });
  const post = (url: string, payload: object, as: Record<string, string>) =>
    app.inject({ method: 'POST', url, headers: as, payload });

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
    await app.ready();
    const team = await createFulfillmentTeam(database);
    customer = await authHeaders(app, database, await createCustomer(database, { teamId: team.teamId }));
    worker = await authHeaders(
      app,
      database,
      await createWorker(database, { warehouseId: team.warehouseId }),
    );
    stranger = await authHeaders(app, database, await createWorker(database));
    soap = (
      await post(
        '/api/fulfillment/sku',
        { name: '바로 비누', lengthMm: 90, widthMm: 60, heightMm: 30, weightGrams: 120 },
        customer,
      )
    ).json().id;
    towel = (await post('/api/fulfillment/sku', { name: '바로 수건' }, customer)).json().id;
    cup = (await post('/api/fulfillment/sku', { name: '바로 컵' }, customer)).json().id;
    await database.db.transaction().execute(async (trx) => {
      const location = await trx
        .insertInto('warehouse_locations')
        .values({
          id: `loc_ps${team.warehouseId.slice(-8)}`,
          warehouse_id: team.warehouseId,
          code: 'A-01-01-01-03',
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
      for (const sku of [soap, towel, cup])
        await receiveStock(trx, { skuId: sku, locationId: location.id, quantity: 30 }, 'receive', ctx);
      await allocateWaitingOrders(trx, team.teamId, [soap, towel, cup], { now: new Date() });
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** An order of two soaps and a towel, picked (ready for the station). */
  async function pickedOrder(): Promise<string> {
    const order = (
      await post(
        '/api/fulfillment/orders',
        {
          recipient,
          items: [
            { skuId: soap, quantity: 2 },
            { skuId: towel, quantity: 1 },
          ],
        },
        customer,
      )
    ).json();
    expect(order.status).toBe('allocated');
    expect((await post(`/api/warehouse/orders/${order.id}/pick`, {}, worker)).statusCode).toBe(200);
    return order.id as string;
  }

  const waybillCount = async () =>
    Number(
      (
        await database.db
          .selectFrom('carrier_waybills')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers each line with its SKU’s size for the station’s box (null where the customer gave none)', async () => {
    const id = await pickedOrder();
    const { lines } = (await get(`/api/warehouse/orders/${id}`, worker)).json();
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: soap,
          quantity: 2,
          lengthMm: 90,
          widthMm: 60,
          heightMm: 30,
          weightGrams: 120,
        }),
        expect.objectContaining({
          id: towel,
          quantity: 1,
          lengthMm: null,
          widthMm: null,
          heightMm: null,
          weightGrams: null,
        }),
      ]),
    );
  });

  it('refuses scans that differ from the order, packing nothing and issuing no waybill', async () => {
    const id = await pickedOrder();
    const waybills = await waybillCount();

    const short = await post(
      `/api/warehouse/orders/${id}/pack`,
      {
        parcels: [{ boxCode: 'B2' }],
        items: [
          { skuId: soap, quantity: 1 },
          { skuId: towel, quantity: 1 },
        ],
      },
      worker,
    );
    expect(short.statusCode, short.body).toBe(409);
    expect(short.json()).toEqual({
      code: 'PACK_SCAN_MISMATCH',
      message: '스캔한 상품이 주문 수량과 다릅니다. 상품을 다시 확인해 주세요.',
      fields: { [`items.${soap}`]: expect.stringContaining('2') },
    });

    // A SKU the order does not take, and one it takes left out; in English.
    const wrong = await app.inject({
      method: 'POST',
      url: `/api/warehouse/orders/${id}/pack`,
      headers: { ...worker, lang: 'en' },
      payload: {
        parcels: [{}],
        items: [
          { skuId: soap, quantity: 2 },
          { skuId: cup, quantity: 1 },
        ],
      },
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({
      code: 'PACK_SCAN_MISMATCH',
      message: 'The scanned items do not match the order. Please check the items again.',
    });
    expect(Object.keys(wrong.json().fields).sort()).toEqual([`items.${cup}`, `items.${towel}`].sort());

    const detail = (await get(`/api/warehouse/orders/${id}`, worker)).json();
    expect(detail.status).toBe('picking');
    expect(detail.parcels).toEqual([]);
    const rows = await database.db
      .selectFrom('shipping_order_parcels')
      .select('id')
      .where('order_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
    expect(await waybillCount()).toBe(waybills);
  });

  it('packs when the scans match, keeping each parcel’s box', async () => {
    const id = await pickedOrder();
    const packed = await post(
      `/api/warehouse/orders/${id}/pack`,
      {
        parcels: [{ boxCode: 'B3' }, {}],
        // Split entries of one SKU add up.
        items: [
          { skuId: towel, quantity: 1 },
          { skuId: soap, quantity: 1 },
          { skuId: soap, quantity: 1 },
        ],
      },
      worker,
    );
    expect(packed.statusCode, packed.body).toBe(200);
    const order = packed.json();
    expect(order.status).toBe('packed');
    expect(order.parcels).toHaveLength(2);
    expect(order.parcels.map((p: { boxCode: string | null }) => p.boxCode)).toEqual(['B3', null]);
    expect((await get(`/api/warehouse/orders/${id}`, worker)).json().parcels[0]).toMatchObject({
      boxCode: 'B3',
      invoiceNo: expect.stringMatching(/^\d{10,14}$/),
    });
  });

  it('packs an order split into boxes: a parcel, a waybill and the contents per box, in one go', async () => {
    const id = await pickedOrder();
    const waybills = await waybillCount();
    const split = {
      parcels: [
        { boxCode: 'B2', items: [{ skuId: soap, quantity: 2 }] },
        { boxCode: 'B1', items: [{ skuId: towel, quantity: 1 }] },
      ],
      items: [
        { skuId: soap, quantity: 2 },
        { skuId: towel, quantity: 1 },
      ],
    };
    const packed = await post(`/api/warehouse/orders/${id}/pack`, split, worker);
    expect(packed.statusCode, packed.body).toBe(200);
    expect(packed.json().parcels).toEqual([
      expect.objectContaining({ boxCode: 'B2', items: [{ skuId: soap, quantity: 2 }], parcelCompany: '04' }),
      expect.objectContaining({ boxCode: 'B1', items: [{ skuId: towel, quantity: 1 }], parcelCompany: '04' }),
    ]);
    const [a, b] = packed.json().parcels as { invoiceNo: string }[];
    expect(a?.invoiceNo).not.toBe(b?.invoiceNo);
    expect(await waybillCount()).toBe(waybills + 2);
    expect((await get(`/api/warehouse/orders/${id}`, worker)).json().parcels).toEqual(packed.json().parcels);
  });

  it('refuses boxes whose items together are not the order, and a split given on some boxes only', async () => {
    const id = await pickedOrder();
    const waybills = await waybillCount();
    const short = await post(
      `/api/warehouse/orders/${id}/pack`,
      {
        parcels: [{ items: [{ skuId: soap, quantity: 1 }] }, { items: [{ skuId: towel, quantity: 1 }] }],
      },
      worker,
    );
    expect(short.statusCode, short.body).toBe(409);
    expect(short.json()).toMatchObject({
      code: 'PACK_SCAN_MISMATCH',
      fields: { [`items.${soap}`]: expect.any(String) },
    });
    // Scans that match but boxes that do not: still refused.
    const boxesOff = await post(
      `/api/warehouse/orders/${id}/pack`,
      {
        parcels: [{ items: [{ skuId: soap, quantity: 2 }] }, { items: [{ skuId: towel, quantity: 2 }] }],
        items: [
          { skuId: soap, quantity: 2 },
          { skuId: towel, quantity: 1 },
        ],
      },
      worker,
    );
    expect(boxesOff.statusCode).toBe(409);
    expect(Object.keys(boxesOff.json().fields)).toEqual([`items.${towel}`]);
    const mixed = await app.inject({
      method: 'POST',
      url: `/api/warehouse/orders/${id}/pack`,
      headers: { ...worker, lang: 'en' },
      payload: { parcels: [{ items: [{ skuId: soap, quantity: 2 }] }, {}] },
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'parcels.1.items': 'This field is required' },
    });
    const empty = await post(`/api/warehouse/orders/${id}/pack`, { parcels: [{ items: [] }] }, worker);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty(['parcels.0.items']);
    expect((await get(`/api/warehouse/orders/${id}`, worker)).json()).toMatchObject({
      status: 'picking',
      parcels: [],
    });
    expect(await waybillCount()).toBe(waybills);
  });

  it('answers a retried Idempotency-Key with the first answer, packing once; the key with another body is 422', async () => {
    const id = await pickedOrder();
    const headers = { ...worker, 'idempotency-key': `pack-${id}` };
    const body = {
      parcels: [
        { boxCode: 'B1', items: [{ skuId: towel, quantity: 1 }] },
        { boxCode: 'B2', items: [{ skuId: soap, quantity: 2 }] },
      ],
    };
    const send = (payload: object) =>
      app.inject({ method: 'POST', url: `/api/warehouse/orders/${id}/pack`, headers, payload });
    const first = await send(body);
    expect(first.statusCode, first.body).toBe(200);
    const waybills = await waybillCount();
    const again = await send(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await waybillCount()).toBe(waybills);
    const rows = await database.db
      .selectFrom('shipping_order_parcels')
      .select('id')
      .where('order_id', '=', id)
      .execute();
    expect(rows).toHaveLength(2);
    const other = await send({ parcels: [{ boxCode: 'B6' }] });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('still packs without scans (the order page), and refuses a box not in the catalogue', async () => {
    const id = await pickedOrder();
    const unknownBox = await post(
      `/api/warehouse/orders/${id}/pack`,
      { parcels: [{ boxCode: 'B9' }] },
      worker,
    );
    expect(unknownBox.statusCode).toBe(400);
    expect(unknownBox.json().fields).toHaveProperty(['parcels.0.boxCode']);
    const packed = await post(`/api/warehouse/orders/${id}/pack`, { parcels: [{}] }, worker);
    expect(packed.statusCode, packed.body).toBe(200);
    expect(packed.json().parcels[0].boxCode).toBeNull();
  });

  it('answers another warehouse’s worker 404, scans or not', async () => {
    const id = await pickedOrder();
    const response = await post(
      `/api/warehouse/orders/${id}/pack`,
      { parcels: [{}], items: [{ skuId: soap, quantity: 1 }] },
      stranger,
    );
    expect(response.statusCode).toBe(404);
    expect((await get(`/api/warehouse/orders/${id}`, worker)).json().status).toBe('picking');
  });
});
