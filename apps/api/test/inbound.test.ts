import { addCalendarDays, inboundPageSchema, inboundSchema, seoulToday } from '@baro/core';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../src/modules/inventory/inventory.api.ts';
import { createStaff } from './support/accounts.ts';
import { createFloorWorker, createFulfillmentTeam, followDownload } from './support/fulfillment.ts';
import { useTestApp } from './support/use-test-app.ts';

// Inbound (입고, issue 13): the customer announces SKUs and boxes, downloads box labels, may cancel
// before arrival; the worker of the warehouse marks the arrival, receives counted quantities into
// locations (partial, over and unexpected kept as discrepancies) and completes it; received stock is
// available at once through the ledger. Another team, or another warehouse's worker, gets 404.

describe('inbound', () => {
  const t = useTestApp();
  let team: Awaited<ReturnType<typeof createFulfillmentTeam>>;
  let customer: Record<string, string>;
  let worker: Record<string, string>;
  let skus: [string, string, string];

  const today = () => seoulToday(t.app.clock.now());
  const post = (url: string, payload: object, headers = customer, lang = 'ko') =>
    t.app.inject({ method: 'POST', url, headers: { ...headers, lang }, payload });
  const get = (url: string, headers = customer) => t.app.inject({ method: 'GET', url, headers });

  async function createSku(name: string, headers = customer) {
    const response = await post('/api/fulfillment/sku', { name }, headers);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  }

  async function announce(items: { skuId: string; quantity: number }[], extra: object = {}) {
    const response = await post('/api/fulfillment/inbound', { expectedDate: today(), items, ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return inboundSchema.parse(response.json());
  }

  async function available(skuId: string) {
    return (await get(`/api/fulfillment/sku/${skuId}`)).json().stock as {
      available: number;
      locations: { locationCode: string; onHand: number }[];
    };
  }

  beforeEach(async () => {
    team = await createFulfillmentTeam(t.database, { teamName: '바로무역' });
    customer = await t.as(team.master);
    worker = await t.as(await createFloorWorker(t.database, team.warehouseId));
    await sql`insert into warehouse_locations (id, warehouse_id, code, kind)
      values ('loc_inb_a1', ${team.warehouseId}, 'A-01-01-01-01', 'storage'),
             ('loc_inb_a2', ${team.warehouseId}, 'A-01-01-01-02', 'storage')`.execute(t.database.db);
    skus = [
      await createSku('바로 물티슈 100매'),
      await createSku('바로 텀블러 500ml'),
      await createSku('바로 수건'),
    ];
  });

  it('announces an inbound and answers it with its lines, number and history', async () => {
    const created = await post('/api/fulfillment/inbound', {
      expectedDate: addCalendarDays(today(), 3),
      items: [
        { skuId: skus[0], quantity: 100 },
        { skuId: skus[1], quantity: 20 },
      ],
      boxes: 3,
      memo: '  파손 주의  ',
    });
    expect(created.statusCode, created.body).toBe(201);
    const inbound = inboundSchema.parse(created.json());
    expect(inbound).toMatchObject({
      id: expect.stringMatching(/^inb_/),
      status: 'requested',
      inboundNo: expect.stringMatching(/^IB\d{6}-0001$/),
      boxes: 3,
      memo: '파손 주의',
      teamName: '바로무역',
      items: [
        { id: skus[0], name: '바로 물티슈 100매', expectedQuantity: 100, receivedQuantity: 0 },
        { id: skus[1], expectedQuantity: 20, receivedQuantity: 0 },
      ],
      receipts: [],
      discrepancies: [],
      history: [{ status: 'requested', note: null }],
    });
    const second = await announce([{ skuId: skus[2], quantity: 1 }]);
    expect(second.inboundNo).toMatch(/-0002$/);
    expect(second.boxes).toBe(1);

    const detail = await get(`/api/fulfillment/inbound/${inbound.id}`);
    expect(detail.json()).toEqual(inbound);
  });

  it('refuses bad input in the caller’s language, naming the field', async () => {
    const past = await post(
      '/api/fulfillment/inbound',
      { expectedDate: addCalendarDays(today(), -1), items: [{ skuId: skus[0], quantity: 1 }] },
      customer,
      'en',
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ expectedDate: 'The expected date must be today or later' });

    const far = await post('/api/fulfillment/inbound', {
      expectedDate: addCalendarDays(today(), 91),
      items: [{ skuId: 'sku_nope', quantity: 1 }],
    });
    expect(far.json().fields).toEqual({
      expectedDate: '입고 예정일은 90일 이내로 입력해 주세요',
      'items.0.skuId': '등록되지 않은 상품입니다',
    });

    for (const items of [
      [],
      [{ skuId: skus[0], quantity: 0 }],
      [{ skuId: skus[0], quantity: 1.5 }],
      [
        { skuId: skus[0], quantity: 1 },
        { skuId: skus[0], quantity: 2 },
      ],
    ]) {
      const response = await post('/api/fulfillment/inbound', { expectedDate: today(), items });
      expect(response.statusCode, JSON.stringify(items)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await t.database.db.selectFrom('inbounds').select('id').execute()).toEqual([]);
  });

  it('keeps another team’s SKUs and inbounds out of reach', async () => {
    const other = await createFulfillmentTeam(t.database);
    const otherHeaders = await t.as(other.master);
    const theirSku = await createSku('남의 상품', otherHeaders);
    const refused = await post('/api/fulfillment/inbound', {
      expectedDate: today(),
      items: [{ skuId: theirSku, quantity: 1 }],
    });
    expect(refused.json().fields).toEqual({ 'items.0.skuId': '등록되지 않은 상품입니다' });

    const mine = await announce([{ skuId: skus[0], quantity: 5 }]);
    for (const url of [
      `/api/fulfillment/inbound/${mine.id}`,
      `/api/fulfillment/inbound/${mine.id}/box-labels`,
    ]) {
      const response = await get(url, otherHeaders);
      expect(response.statusCode, url).toBe(404);
    }
    expect((await post(`/api/fulfillment/inbound/${mine.id}/cancel`, {}, otherHeaders)).statusCode).toBe(404);
    expect((await get('/api/fulfillment/inbound', otherHeaders)).json().total).toBe(0);

    const pending = await createFulfillmentTeam(t.database, { status: 'pending' });
    const gated = await get('/api/fulfillment/inbound', await t.as(pending.master));
    expect(gated.statusCode).toBe(403);
    expect(gated.json().code).toBe('FULFILLMENT_NOT_APPROVED');
  });

  it('receives partly into locations and the dock, makes stock available at once, and completes with discrepancies', async () => {
    const inbound = await announce([
      { skuId: skus[0], quantity: 100 },
      { skuId: skus[1], quantity: 20 },
    ]);
    const arrived = await post(`/api/warehouse/inbound/${inbound.id}/arrive`, { note: '3박스 도착' }, worker);
    expect(arrived.json()).toMatchObject({ status: 'arrived' });
    expect(
      (await post(`/api/warehouse/inbound/${inbound.id}/arrive`, {}, worker)).json().history,
    ).toHaveLength(2);

    const first = await post(
      `/api/warehouse/inbound/${inbound.id}/receive`,
      {
        lines: [
          { skuId: skus[0], quantity: 60, locationCode: 'a-01-01-01-01' },
          { skuId: skus[0], quantity: 30 },
        ],
      },
      worker,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'receiving',
      items: [
        { id: skus[0], expectedQuantity: 100, receivedQuantity: 90 },
        { id: skus[1], expectedQuantity: 20, receivedQuantity: 0 },
      ],
      receipts: [
        { skuId: skus[0], quantity: 60, locationCode: 'A-01-01-01-01' },
        { skuId: skus[0], quantity: 30, locationCode: 'RCV-01-01-01-01' },
      ],
      discrepancies: [],
    });
    const stock = await available(skus[0]);
    expect(stock.available).toBe(90);
    expect(stock.locations.map((l) => [l.locationCode, l.onHand])).toEqual([
      ['A-01-01-01-01', 60],
      ['RCV-01-01-01-01', 30],
    ]);

    const second = await post(
      `/api/warehouse/inbound/${inbound.id}/receive`,
      {
        lines: [
          { skuId: skus[1], quantity: 25, locationCode: 'A-01-01-01-02' },
          { skuId: skus[2], quantity: 2 },
        ],
      },
      worker,
    );
    expect(second.json()).toMatchObject({
      status: 'receiving',
      discrepancies: [
        { id: skus[1], expected: 20, received: 25, kind: 'over' },
        { id: skus[2], expected: 0, received: 2, kind: 'unexpected' },
      ],
    });

    const completed = await post(
      `/api/warehouse/inbound/${inbound.id}/complete`,
      { note: '10개 부족' },
      worker,
    );
    expect(completed.json()).toMatchObject({
      status: 'completed',
      discrepancies: [
        { id: skus[0], expected: 100, received: 90, kind: 'short' },
        { id: skus[1], kind: 'over' },
        { id: skus[2], kind: 'unexpected' },
      ],
    });
    expect(completed.json().history.map((h: { status: string }) => h.status)).toEqual([
      'requested',
      'arrived',
      'receiving',
      'completed',
    ]);
    const late = await post(
      `/api/warehouse/inbound/${inbound.id}/receive`,
      { lines: [{ skuId: skus[0], quantity: 1 }] },
      worker,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('INVALID_STATE_TRANSITION');

    const movements = await t.database.db
      .selectFrom('stock_movements')
      .select(['kind', 'ref_label', 'quantity'])
      .where('ref_id', '=', inbound.id)
      .execute();
    expect(movements).toHaveLength(4);
    expect(movements.every((m) => m.kind === 'receive' && m.ref_label === inbound.inboundNo)).toBe(true);
    expect((await ledgerMismatches(t.database.db)).rows).toEqual([]);
  });

  it('closes itself when a requested inbound is received exactly, and refuses unknown locations and SKUs', async () => {
    const inbound = await announce([{ skuId: skus[0], quantity: 10 }]);
    const badLocation = await post(
      `/api/warehouse/inbound/${inbound.id}/receive`,
      { lines: [{ skuId: skus[0], quantity: 10, locationCode: 'Z-09-09-09-09' }] },
      worker,
      'en',
    );
    expect(badLocation.statusCode).toBe(400);
    expect(badLocation.json().fields).toEqual({
      'lines.0.locationCode': 'This location does not exist in the warehouse',
    });
    const other = await createFulfillmentTeam(t.database, { warehouseId: team.warehouseId });
    const theirSku = await createSku('남의 상품', await t.as(other.master));
    const badSku = await post(
      `/api/warehouse/inbound/${inbound.id}/receive`,
      { lines: [{ skuId: theirSku, quantity: 1 }] },
      worker,
    );
    expect(badSku.json().fields).toEqual({ 'lines.0.skuId': '등록되지 않은 상품입니다' });
    expect(await t.database.db.selectFrom('stock_movements').select('id').execute()).toEqual([]);

    const received = await post(
      `/api/warehouse/inbound/${inbound.id}/receive`,
      { lines: [{ skuId: skus[0], quantity: 10 }] },
      worker,
    );
    expect(received.json()).toMatchObject({ status: 'completed', discrepancies: [] });
    expect(received.json().history.map((h: { status: string }) => h.status)).toEqual([
      'requested',
      'arrived',
      'receiving',
      'completed',
    ]);
  });

  it('allocates the team’s waiting orders, oldest first, in the receipt’s transaction', async () => {
    const order = async (quantity: number, key: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/fulfillment/orders',
        headers: { ...customer, 'idempotency-key': key },
        payload: {
          recipient: {
            name: '김받는',
            phone: '010-2345-6789',
            zipCode: '06236',
            address1: '서울특별시 강남구 테헤란로 152',
          },
          items: [{ skuId: skus[0], quantity }],
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().status).toBe('waiting');
      return response.json().id as string;
    };
    const older = await order(8, 'inbound-wait-0001');
    const younger = await order(5, 'inbound-wait-0002');
    const inbound = await announce([{ skuId: skus[0], quantity: 10 }]);
    await post(
      `/api/warehouse/inbound/${inbound.id}/receive`,
      { lines: [{ skuId: skus[0], quantity: 10 }] },
      worker,
    );

    const status = async (id: string) => (await get(`/api/fulfillment/orders/${id}`)).json().status;
    expect(await status(older)).toBe('allocated');
    expect(await status(younger)).toBe('waiting');
    expect((await available(skus[0])).available).toBe(2);
    expect((await ledgerMismatches(t.database.db)).rows).toEqual([]);
  });

  it('lets the customer cancel before arrival only', async () => {
    const inbound = await announce([{ skuId: skus[0], quantity: 1 }]);
    const canceled = await post(`/api/fulfillment/inbound/${inbound.id}/cancel`, { note: '일정 변경' });
    expect(canceled.json()).toMatchObject({
      status: 'canceled',
      history: [{}, { status: 'canceled', note: '일정 변경' }],
    });
    expect((await post(`/api/fulfillment/inbound/${inbound.id}/cancel`, {})).statusCode).toBe(200);
    expect((await post(`/api/warehouse/inbound/${inbound.id}/arrive`, {}, worker)).statusCode).toBe(409);

    const arrived = await announce([{ skuId: skus[0], quantity: 1 }]);
    await post(`/api/warehouse/inbound/${arrived.id}/arrive`, {}, worker);
    const refused = await post(`/api/fulfillment/inbound/${arrived.id}/cancel`, {}, customer, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INVALID_STATE_TRANSITION');
  });

  it('lists with filters, paging and counts per status; the worker sees only their warehouse, staff all', async () => {
    const a = await announce([{ skuId: skus[0], quantity: 5 }]);
    const b = await announce([{ skuId: skus[1], quantity: 7 }], {
      expectedDate: addCalendarDays(today(), 2),
      memo: '냉장',
    });
    await post(`/api/warehouse/inbound/${a.id}/arrive`, {}, worker);

    const page = inboundPageSchema.parse((await get('/api/fulfillment/inbound?size=1')).json());
    expect(page).toMatchObject({ total: 2, pageCount: 2, page: 1, size: 1 });
    expect(page.items[0]).toMatchObject({ id: b.id, skuCount: 1, expectedQuantity: 7, receivedQuantity: 0 });
    expect(page.counts).toEqual({ requested: 1, arrived: 1, receiving: 0, completed: 0, canceled: 0 });

    const arrivedOnly = (await get('/api/fulfillment/inbound?status=arrived')).json();
    expect(arrivedOnly.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    expect(arrivedOnly.counts.requested).toBe(1);
    expect(
      (await get('/api/fulfillment/inbound?q=냉장')).json().items.map((i: { id: string }) => i.id),
    ).toEqual([b.id]);
    expect(
      (await get(`/api/fulfillment/inbound?expectedDate=${addCalendarDays(today(), 2)}`)).json().total,
    ).toBe(1);

    // The dock scans a box label: the inbound number with the box after it.
    const scanned = (await get(`/api/warehouse/inbound?q=${b.inboundNo}-01`, worker)).json();
    expect(scanned.items.map((i: { id: string }) => i.id)).toEqual([b.id]);
    expect(scanned.items[0].teamName).toBe('바로무역');
    expect((await get(`/api/warehouse/inbound/${a.id}`, worker)).json().status).toBe('arrived');

    const elsewhere = await createFulfillmentTeam(t.database);
    const otherWorker = await t.as(await createFloorWorker(t.database, elsewhere.warehouseId));
    expect((await get('/api/warehouse/inbound', otherWorker)).json().total).toBe(0);
    expect((await get(`/api/warehouse/inbound/${a.id}`, otherWorker)).statusCode).toBe(404);
    expect(
      (
        await post(
          `/api/warehouse/inbound/${a.id}/receive`,
          { lines: [{ skuId: skus[0], quantity: 1 }] },
          otherWorker,
        )
      ).statusCode,
    ).toBe(404);

    const staff = await t.as(await createStaff(t.database));
    expect((await get('/api/warehouse/inbound', staff)).json().total).toBe(2);
    expect((await post(`/api/warehouse/inbound/${b.id}/arrive`, {}, staff)).json().status).toBe('arrived');
  });

  it('makes one box label per box as a PDF with the box codes and Korean text', async () => {
    const inbound = await announce(
      [
        { skuId: skus[0], quantity: 100 },
        { skuId: skus[1], quantity: 20 },
      ],
      { boxes: 3 },
    );
    const link = await get(`/api/fulfillment/inbound/${inbound.id}/box-labels`);
    expect(link.statusCode, link.body).toBe(200);
    const { bytes, contentType } = await followDownload(t.app, link.json());
    expect(contentType).toContain('application/pdf');
    const pdf = Buffer.from(bytes).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(3);
    expect(pdf).toContain('/ToUnicode');
  });
});
