import { downloadLinkSchema } from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collectFileGarbage } from '../src/modules/files/collect-file-garbage.ts';
import { listBoundFiles } from '../src/modules/files/list-bound-files.ts';
import { contentDisposition } from '../src/storage/content-disposition.ts';
import { authHeaders } from './support/accounts.ts';
import {
  createFileWorld,
  type FileWorld,
  getFromSignedUrl,
  putToSignedUrl,
  SAMPLE_FILES,
  uploadFile,
} from './support/files-fixtures.ts';
import { startS3Server, type TestS3Server } from './support/s3-server.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// The same two-step flow with the S3 driver, against a real S3-compatible server (s3rver): the
// client PUTs to and GETs from the store directly; the API only signs and checks.

describe('files (S3 storage)', () => {
  let database: TestDatabase;
  let server: TestS3Server;
  let app: TestApp;
  let world: FileWorld;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startS3Server();
    app = await createTestApp(database, { storage: server.storage(() => app.clock.now()) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await server.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.reset();
    world = await createFileWorld(app, database);
  });

  const bind = (headers: Record<string, string>, bindList: object[], path = '/api/file/binding') =>
    app.inject({ method: 'PUT', url: path, headers, payload: { bindList } });

  it('member: presign, PUT to the store, bind to a shipment, download from the store, delete', async () => {
    const presigned = await app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: world.headers.masterA,
      payload: {
        presignedUrlOptions: [
          { fileName: '상업송장.pdf', mimeType: 'application/pdf', size: SAMPLE_FILES.pdf.length },
        ],
        isPublic: false,
      },
    });
    expect(presigned.statusCode).toBe(200);
    const [upload] = presigned.json();
    expect(new URL(upload.preSignedUrl).origin).toBe(server.endpoint);
    expect(await putToSignedUrl(app, upload.preSignedUrl, SAMPLE_FILES.pdf, 'application/pdf')).toBe(200);

    const bound = await bind(world.headers.masterA, [
      { key: upload.key, targetType: 'shipment', targetId: world.shipment, fileType: 'invoice' },
    ]);
    expect(bound.statusCode).toBe(200);
    expect(
      await listBoundFiles(database.db, { targetType: 'shipment', targetId: world.shipment }),
    ).toHaveLength(1);

    const link = await app.inject({
      method: 'GET',
      url: `/api/file/download?key=${upload.key}`,
      headers: world.headers.partner1,
    });
    expect(link.statusCode).toBe(200);
    const { preSignedUrl, expirationTime } = downloadLinkSchema.parse(link.json());
    expect(new Date(expirationTime).getTime() - app.clock.now().getTime()).toBeLessThanOrEqual(300_000);
    const fetched = await getFromSignedUrl(app, preSignedUrl);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(fetched.body)).toEqual(Buffer.from(SAMPLE_FILES.pdf));
    expect(fetched.headers['content-disposition']).toBe(contentDisposition('상업송장.pdf'));
    expect(fetched.headers['cache-control']).toBe('no-store');

    // Another team: not found on download, delete and binding alike.
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/file/download?key=${upload.key}`,
          headers: world.headers.masterB,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: '/api/file/delete',
          headers: world.headers.masterB,
          payload: { key: upload.key },
        })
      ).statusCode,
    ).toBe(404);

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/file/delete',
      headers: world.headers.masterA,
      payload: { key: upload.key },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await app.services.storage.head(upload.key)).toBeNull();
    expect(await listBoundFiles(database.db, { targetType: 'shipment', targetId: world.shipment })).toEqual(
      [],
    );
  });

  it('non-member: presign, PUT to the store, bind to a non-member estimate from the same address', async () => {
    const key = await uploadFile(
      app,
      {},
      { fileName: '포장명세서.csv', mimeType: 'text/csv', bytes: SAMPLE_FILES.csv },
      { path: '/api/file/upload/non-member' },
    );
    const item = { key, targetType: 'estimateLog', targetId: world.nonMemberLog, fileType: 'packingList' };
    const elsewhere = await app.inject({
      method: 'PUT',
      url: '/api/file/binding/non-member',
      remoteAddress: '198.51.100.1',
      payload: { bindList: [item] },
    });
    expect(elsewhere.statusCode).toBe(404);
    const bound = await bind({}, [item], '/api/file/binding/non-member');
    expect(bound.statusCode).toBe(200);
    expect(bound.json()[0]).toMatchObject({ key, fileName: '포장명세서.csv', uploadedBy: null });
  });

  it('checks the stored object itself: size and content (the store may not enforce them)', async () => {
    // An object of another size than declared (a store that does not check the signed length).
    const presigned = await app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: world.headers.masterA,
      payload: { presignedUrlOptions: [{ fileName: 'a.pdf', mimeType: 'application/pdf', size: 100 }] },
    });
    const [short] = presigned.json();
    const early = await bind(world.headers.masterA, [
      { key: short.key, targetType: 'team', targetId: world.teamA.teamId, fileType: 'etc' },
    ]);
    expect(early.json().code).toBe('FILE_NOT_UPLOADED');
    await app.services.storage.put(short.key, SAMPLE_FILES.pdf.subarray(0, 50), 'application/pdf');
    const sizeCheck = await bind(world.headers.masterA, [
      { key: short.key, targetType: 'team', targetId: world.teamA.teamId, fileType: 'etc' },
    ]);
    expect(sizeCheck.statusCode).toBe(400);
    expect(sizeCheck.json().code).toBe('FILE_SIZE_MISMATCH');

    const liar = await uploadFile(app, world.headers.masterA, {
      fileName: 'invoice.pdf',
      mimeType: 'application/pdf',
      bytes: SAMPLE_FILES.elf,
    });
    const contentCheck = await bind(world.headers.masterA, [
      { key: liar, targetType: 'team', targetId: world.teamA.teamId, fileType: 'invoice' },
    ]);
    expect(contentCheck.statusCode).toBe(400);
    expect(contentCheck.json().code).toBe('FILE_CONTENT_MISMATCH');

    const good = await uploadFile(app, world.headers.masterA, {
      fileName: 'photo.png',
      mimeType: 'image/png',
      bytes: SAMPLE_FILES.png,
    });
    const item = { key: good, targetType: 'team', targetId: world.teamA.teamId, fileType: 'etc' };
    expect((await bind(world.headers.masterA, [item])).statusCode).toBe(200);
    expect((await bind(world.headers.masterA, [item])).json().code).toBe('FILE_ALREADY_BOUND');
  });

  it('the collector removes stale unbound objects from the store', async () => {
    const key = await uploadFile(app, world.headers.masterA, {
      fileName: 'a.pdf',
      mimeType: 'application/pdf',
      bytes: SAMPLE_FILES.pdf,
    });
    expect(await app.services.storage.head(key)).not.toBeNull();
    app.clock.advance(25 * 60 * 60 * 1000);
    const report = await collectFileGarbage({
      db: database.db,
      storage: app.services.storage,
      now: app.clock.now,
    });
    expect(report.collected).toBe(1);
    expect(await app.services.storage.head(key)).toBeNull();
    const late = await bind(await authHeaders(app, database, world.users.masterA), [
      { key, targetType: 'team', targetId: world.teamA.teamId, fileType: 'etc' },
    ]);
    expect(late.statusCode).toBe(404);
  });
});
