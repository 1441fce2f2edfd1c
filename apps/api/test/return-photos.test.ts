import { returnInspectionListSchema } from '@baro/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHeaders } from './support/accounts.ts';
import { SAMPLE_FILES, uploadFile } from './support/files-fixtures.ts';
import { createFulfillmentWorld, type FulfillmentWorld } from './support/fulfillment-world.ts';
import { useTestApp } from './support/use-test-app.ts';

// Return inspection photos (issue 15): a worker uploads photos through the file calls, sends their
// keys with the inspection's lines, and each line's photos are bound to its inspection record in
// the same transaction. The inspections list them; the worker's warehouse, the return's team and
// staff may download them, another warehouse's worker and another team may not; a key is bound
// once, and only its uploader's.

const t = useTestApp();
let w: FulfillmentWorld;
let worker: Record<string, string>;
let otherWorker: Record<string, string>;
let customer: Record<string, string>;
let otherCustomer: Record<string, string>;
let staff: Record<string, string>;

const photo = { fileName: '비누-파손.png', mimeType: 'image/png', bytes: SAMPLE_FILES.png };

beforeEach(async () => {
  w = await createFulfillmentWorld(t.app, t.database);
  const as = (user: Parameters<typeof authHeaders>[2]) => authHeaders(t.app, t.database, user);
  [worker, otherWorker, customer, otherCustomer, staff] = await Promise.all([
    as(w.users.worker),
    as(w.users.otherWorker),
    as(w.users.customer),
    as(w.users.otherCustomer),
    as(w.users.staff),
  ]);
});

const inspect = (id: string, lines: object[], headers = worker) =>
  t.app.inject({ method: 'POST', url: `/api/warehouse/returns/${id}/inspect`, headers, payload: { lines } });
const download = (key: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/file/download?key=${encodeURIComponent(key)}`, headers });

describe('return inspection photos', () => {
  it('binds each line’s photos to its inspection record, listed for the desk and the team', async () => {
    const id = await w.returnOf('arrived');
    const [first, second] = [await uploadFile(t.app, worker, photo), await uploadFile(t.app, worker, photo)];
    const answer = await inspect(id, [
      { skuId: w.soap, quantity: 1, outcome: 'quarantine', photoKeys: [first, second] },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);

    for (const [url, headers] of [
      [`/api/warehouse/returns/${id}/inspections`, worker],
      [`/api/fulfillment/returns/${id}/inspections`, customer],
    ] as const) {
      const list = returnInspectionListSchema.parse(
        (await t.app.inject({ method: 'GET', url, headers })).json(),
      );
      expect(list.items).toHaveLength(1);
      // Both bound at once: listed by key within the same moment.
      expect(list.items[0]?.photos.map((p) => [p.key, p.fileName, p.targetType])).toEqual(
        [first, second].sort().map((key) => [key, '비누-파손.png', 'returnInspection']),
      );
    }
    for (const headers of [worker, customer, staff])
      expect((await download(first, headers)).statusCode).toBe(200);
    for (const headers of [otherWorker, otherCustomer])
      expect((await download(first, headers)).statusCode).toBe(404);
    // A record keeps its photos: nobody deletes them, and nobody binds more to it by the file calls.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/file/delete',
      headers: worker,
      payload: { key: first },
    });
    expect(deleted.statusCode).toBe(409);
  });

  it('refuses a key bound already, another uploader’s, or one never uploaded, and keeps nothing', async () => {
    const used = await w.returnOf('arrived');
    const key = await uploadFile(t.app, worker, photo);
    expect(
      (await inspect(used, [{ skuId: w.soap, quantity: 1, outcome: 'restock', photoKeys: [key] }]))
        .statusCode,
    ).toBe(200);

    const id = await w.returnOf('arrived');
    const again = await inspect(id, [{ skuId: w.soap, quantity: 1, outcome: 'restock', photoKeys: [key] }]);
    expect([again.statusCode, again.json().code]).toEqual([409, 'FILE_ALREADY_BOUND']);
    const stranger = await uploadFile(t.app, customer, photo);
    const notTheirs = await inspect(id, [
      { skuId: w.soap, quantity: 1, outcome: 'restock', photoKeys: [stranger] },
    ]);
    expect(notTheirs.statusCode).toBe(404);
    const presigned = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: worker,
      payload: {
        presignedUrlOptions: [{ fileName: 'a.png', mimeType: 'image/png', size: 10 }],
        isPublic: false,
      },
    });
    const [pending] = presigned.json() as { key: string }[];
    const missing = await inspect(id, [
      { skuId: w.soap, quantity: 1, outcome: 'restock', photoKeys: [pending?.key] },
    ]);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().code).toBe('FILE_NOT_UPLOADED');
    const tooMany = await inspect(id, [
      { skuId: w.soap, quantity: 1, outcome: 'restock', photoKeys: Array.from({ length: 6 }, () => key) },
    ]);
    expect(tooMany.statusCode).toBe(400);
    // Nothing was inspected meanwhile.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/warehouse/returns/${id}/inspections`,
      headers: worker,
    });
    expect(list.json().items).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/warehouse/returns/${id}`, headers: worker })).json()
        .status,
    ).toBe('arrived');
  });

  it('lets a worker upload and read back their own pending photo, and no one else’s', async () => {
    const key = await uploadFile(t.app, worker, photo);
    expect((await download(key, worker)).statusCode).toBe(200);
    expect((await download(key, otherWorker)).statusCode).toBe(404);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: worker,
      payload: {
        presignedUrlOptions: [{ fileName: 'run.exe', mimeType: 'application/octet-stream', size: 10 }],
        isPublic: false,
      },
    });
    expect(refused.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
  });
});
