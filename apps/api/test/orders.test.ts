import { addBusinessDays, getErrorMessage, promisedShipDate, toSeoulDateString } from '@baro/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExtraHolidays } from '../src/modules/calendar/calendar.api.ts';
import { ledgerMismatches, receiveStock } from '../src/modules/inventory/inventory.api.ts';
import { allocateWaitingOrders, markOrderDelivered } from '../src/modules/orders/orders.api.ts';
import { authHeaders, createCustomer, createStaff, createWorker } from './support/accounts.ts';
import { createFulfillmentTeam, createWarehouse } from './support/fulfillment.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// Shipping orders (issue 13): placing one reserves its stock at once across locations (kits
// exploded) or waits; a retry with the same Idempotency-Key answers the same order; cancels
// release reservations and hand the stock to the oldest waiting orders; other teams see 404.

const recipient = {
  name: '김받는',
  phone: '０１０ 1234 5678',
  zipCode: '06236',
  address1: '서울특별시 강남구 테헤란로 152',
  address2: '12층',
};

describe('shipping orders', () => {
  let database: TestDatabase;
  let app: TestApp;
  let team: Awaited<ReturnType<typeof createFulfillmentTeam>>;
  let headers: Record<string, string>;
  let other: Record<string, string>;
  let soap = '';
  let towel = '';
  let kit = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
    await app.ready();
    // A cut-off of 00:00 is never ahead: every order here is promised for the next business day.
    team = await createFulfillmentTeam(database, {
      warehouseId: await createWarehouse(database, { cutOffTime: '00:00' }),
    });
    headers = await authHeaders(app, database, await createCustomer(database, { teamId: team.teamId }));
    other = await authHeaders(app, database, (await createFulfillmentTeam(database)).master);
    soap = (await post('/api/fulfillment/sku', { name: '바로 비누' })).json().id;
    towel = (await post('/api/fulfillment/sku', { name: '바로 수건' })).json().id;
    kit = (
      await post('/api/fulfillment/group', {
        name: '욕실 세트',
        components: [
          { skuId: soap, quantity: 2 },
          { skuId: towel, quantity: 1 },
        ],
      })
    ).json().id;
    // Soap on two shelves (4 + 3) and towels on one (5).
    await stock(soap, 4, 'A-01-01-01-01');
    await stock(soap, 3, 'A-01-01-01-02');
    await stock(towel, 5, 'A-01-01-01-03');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  function post(url: string, payload: object, as = headers, extra: Record<string, string> = {}) {
    return app.inject({ method: 'POST', url, headers: { ...as, ...extra }, payload });
  }
  const get = (url: string, as = headers) => app.inject({ method: 'GET', url, headers: as });

  async function stock(skuId: string, quantity: number, code: string) {
    await database.db.transaction().execute(async (trx) => {
      const location = await trx
        .insertInto('warehouse_locations')
        .values({
          id: `loc_${code.replace(/-/g, '')}${team.warehouseId.slice(-6)}`,
          warehouse_id: team.warehouseId,
          code,
          kind: 'storage',
        })
        .onConflict((oc) => oc.columns(['warehouse_id', 'code']).doUpdateSet({ kind: 'storage' }))
        .returning(['id'])
        .executeTakeFirstOrThrow();
      await receiveStock(trx, { skuId, locationId: location.id, quantity }, 'receive', {
        teamId: team.teamId,
        warehouseId: team.warehouseId,
        ref: { type: 'test', id: 'test', label: 'TEST' },
        actorId: null,
        now: new Date(),
      });
      await allocateWaitingOrders(trx, team.teamId, [skuId], { now: new Date() });
    });
  }

  async function available(skuId: string) {
    const detail = (await get(`/api/fulfillment/sku/${skuId}`)).json();
    return detail.stock.available as number;
  }

  let first = '';
  let waiting = '';
  let younger = '';

  it('reserves a kit’s components across locations at once, promised for the next business day after the cut-off', async () => {
    const created = await post('/api/fulfillment/orders', {
      recipient,
      items: [
        { groupSkuId: kit, quantity: 2 },
        { skuId: soap, quantity: 1 },
      ],
      memo: '부재 시 문 앞',
      channelOrderNo: 'SS-1001',
    });
    expect(created.statusCode, created.body).toBe(201);
    const holidays = await loadExtraHolidays(database.db);
    const expected = toSeoulDateString(addBusinessDays(new Date(), 1, holidays));
    expect(created.json()).toEqual({
      id: expect.stringMatching(/^ord_/),
      orderNo: expect.stringMatching(/^FO\d{6}-\d{5}$/),
      status: 'allocated',
      promisedShipDate: expected,
    });
    first = created.json().id;
    const detail = (await get(`/api/fulfillment/orders/${first}`)).json();
    expect(detail.recipient).toEqual({ ...recipient, phone: '010-1234-5678' });
    expect(detail.items[0]).toMatchObject({ groupSkuId: kit, name: '욕실 세트', quantity: 2 });
    expect(detail.items[0].components).toEqual([
      expect.objectContaining({ id: soap, name: '바로 비누', quantity: 4 }),
      expect.objectContaining({ id: towel, name: '바로 수건', quantity: 2 }),
    ]);
    // 5 soaps: 4 from the first shelf, 1 from the second.
    const soapAt = detail.allocations.filter((a: { id: string }) => a.id === soap);
    expect(
      soapAt.map((a: { locationCode: string; quantity: number }) => [a.locationCode, a.quantity]),
    ).toEqual([
      ['A-01-01-01-01', 4],
      ['A-01-01-01-02', 1],
    ]);
    expect(detail.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: soap, quantity: 5 }),
        expect.objectContaining({ id: towel, quantity: 2 }),
      ]),
    );
    expect(detail.history).toEqual([{ status: 'allocated', at: expect.any(String), note: null }]);
    expect(detail.parcels).toEqual([]);
    expect(await available(soap)).toBe(2);
    expect(await available(towel)).toBe(3);
  });

  it('the rule of the promised ship date is the core’s, with the staff holidays', () => {
    const monday = new Date('2026-11-30T03:00:00Z'); // 12:00 Seoul
    expect(promisedShipDate(monday, '13:00')).toBe('2026-11-30');
    expect(promisedShipDate(monday, '11:00')).toBe('2026-12-01');
  });

  it('waits when stock is short, reserving nothing, and a younger smaller order may still go ahead', async () => {
    const short = await post('/api/fulfillment/orders', { recipient, items: [{ skuId: soap, quantity: 3 }] });
    expect(short.json().status).toBe('waiting');
    waiting = short.json().id;
    expect(await available(soap)).toBe(2);
    const small = await post('/api/fulfillment/orders', { recipient, items: [{ skuId: soap, quantity: 2 }] });
    expect(small.json().status).toBe('allocated');
    const third = await post('/api/fulfillment/orders', { recipient, items: [{ skuId: soap, quantity: 1 }] });
    expect(third.json().status).toBe('waiting');
    younger = third.json().id;
    expect(await available(soap)).toBe(0);
  });

  it('answers a retry with the same key with the same order, and refuses the key with another body', async () => {
    const key = { 'idempotency-key': 'order-retry-0001' };
    const body = { recipient, items: [{ skuId: towel, quantity: 1 }] };
    const once = await post('/api/fulfillment/orders', body, headers, key);
    const twice = await post(
      '/api/fulfillment/orders',
      { ...body, recipient: { ...recipient } },
      headers,
      key,
    );
    expect(once.statusCode).toBe(201);
    expect(twice.statusCode).toBe(201);
    expect(twice.json()).toEqual(once.json());
    expect(await available(towel)).toBe(2);
    const reused = await post('/api/fulfillment/orders', { ...body, memo: '다른 주문' }, headers, {
      ...key,
      lang: 'en',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(reused.json().message).toMatch(/idempotency key/i);
    const bad = await post('/api/fulfillment/orders', body, headers, { 'idempotency-key': 'é' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('Idempotency-Key');
  });

  it('names unknown SKUs and kits (another team’s too) and bad input, saving nothing', async () => {
    const bad = await post('/api/fulfillment/orders', {
      recipient,
      items: [{ skuId: 'sku_nope' }, { skuId: soap, quantity: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await post(
      '/api/fulfillment/orders',
      {
        recipient,
        items: [
          { skuId: soap, quantity: 1 },
          { skuId: 'sku_unknown', quantity: 1 },
          { groupSkuId: 'gsk_unknown', quantity: 1 },
        ],
      },
      headers,
      { lang: 'en' },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({
      'items.1.skuId': 'This product is not registered',
      'items.2.groupSkuId': 'This kit is not registered',
    });
    const foreign = await post(
      '/api/fulfillment/orders',
      { recipient, items: [{ skuId: soap, quantity: 1 }] },
      other,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toHaveProperty(['items.0.skuId']);
    for (const items of [
      [],
      [{ skuId: soap, quantity: 0 }],
      [{ skuId: soap, groupSkuId: kit, quantity: 1 }],
    ]) {
      expect(
        (await post('/api/fulfillment/orders', { recipient, items })).statusCode,
        JSON.stringify(items),
      ).toBe(400);
    }
    const phone = await post('/api/fulfillment/orders', {
      recipient: { ...recipient, phone: '123' },
      items: [{ skuId: soap, quantity: 1 }],
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().fields).toHaveProperty(['recipient.phone']);
  });

  it('refuses more than 1,000,000 units of one SKU, a kit counting its components, as a field error', async () => {
    // 600,000 kits of 2 soaps is 1,200,000 soaps; 999,999 soaps plus a kit is 1,000,001.
    const before = (await get('/api/fulfillment/orders')).json().total;
    const kits = await post(
      '/api/fulfillment/orders',
      { recipient, items: [{ groupSkuId: kit, quantity: 600_000 }] },
      headers,
      { lang: 'en', 'idempotency-key': 'units-max-0001' },
    );
    expect(kits.statusCode, kits.body).toBe(400);
    expect(kits.json().fields).toEqual({
      'items.0.quantity':
        'One order can take at most 1,000,000 units of a product (a kit counts its components)',
    });
    const summed = await post('/api/fulfillment/orders', {
      recipient,
      items: [
        { skuId: soap, quantity: 999_999 },
        { groupSkuId: kit, quantity: 1 },
      ],
    });
    expect(summed.statusCode).toBe(400);
    expect(Object.keys(summed.json().fields)).toEqual(['items.1.quantity']);
    expect((await get('/api/fulfillment/orders')).json().total).toBe(before);
  });

  it('refuses an order whose kits name more than 500 different SKUs, as a field error in ko and en', async () => {
    // 17 kits of 30 components each (the most a kit may have) name 510 SKUs; 16 of them name 480.
    // A team of its own, so the other cases' counts stay as they are.
    const big = await createFulfillmentTeam(database);
    const asBig = await authHeaders(app, database, big.master);
    const skuIds = Array.from({ length: 510 }, (_, i) => `sku_lines_${String(i).padStart(3, '0')}`);
    const kitIds = Array.from({ length: 17 }, (_, k) => `gsk_lines_${k}`);
    await database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('skus')
        .values(
          skuIds.map((id, i) => ({
            id,
            team_id: big.teamId,
            name: `부품 ${i}`,
            barcode: `LINES-${i}`,
            barcode_type: 'CODE128' as const,
          })),
        )
        .execute();
      await trx
        .insertInto('group_skus')
        .values(kitIds.map((id, k) => ({ id, team_id: big.teamId, name: `큰 세트 ${k}` })))
        .execute();
      await trx
        .insertInto('group_sku_components')
        .values(
          skuIds.map((skuId, i) => ({
            group_sku_id: kitIds[Math.floor(i / 30)] as string,
            sku_id: skuId,
            quantity: 1,
            position: i % 30,
          })),
        )
        .execute();
    });
    const items = kitIds.map((groupSkuId) => ({ groupSkuId, quantity: 1 }));
    for (const [lang, message] of [
      ['ko', '한 주문에는 상품을 500종까지 담을 수 있습니다 (세트는 구성품마다 셉니다)'],
      ['en', 'One order can take at most 500 different products (a kit counts each of its components)'],
    ] as const) {
      const refused = await post('/api/fulfillment/orders', { recipient, items }, asBig, {
        lang,
        'idempotency-key': `lines-max-${lang}`,
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { items: message } });
    }
    expect((await get('/api/fulfillment/orders', asBig)).json().total).toBe(0);
    const within = await post('/api/fulfillment/orders', { recipient, items: items.slice(0, 16) }, asBig, {
      'idempotency-key': 'lines-max-within',
    });
    expect(within.statusCode, within.body).toBe(201);
    expect(within.json().status).toBe('waiting');
  });

  it('shows another team’s order as not found', async () => {
    expect((await get(`/api/fulfillment/orders/${first}`, other)).statusCode).toBe(404);
    expect((await get('/api/fulfillment/orders/ord_missing')).statusCode).toBe(404);
  });

  it('allocates waiting orders oldest first when stock arrives', async () => {
    await stock(soap, 3, 'A-01-01-01-04');
    // The older waiting order takes all three; the younger one keeps waiting.
    expect((await get(`/api/fulfillment/orders/${waiting}`)).json().status).toBe('allocated');
    expect((await get(`/api/fulfillment/orders/${younger}`)).json().status).toBe('waiting');
    const history = (await get(`/api/fulfillment/orders/${waiting}`)).json().history;
    expect(history.map((h: { status: string }) => h.status)).toEqual(['waiting', 'allocated']);
  });

  it('cancels waiting and allocated orders, releases the stock to the waiting queue, repeats harmlessly', async () => {
    const result = await post('/api/fulfillment/canceling/user', { orderIds: [first, 'ord_missing', first] });
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toEqual({
      canceled: [first],
      refused: [{ id: 'ord_missing', code: 'NOT_FOUND', message: getErrorMessage('NOT_FOUND', 'ko') }],
    });
    // The released soap went to the waiting order at once.
    expect((await get(`/api/fulfillment/orders/${younger}`)).json().status).toBe('allocated');
    expect(await available(soap)).toBe(4);
    const detail = (await get(`/api/fulfillment/orders/${first}`)).json();
    expect(detail.status).toBe('canceled');
    expect(detail.allocations).toEqual([]);
    expect(detail.canceledAt).not.toBeNull();
    const again = await post('/api/fulfillment/canceling/user', { orderIds: [first] });
    expect(again.json()).toEqual({ canceled: [first], refused: [] });
    expect(await available(soap)).toBe(4);
    // Another team cannot cancel the team's order, nor learn that it exists.
    const foreign = await post('/api/fulfillment/canceling/user', { orderIds: [younger] }, other);
    expect(foreign.json()).toEqual({
      canceled: [],
      refused: [{ id: younger, code: 'NOT_FOUND', message: getErrorMessage('NOT_FOUND', 'ko') }],
    });
    expect((await get(`/api/fulfillment/orders/${younger}`)).json().status).toBe('allocated');
  });

  it('lists the team’s orders newest first with filters and counts per status', async () => {
    const all = (await get('/api/fulfillment/orders?size=2')).json();
    expect(all.total).toBe(5);
    expect(all.pageCount).toBe(3);
    expect(all.items).toHaveLength(2);
    expect(all.counts).toEqual({
      waiting: 0,
      allocated: 4,
      picking: 0,
      packed: 0,
      shipped: 0,
      delivered: 0,
      canceled: 1,
      returned_to_sender: 0,
    });
    const canceled = (await get('/api/fulfillment/orders?status=canceled')).json();
    expect(canceled.items.map((o: { id: string }) => o.id)).toEqual([first]);
    expect(canceled.total).toBe(1);
    expect(canceled.counts.allocated).toBe(4);
    expect(canceled.items[0]).toMatchObject({
      firstItemName: '욕실 세트',
      itemCount: 2,
      quantity: 3,
      channelOrderNo: 'SS-1001',
      recipientName: '김받는',
    });
    const searched = (await get('/api/fulfillment/orders?q=ss-1001')).json();
    expect(searched.items.map((o: { id: string }) => o.id)).toEqual([first]);
    const today = toSeoulDateString(new Date());
    expect((await get(`/api/fulfillment/orders?from=${today}&to=${today}`)).json().total).toBe(5);
    expect((await get('/api/fulfillment/orders?to=2020-01-01')).json().total).toBe(0);
    expect((await get('/api/fulfillment/orders', other)).json().total).toBe(0);
    expect((await get('/api/fulfillment/orders?status=lost')).statusCode).toBe(400);
  });

  it('is picked, packed and shipped by a worker of its warehouse; the customer can no longer cancel it', async () => {
    const worker = await authHeaders(
      app,
      database,
      await createWorker(database, { warehouseId: team.warehouseId }),
    );
    const stranger = await authHeaders(app, database, await createWorker(database));
    const staff = await authHeaders(app, database, await createStaff(database));
    const toPick = (await get('/api/warehouse/orders?status=allocated', worker)).json();
    expect(toPick.items.map((o: { id: string }) => o.id)).toContain(waiting);
    expect((await get('/api/warehouse/orders?status=allocated', stranger)).json().items).toEqual([]);
    expect((await get(`/api/warehouse/orders/${waiting}`, stranger)).statusCode).toBe(404);
    expect((await post(`/api/warehouse/orders/${waiting}/pick`, {}, stranger)).statusCode).toBe(404);
    // Packing before picking is out of order.
    const early = await post(`/api/warehouse/orders/${waiting}/pack`, { parcels: [{}] }, worker);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('INVALID_STATE_TRANSITION');

    const picked = await post(`/api/warehouse/orders/${waiting}/pick`, {}, worker);
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().status).toBe('picking');
    expect((await post(`/api/warehouse/orders/${waiting}/pick`, {}, worker)).json().status).toBe('picking');
    const refused = await post('/api/fulfillment/canceling/user', { orderIds: [waiting] });
    expect(refused.json()).toEqual({
      canceled: [],
      refused: [
        {
          id: waiting,
          code: 'ORDER_ALREADY_PICKING',
          message: getErrorMessage('ORDER_ALREADY_PICKING', 'ko'),
        },
      ],
    });

    const noCarrier = await post(
      `/api/warehouse/orders/${waiting}/pack`,
      { parcels: [{ invoiceNo: '123456789012' }] },
      worker,
    );
    expect(noCarrier.statusCode).toBe(400);
    expect(noCarrier.json().fields).toHaveProperty(['parcels.0.parcelCompany']);
    const packed = await post(
      `/api/warehouse/orders/${waiting}/pack`,
      { parcels: [{ parcelCompany: '04', invoiceNo: '5551-2345-6789' }, {}] },
      worker,
    );
    expect(packed.statusCode, packed.body).toBe(200);
    // The box packed without a number got one from the carrier (the warehouse has none chosen: CJ).
    // Boxes packed without their contents named carry none (items: null).
    expect(packed.json().parcels).toEqual([
      {
        parcelCompany: '04',
        invoiceNo: '555123456789',
        status: 'information_received',
        boxCode: null,
        items: null,
      },
      {
        parcelCompany: '04',
        invoiceNo: expect.stringMatching(/^\d{12}$/),
        status: 'information_received',
        boxCode: null,
        items: null,
      },
    ]);
    const shipped = await post(`/api/warehouse/orders/${waiting}/ship`, {}, staff);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped', shippedAt: expect.any(String) });
    const detail = (await get(`/api/fulfillment/orders/${waiting}`)).json();
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual([
      'waiting',
      'allocated',
      'picking',
      'packed',
      'shipped',
    ]);
    // Three soaps left the warehouse: on hand fell by three, nothing reserved for this order remains.
    const sku = (await get(`/api/fulfillment/sku/${soap}`)).json();
    expect(sku.stock.available).toBe(4);

    // The carriers module reports the delivery through the orders module's command.
    await database.db.transaction().execute(async (trx) => {
      expect(await markOrderDelivered(trx, waiting, { at: new Date() })).toBe(true);
      expect(await markOrderDelivered(trx, waiting, { at: new Date() })).toBe(false);
    });
    expect((await get(`/api/fulfillment/orders/${waiting}`)).json()).toMatchObject({
      status: 'delivered',
      deliveredAt: expect.any(String),
    });
  });

  it('keeps the ledger true: no negative or over-reserved balance, movements sum to balances', async () => {
    const { rows } = await ledgerMismatches(database.db);
    expect(rows).toEqual([]);
    const reserved = await database.db
      .selectFrom('stock_balances')
      .select((eb) => eb.fn.sum<number>('reserved').as('reserved'))
      .where('team_id', '=', team.teamId)
      .executeTakeFirstOrThrow();
    const allocated = await database.db
      .selectFrom('shipping_order_allocations as a')
      .innerJoin('shipping_orders as o', 'o.id', 'a.order_id')
      .select((eb) => eb.fn.sum<number>('a.quantity').as('quantity'))
      .where('o.team_id', '=', team.teamId)
      .where('o.status', 'in', ['allocated', 'picking', 'packed'])
      .executeTakeFirstOrThrow();
    // What orders still hold is what the balances reserve (shipped orders keep their picking list).
    expect(Number(reserved.reserved)).toBe(Number(allocated.quantity));
  });
});
