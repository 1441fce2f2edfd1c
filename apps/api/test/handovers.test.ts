import { ERROR_CATALOG, handoverPageSchema, handoverSchema } from '@baro/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../src/modules/inventory/inventory.api.ts';
import { followDownload } from './support/fulfillment.ts';
import { useTestApp } from './support/use-test-app.ts';
import { createWavesWorld, type WavesWorld } from './support/waves-world.ts';

// Carrier handovers (issue 15): a manifest per warehouse and carrier, packed parcels scanned in by
// waybill (idempotent, refusals in both languages), removed while open, the close that ships the
// orders through the orders module in one transaction, the manifest PDF, and who sees what.

const t = useTestApp();
let w: WavesWorld;
let soap = '';

beforeEach(async () => {
  w = await createWavesWorld(t.app, t.database);
  soap = await w.sku('바로 비누');
  await w.stock(soap, 50, 'A-01-01-01-01');
});

type Parcel = { parcelCompany: string; invoiceNo: string };

/** An order of one soap picked and packed into `parcels` (waybills issued by the carrier). */
async function packed(parcels: object[] = [{}]): Promise<{ orderId: string; parcels: Parcel[] }> {
  const orderId = await w.order([{ skuId: soap, quantity: 1 }]);
  const picked = await w.call(w.worker, 'POST', `/api/warehouse/orders/${orderId}/pick`);
  expect(picked.statusCode, picked.body).toBe(200);
  const response = await w.call(w.worker, 'POST', `/api/warehouse/orders/${orderId}/pack`, { parcels });
  expect(response.statusCode, response.body).toBe(200);
  return { orderId, parcels: response.json().parcels };
}

async function open(parcelCompany = '04', as = w.worker, extra: object = {}) {
  return w.call(as, 'POST', '/api/warehouse/handovers', { parcelCompany, ...extra });
}
async function opened(parcelCompany = '04') {
  const response = await open(parcelCompany);
  expect(response.statusCode, response.body).toBe(201);
  return handoverSchema.parse(response.json());
}
const scan = (id: string, invoiceNo: string, headers: Record<string, string> = {}, as = w.worker) =>
  w.call(as, 'POST', `/api/warehouse/handovers/${id}/parcels`, { invoiceNo }, headers);
const close = (id: string, as = w.worker) => w.call(as, 'POST', `/api/warehouse/handovers/${id}/close`);
const remove = (id: string, parcelId: string, as = w.worker) =>
  t.app.inject({ method: 'DELETE', url: `/api/warehouse/handovers/${id}/parcels/${parcelId}`, headers: as });
const orderStatus = async (orderId: string) =>
  (await w.call(w.worker, 'GET', `/api/warehouse/orders/${orderId}`)).json().status;

describe('opening a manifest', () => {
  it('opens one per warehouse and carrier; asking again answers the open one', async () => {
    const first = await opened('04');
    expect(first).toMatchObject({ status: 'open', parcelCompany: '04', parcelCount: 0, parcels: [] });
    expect(first.handoverNo).toMatch(/^HO\d{6}-\d{4}$/);
    expect(first.warehouse.id).toBe(w.warehouseId);
    const again = await open('04');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.id);
    const hanjin = await opened('05');
    expect(hanjin.id).not.toBe(first.id);
  });

  it('opens in the worker’s own warehouse only; staff name the warehouse', async () => {
    expect((await open('04', w.worker, { warehouseId: w.otherWarehouseId })).statusCode).toBe(404);
    const staffWithout = await open('04', w.staff);
    expect(staffWithout.statusCode).toBe(400);
    expect(Object.keys(staffWithout.json().fields)).toEqual(['warehouseId']);
    const mine = await opened('04');
    const staff = await open('04', w.staff, { warehouseId: w.warehouseId });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().id).toBe(mine.id);
    expect((await w.call(w.otherWorker, 'GET', `/api/warehouse/handovers/${mine.id}`)).statusCode).toBe(404);
    expect((await open('99')).statusCode).toBe(400);
  });
});

describe('scanning parcels', () => {
  it('puts a packed parcel on by its waybill (typed with hyphens too), and a second scan changes nothing', async () => {
    const manifest = await opened('04');
    const { orderId, parcels } = await packed();
    const parcel = parcels[0] as Parcel;
    expect(parcel.parcelCompany).toBe('04');
    const first = await scan(manifest.id, parcel.invoiceNo);
    expect(first.statusCode, first.body).toBe(200);
    const body = handoverSchema.parse(first.json());
    expect(body.parcelCount).toBe(1);
    expect(body.orderCount).toBe(1);
    expect(body.parcels[0]).toMatchObject({
      invoiceNo: parcel.invoiceNo,
      order: { id: orderId, status: 'packed', parcelCount: 1, recipientName: '김받는' },
    });
    const hyphenated = `${parcel.invoiceNo.slice(0, 4)}-${parcel.invoiceNo.slice(4)}`;
    const again = await scan(manifest.id, hyphenated);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().parcelCount).toBe(1);
  });

  it('answers a retried Idempotency-Key with the first answer, and refuses the key for another waybill', async () => {
    const manifest = await opened('04');
    const a = (await packed()).parcels[0] as Parcel;
    const b = (await packed()).parcels[0] as Parcel;
    const key = { 'idempotency-key': 'scan-1' };
    const first = await scan(manifest.id, a.invoiceNo, key);
    expect(first.statusCode).toBe(200);
    const retry = await scan(manifest.id, a.invoiceNo, key);
    expect(retry.json()).toEqual(first.json());
    const reused = await scan(manifest.id, b.invoiceNo, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(
      (await w.call(w.worker, 'GET', `/api/warehouse/handovers/${manifest.id}`)).json().parcelCount,
    ).toBe(1);
  });

  it('refuses an unknown waybill, another carrier’s parcel and an order that is not packed, in ko and en', async () => {
    const manifest = await opened('04');
    const unknown = await scan(manifest.id, '123456789012');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'HANDOVER_PARCEL_UNKNOWN',
      message: ERROR_CATALOG.HANDOVER_PARCEL_UNKNOWN.ko,
    });
    const hanjin = (await packed([{ parcelCompany: '05' }])).parcels[0] as Parcel;
    const wrong = await scan(manifest.id, hanjin.invoiceNo, { lang: 'en' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'HANDOVER_WRONG_CARRIER',
      message: ERROR_CATALOG.HANDOVER_WRONG_CARRIER.en,
    });
    const shipped = await packed();
    expect((await w.call(w.worker, 'POST', `/api/warehouse/orders/${shipped.orderId}/ship`)).statusCode).toBe(
      200,
    );
    const notPacked = await scan(manifest.id, (shipped.parcels[0] as Parcel).invoiceNo);
    expect(notPacked.statusCode).toBe(409);
    expect(notPacked.json().code).toBe('HANDOVER_PARCEL_NOT_PACKED');
    const malformed = await scan(manifest.id, '12ab');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fields)).toEqual(['invoiceNo']);
    expect(
      (await w.call(w.worker, 'GET', `/api/warehouse/handovers/${manifest.id}`)).json().parcelCount,
    ).toBe(0);
  });

  it('refuses another warehouse’s manifest (404) and a parcel of another warehouse as unknown', async () => {
    const manifest = await opened('04');
    const parcel = (await packed()).parcels[0] as Parcel;
    expect((await scan(manifest.id, parcel.invoiceNo, {}, w.otherWorker)).statusCode).toBe(404);
    const theirs = await open('04', w.otherWorker);
    expect(theirs.statusCode).toBe(201);
    const response = await scan(theirs.json().id, parcel.invoiceNo, {}, w.otherWorker);
    expect(response.json().code).toBe('HANDOVER_PARCEL_UNKNOWN');
  });

  it('takes a parcel off while open; it can then be scanned again', async () => {
    const manifest = await opened('04');
    const parcel = (await packed()).parcels[0] as Parcel;
    const parcelId = (await scan(manifest.id, parcel.invoiceNo)).json().parcels[0].parcelId;
    const removed = await remove(manifest.id, parcelId);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().parcelCount).toBe(0);
    expect((await remove(manifest.id, parcelId)).statusCode).toBe(200);
    expect((await remove(manifest.id, parcelId, w.otherWorker)).statusCode).toBe(404);
    expect((await scan(manifest.id, parcel.invoiceNo)).json().parcelCount).toBe(1);
  });
});

describe('two desks at once', () => {
  it('open one manifest per carrier, and a parcel scanned by both goes on once', async () => {
    const [a, b] = await Promise.all([open('04'), open('04')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    const id = a.json().id as string;
    const parcel = (await packed()).parcels[0] as Parcel;
    const scans = await Promise.all([
      scan(id, parcel.invoiceNo, { 'idempotency-key': 'desk-a' }),
      scan(id, parcel.invoiceNo, { 'idempotency-key': 'desk-b' }),
      scan(id, parcel.invoiceNo),
    ]);
    expect(scans.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const after = handoverSchema.parse(
      (await w.call(w.worker, 'GET', `/api/warehouse/handovers/${id}`)).json(),
    );
    expect(after.parcelCount).toBe(1);
  });
});

describe('closing a manifest', () => {
  it('ships its orders in one go, stock leaving the ledger, and then refuses changes', async () => {
    const manifest = await opened('04');
    const a = await packed();
    const b = await packed();
    for (const order of [a, b]) await scan(manifest.id, (order.parcels[0] as Parcel).invoiceNo);
    const closed = await close(manifest.id);
    expect(closed.statusCode, closed.body).toBe(200);
    const body = handoverSchema.parse(closed.json());
    const handedParcelId = body.parcels.find((p) => p.order.id === a.orderId)?.parcelId ?? '';
    expect(body.status).toBe('closed');
    expect(body.closedAt).not.toBeNull();
    expect(body.parcels.map((p) => p.order.status)).toEqual(['shipped', 'shipped']);
    expect(await orderStatus(a.orderId)).toBe('shipped');
    expect((await ledgerMismatches(t.database.db)).rows).toEqual([]);

    expect((await close(manifest.id)).statusCode).toBe(200);
    const late = await scan(manifest.id, (a.parcels[0] as Parcel).invoiceNo);
    expect(late.json().parcelCount).toBe(2);
    const other = await packed();
    const refused = await scan(manifest.id, (other.parcels[0] as Parcel).invoiceNo);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('HANDOVER_CLOSED');
    const removal = await remove(manifest.id, handedParcelId);
    expect(removal.json().code).toBe('HANDOVER_CLOSED');

    // The next manifest of the carrier: the handed-over parcel is refused, a new one goes on.
    const next = await opened('04');
    expect(next.id).not.toBe(manifest.id);
    const again = await scan(next.id, (a.parcels[0] as Parcel).invoiceNo);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('HANDOVER_PARCEL_HANDED_OVER');
    expect((await scan(next.id, (other.parcels[0] as Parcel).invoiceNo)).statusCode).toBe(200);
  });

  it('refuses to close an empty manifest', async () => {
    const manifest = await opened('04');
    const response = await close(manifest.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('HANDOVER_EMPTY');
    expect((await close(manifest.id, w.otherWorker)).statusCode).toBe(404);
  });

  it('ships an order of two parcels only when both are handed over', async () => {
    const { orderId, parcels } = await packed([{}, {}]);
    const [first, second] = parcels as [Parcel, Parcel];
    const morning = await opened('04');
    await scan(morning.id, first.invoiceNo);
    const closed = await close(morning.id);
    expect(closed.json().parcels[0].order).toMatchObject({ status: 'packed', parcelCount: 2 });
    expect(await orderStatus(orderId)).toBe('packed');
    const afternoon = await opened('04');
    await scan(afternoon.id, second.invoiceNo);
    await close(afternoon.id);
    expect(await orderStatus(orderId)).toBe('shipped');
  });

  it('leaves an order shipped meanwhile as it is', async () => {
    const manifest = await opened('04');
    const a = await packed();
    const b = await packed();
    await scan(manifest.id, (a.parcels[0] as Parcel).invoiceNo);
    await scan(manifest.id, (b.parcels[0] as Parcel).invoiceNo);
    await w.call(w.worker, 'POST', `/api/warehouse/orders/${a.orderId}/ship`);
    const closed = await close(manifest.id);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await orderStatus(b.orderId)).toBe('shipped');
    expect((await ledgerMismatches(t.database.db)).rows).toEqual([]);
  });
});

describe('listing and the manifest PDF', () => {
  it('lists the warehouse’s manifests newest first with counts per status, by carrier', async () => {
    const cj = await opened('04');
    await scan(cj.id, ((await packed()).parcels[0] as Parcel).invoiceNo);
    await close(cj.id);
    await opened('04');
    await opened('05');
    await open('04', w.otherWorker);
    const all = handoverPageSchema.parse((await w.call(w.worker, 'GET', '/api/warehouse/handovers')).json());
    expect(all.total).toBe(3);
    expect(all.counts).toEqual({ open: 2, closed: 1 });
    const closedCj = handoverPageSchema.parse(
      (await w.call(w.worker, 'GET', '/api/warehouse/handovers?status=closed&parcelCompany=04')).json(),
    );
    expect(closedCj.items.map((h) => [h.id, h.parcelCount])).toEqual([[cj.id, 1]]);
    const staff = handoverPageSchema.parse(
      (await w.call(w.staff, 'GET', `/api/warehouse/handovers?warehouseId=${w.otherWarehouseId}`)).json(),
    );
    expect(staff.total).toBe(1);
  });

  it('prints the manifest as a PDF for the warehouse only', async () => {
    const manifest = await opened('04');
    await scan(manifest.id, ((await packed()).parcels[0] as Parcel).invoiceNo);
    await close(manifest.id);
    for (const lang of ['ko', 'en']) {
      const response = await w.call(
        w.worker,
        'GET',
        `/api/warehouse/handovers/${manifest.id}/manifest.pdf`,
        undefined,
        {
          lang,
        },
      );
      expect(response.statusCode, response.body).toBe(200);
      const { bytes, contentType } = await followDownload(t.app, response.json());
      expect(contentType).toBe('application/pdf');
      const text = Buffer.from(bytes).toString('latin1');
      expect(text.startsWith('%PDF-')).toBe(true);
      expect(text).toMatch(/\/Type \/Page\b/);
    }
    const link = await w.call(w.worker, 'GET', `/api/warehouse/handovers/${manifest.id}/manifest.pdf`);
    const url = new URL(link.json().preSignedUrl);
    const file = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toContain(
      `인수인계서_${manifest.handoverNo}.pdf`,
    );
    expect(
      (await w.call(w.otherWorker, 'GET', `/api/warehouse/handovers/${manifest.id}/manifest.pdf`)).statusCode,
    ).toBe(404);
  });
});
