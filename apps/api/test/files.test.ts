import { boundFileSchema, downloadLinkSchema, FILE_LINK_TTL_SECONDS, fileKeySchema } from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collectFileGarbage } from '../src/modules/files/collect-file-garbage.ts';
import { listBoundFiles } from '../src/modules/files/list-bound-files.ts';
import { createLocalStorage, LocalStorage } from '../src/storage/local-storage.ts';
import { authHeaders } from './support/accounts.ts';
import {
  createFileWorld,
  type FileWorld,
  getFromSignedUrl,
  putToSignedUrl,
  SAMPLE_FILES,
  uploadFile,
} from './support/files-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// Issue 5 on the embedded default (local disk): presign → PUT → bind → download → delete, for
// members, partners, staff and non-members; every refusal; tenancy on every path; the collector.

const pdf = (fileName = '인보이스 2025-01.pdf') => ({
  fileName,
  mimeType: 'application/pdf',
  bytes: SAMPLE_FILES.pdf,
});
const HOUR = 60 * 60 * 1000;

describe('files (local storage)', () => {
  let database: TestDatabase;
  let app: TestApp;
  let world: FileWorld;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.reset();
    world = await createFileWorld(app, database);
  });

  const bind = (
    headers: Record<string, string>,
    bindList: object[],
    options: { path?: string; remoteAddress?: string } = {},
  ) => {
    const path = options.path ?? '/api/file/binding';
    return app.inject({
      method: 'PUT',
      url: path,
      headers,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      payload: path.startsWith('/api/fulfillment/') ? bindList : { bindList },
    });
  };
  const download = (headers: Record<string, string>, key: string) =>
    app.inject({ method: 'GET', url: `/api/file/download?key=${encodeURIComponent(key)}`, headers });
  const remove = (headers: Record<string, string>, key: string) =>
    app.inject({ method: 'DELETE', url: '/api/file/delete', headers, payload: { key } });
  const presign = (headers: Record<string, string>, options: object[], path = '/api/file/upload') =>
    app.inject({
      method: 'POST',
      url: path,
      headers,
      payload: { presignedUrlOptions: options, isPublic: false },
    });
  const fileRow = (key: string) =>
    database.db.selectFrom('files').selectAll().where('key', '=', key).executeTakeFirst();

  describe('the two-step flow', () => {
    it('member: presign, PUT, bind to the team, download with the Korean name, delete', async () => {
      const response = await presign(world.headers.masterA, [
        { fileName: '인보이스 2025-01.pdf', mimeType: 'application/pdf', size: SAMPLE_FILES.pdf.length },
      ]);
      expect(response.statusCode).toBe(200);
      const [upload] = response.json();
      expect(fileKeySchema.safeParse(upload.key).success).toBe(true);
      expect(upload.key).toMatch(/^u\/\d{4}\/\d{2}\/[0-9a-f]{40}$/);
      const expiresIn = new Date(upload.expirationTime).getTime() - app.clock.now().getTime();
      expect(expiresIn).toBeGreaterThan(0);
      expect(expiresIn).toBeLessThanOrEqual(FILE_LINK_TTL_SECONDS * 1000);
      expect(upload.expirationTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

      expect(await putToSignedUrl(app, upload.preSignedUrl, SAMPLE_FILES.pdf, 'application/pdf')).toBe(200);
      const bound = await bind(world.headers.masterA, [
        { key: upload.key, targetType: 'team', targetId: world.teamA.teamId, fileType: 'invoice' },
      ]);
      expect(bound.statusCode).toBe(200);
      const [file] = bound.json();
      expect(boundFileSchema.parse(file)).toMatchObject({
        key: upload.key,
        fileName: '인보이스 2025-01.pdf',
        mimeType: 'application/pdf',
        size: SAMPLE_FILES.pdf.length,
        fileType: 'invoice',
        targetType: 'team',
        targetId: world.teamA.teamId,
        uploadedBy: world.users.masterA.id,
      });
      expect(await listBoundFiles(database.db, { targetType: 'team', targetId: world.teamA.teamId })).toEqual(
        [file],
      );

      // A teammate may read the team's documents.
      const link = await download(world.headers.memberA, upload.key);
      expect(link.statusCode).toBe(200);
      expect(link.headers['cache-control']).toBe('no-store');
      const { preSignedUrl, expirationTime } = downloadLinkSchema.parse(link.json());
      expect(new Date(expirationTime).getTime() - app.clock.now().getTime()).toBeLessThanOrEqual(
        FILE_LINK_TTL_SECONDS * 1000,
      );
      const fetched = await getFromSignedUrl(app, preSignedUrl);
      expect(fetched.status).toBe(200);
      expect(Buffer.from(fetched.body)).toEqual(Buffer.from(SAMPLE_FILES.pdf));
      expect(fetched.headers['content-type']).toBe('application/pdf');
      expect(fetched.headers['cache-control']).toBe('no-store');
      expect(fetched.headers['content-disposition']).toBe(
        `attachment; filename="____ 2025-01.pdf"; filename*=UTF-8''${encodeURIComponent('인보이스')}%202025-01.pdf`,
      );

      expect((await remove(world.headers.masterA, upload.key)).statusCode).toBe(204);
      expect(await fileRow(upload.key)).toBeUndefined();
      expect(await app.services.storage.head(upload.key)).toBeNull();
      expect((await download(world.headers.masterA, upload.key)).statusCode).toBe(404);
      expect((await getFromSignedUrl(app, preSignedUrl)).status).toBe(404);
    });

    it('non-member: presign and bind from the same address to a non-member estimate', async () => {
      const key = await uploadFile(app, {}, pdf('견적 요청서.pdf'), { path: '/api/file/upload/non-member' });
      expect(key).toMatch(/^n\//);
      expect(await fileRow(key)).toMatchObject({ uploader_kind: 'non_member', client_address: '127.0.0.1' });

      const item = { key, targetType: 'estimateLog', targetId: world.nonMemberLog, fileType: 'etc' };
      // Another address cannot bind it, nor can a member through the member call.
      expect(
        (await bind({}, [item], { path: '/api/file/binding/non-member', remoteAddress: '10.9.8.7' }))
          .statusCode,
      ).toBe(404);
      expect((await bind(world.headers.masterA, [item])).statusCode).toBe(404);
      // Only a non-member's estimate, and nothing else.
      for (const target of [
        { targetType: 'estimateLog', targetId: world.memberLog },
        { targetType: 'team', targetId: world.teamA.teamId },
        { targetType: 'bid', targetId: world.openBid },
        { targetType: 'shipment', targetId: world.shipment },
      ]) {
        const refused = await bind({}, [{ ...item, ...target }], { path: '/api/file/binding/non-member' });
        expect(refused.statusCode, target.targetType).toBe(404);
      }

      const bound = await bind({}, [item], { path: '/api/file/binding/non-member' });
      expect(bound.statusCode).toBe(200);
      expect(bound.json()[0]).toMatchObject({ key, targetType: 'estimateLog', uploadedBy: null });
      expect((await bind({}, [item], { path: '/api/file/binding/non-member' })).json().code).toBe(
        'FILE_ALREADY_BOUND',
      );
      // Staff read it.
      expect((await download(world.headers.staff, key)).statusCode).toBe(200);
      expect((await download(world.headers.masterA, key)).statusCode).toBe(404);
    });

    it("a non-member cannot bind a member's upload", async () => {
      const key = await uploadFile(app, world.headers.masterA, pdf());
      const response = await bind(
        {},
        [{ key, targetType: 'estimateLog', targetId: world.nonMemberLog, fileType: 'etc' }],
        { path: '/api/file/binding/non-member' },
      );
      expect(response.statusCode).toBe(404);
    });

    it('fulfillment: the upload info list and the bind list are the bodies', async () => {
      const key = await uploadFile(
        app,
        world.headers.memberA,
        { ...pdf(), fileName: '입고 명세.csv', mimeType: 'text/csv', bytes: SAMPLE_FILES.csv },
        {
          path: '/api/fulfillment/file/upload',
        },
      );
      const response = await bind(
        world.headers.memberA,
        [{ key, targetType: 'team', targetId: world.teamA.teamId, fileType: 'packingList' }],
        { path: '/api/fulfillment/file/binding' },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()[0]).toMatchObject({ key, fileName: '입고 명세.csv', mimeType: 'text/csv' });
    });

    it('binds several files to an open bid at once, all or nothing', async () => {
      const first = await uploadFile(app, world.headers.masterA, pdf('a.pdf'));
      const second = await uploadFile(app, world.headers.masterA, {
        fileName: 'photo.PNG',
        mimeType: 'image/png',
        bytes: SAMPLE_FILES.png,
      });
      const liar = await uploadFile(app, world.headers.masterA, {
        ...pdf('virus.pdf'),
        bytes: SAMPLE_FILES.elf,
      });
      const items = [
        { key: first, targetType: 'bid', targetId: world.openBid, fileType: 'invoice' },
        { key: second, targetType: 'bid', targetId: world.openBid, fileType: 'etc' },
      ];
      const refused = await bind(world.headers.masterA, [...items, { ...items[0], key: liar }]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('FILE_CONTENT_MISMATCH');
      expect(await listBoundFiles(database.db, { targetType: 'bid', targetId: world.openBid })).toEqual([]);

      const bound = await bind(world.headers.masterA, items);
      expect(bound.statusCode).toBe(200);
      expect(bound.json().map((file: { key: string }) => file.key)).toEqual([first, second]);
      expect((await listBoundFiles(database.db, { targetType: 'bid', targetId: world.openBid })).length).toBe(
        2,
      );
    });

    it('partners bind to and read the shipments they carry; staff everything', async () => {
      const key = await uploadFile(app, world.headers.partner1, pdf('B/L 원본.pdf'));
      expect((await fileRow(key))?.file_name).toBe('L 원본.pdf'); // no directory part survives
      const bound = await bind(world.headers.partner1, [
        { key, targetType: 'shipment', targetId: world.shipment, fileType: 'billOfLading' },
      ]);
      expect(bound.statusCode).toBe(200);
      for (const who of ['partner1', 'masterA', 'memberA', 'staff'] as const) {
        expect((await download(world.headers[who], key)).statusCode, who).toBe(200);
      }
      for (const who of ['partner2', 'masterB'] as const) {
        expect((await download(world.headers[who], key)).statusCode, who).toBe(404);
      }

      // A partner writes to no team and no bid; a completed shipment takes no more documents.
      const other = await uploadFile(app, world.headers.partner1, pdf());
      for (const [targetType, targetId, status] of [
        ['team', world.teamA.teamId, 404],
        ['bid', world.openBid, 404],
        ['shipment', world.completedShipment, 409],
      ] as const) {
        const response = await bind(world.headers.partner1, [
          { key: other, targetType, targetId, fileType: 'etc' },
        ]);
        expect(response.statusCode, targetType).toBe(status);
      }

      const staffKey = await uploadFile(app, world.headers.staff, pdf());
      const staffBound = await bind(world.headers.staff, [
        { key: staffKey, targetType: 'bid', targetId: world.openBid, fileType: 'certificate' },
      ]);
      expect(staffBound.statusCode).toBe(200);
      expect((await download(world.headers.masterA, staffKey)).statusCode).toBe(200);
    });

    it('an unbound upload is readable by its uploader only', async () => {
      const key = await uploadFile(app, world.headers.memberA, pdf());
      expect((await download(world.headers.memberA, key)).statusCode).toBe(200);
      for (const who of ['masterA', 'adminA', 'masterB', 'partner1', 'staff'] as const) {
        expect((await download(world.headers[who], key)).statusCode, who).toBe(404);
      }
    });
  });

  describe('refusals', () => {
    it('refuses disallowed types before any bytes move (400 FILE_TYPE_NOT_ALLOWED)', async () => {
      for (const option of [
        { fileName: 'setup.exe', mimeType: 'application/x-msdownload', size: 100 },
        { fileName: 'invoice.pdf', mimeType: 'application/x-msdownload', size: 100 },
        { fileName: 'invoice.pdf', mimeType: 'image/png', size: 100 },
        { fileName: 'invoice', mimeType: 'application/pdf', size: 100 },
        { fileName: 'page.html', mimeType: 'text/html', size: 100 },
        { fileName: 'drawing.svg', mimeType: 'image/svg+xml', size: 100 },
      ]) {
        const response = await presign(world.headers.masterA, [option]);
        expect(response.statusCode, option.fileName).toBe(400);
        expect(response.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
      }
      // One bad file refuses the whole request; nothing is recorded.
      const mixed = await presign(world.headers.masterA, [
        { fileName: 'ok.pdf', mimeType: 'application/pdf', size: 100 },
        { fileName: 'bad.exe', mimeType: 'application/octet-stream', size: 100 },
      ]);
      expect(mixed.statusCode).toBe(400);
      expect(await database.db.selectFrom('files').select('key').execute()).toEqual([]);
    });

    it('accepts every allowed type, office files included, with upper-case extensions', async () => {
      const options = [
        ['a.PDF', 'application/pdf'],
        ['b.jpg', 'image/jpeg'],
        ['c.jpeg', 'image/jpeg'],
        ['d.png', 'image/png'],
        ['e.gif', 'image/gif'],
        ['f.webp', 'image/webp'],
        ['g.heic', 'image/heic'],
        ['h.csv', 'application/vnd.ms-excel'],
        ['i.zip', 'application/x-zip-compressed'],
        ['j.doc', 'application/msword'],
        ['k.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        ['l.ppt', 'application/vnd.ms-powerpoint'],
        ['m.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
        ['n.xls', 'application/vnd.ms-excel'],
        ['o.XLSX', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        ['p.rtf', 'application/rtf'],
        ['q.txt', 'text/plain; charset=utf-8'],
      ].map(([fileName, mimeType]) => ({ fileName, mimeType, size: 10 }));
      const first = await presign(world.headers.masterA, options);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toHaveLength(options.length);
    });

    it('refuses files over the limit (413 FILE_TOO_LARGE) and takes one at the limit', async () => {
      const limit = 30 * 1024 * 1024;
      const over = await presign(world.headers.masterA, [
        { fileName: 'big.pdf', mimeType: 'application/pdf', size: limit + 1 },
      ]);
      expect(over.statusCode).toBe(413);
      expect(over.json().code).toBe('FILE_TOO_LARGE');
      const at = await presign(world.headers.masterA, [
        { fileName: 'big.pdf', mimeType: 'application/pdf', size: limit },
      ]);
      expect(at.statusCode).toBe(200);
    });

    it('the limit follows FILE_MAX_BYTES', async () => {
      const small = await createTestApp(database, { env: { FILE_MAX_BYTES: '2048' } });
      try {
        const response = await small.inject({
          method: 'POST',
          url: '/api/file/upload',
          headers: await authHeaders(small, database, world.users.masterA),
          payload: { presignedUrlOptions: [{ fileName: 'a.pdf', mimeType: 'application/pdf', size: 2049 }] },
        });
        expect(response.json().code).toBe('FILE_TOO_LARGE');
      } finally {
        await small.close();
      }
    });

    it('refuses content that is not the declared type (400 FILE_CONTENT_MISMATCH)', async () => {
      const cases = [
        { fileName: 'invoice.pdf', mimeType: 'application/pdf', bytes: SAMPLE_FILES.elf },
        { fileName: 'photo.png', mimeType: 'image/png', bytes: SAMPLE_FILES.pdf },
        { fileName: 'list.csv', mimeType: 'text/csv', bytes: SAMPLE_FILES.elf },
        { fileName: 'list.csv', mimeType: 'text/csv', bytes: SAMPLE_FILES.png },
        { fileName: 'archive.zip', mimeType: 'application/zip', bytes: SAMPLE_FILES.pdf },
        {
          fileName: 'sheet.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          bytes: SAMPLE_FILES.pdf,
        },
        { fileName: 'old.doc', mimeType: 'application/msword', bytes: SAMPLE_FILES.pdf },
      ];
      for (const file of cases) {
        const key = await uploadFile(app, world.headers.masterA, file);
        const response = await bind(world.headers.masterA, [
          { key, targetType: 'team', targetId: world.teamA.teamId, fileType: 'etc' },
        ]);
        expect(response.statusCode, file.fileName).toBe(400);
        expect(response.json().code).toBe('FILE_CONTENT_MISMATCH');
        expect((await fileRow(key))?.status).toBe('pending');
      }
    });

    it('binds a real xlsx and an EUC-KR csv', async () => {
      const ExcelJS = (await import('exceljs')).default;
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('운임').addRow(['부산', 'LA', 1200]);
      const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
      // "품명,수량" in EUC-KR.
      const eucKr = Uint8Array.from([0xc7, 0xb0, 0xb8, 0xed, 0x2c, 0xbc, 0xf6, 0xb7, 0xae, 0x0d, 0x0a]);
      for (const file of [
        {
          fileName: '운임.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          bytes: xlsx,
        },
        { fileName: '목록.csv', mimeType: 'text/csv', bytes: eucKr },
      ]) {
        const key = await uploadFile(app, world.headers.masterA, file);
        const response = await bind(world.headers.masterA, [
          { key, targetType: 'team', targetId: world.teamA.teamId, fileType: 'etc' },
        ]);
        expect(response.statusCode, file.fileName).toBe(200);
      }
    });

    it('refuses binding before the bytes arrive (409 FILE_NOT_UPLOADED) or with another size (400)', async () => {
      const response = await presign(world.headers.masterA, [
        { fileName: 'a.pdf', mimeType: 'application/pdf', size: SAMPLE_FILES.pdf.length },
      ]);
      const [{ key }] = response.json();
      const item = { key, targetType: 'team', targetId: world.teamA.teamId, fileType: 'etc' };
      const early = await bind(world.headers.masterA, [item]);
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('FILE_NOT_UPLOADED');

      // An object of another size (as a store that does not enforce the signed length could hold).
      await app.services.storage.put(key, SAMPLE_FILES.pdf.subarray(0, 10), 'application/pdf');
      const wrongSize = await bind(world.headers.masterA, [item]);
      expect(wrongSize.statusCode).toBe(400);
      expect(wrongSize.json().code).toBe('FILE_SIZE_MISMATCH');
    });

    it('binds a file once (409 FILE_ALREADY_BOUND), also when listed twice', async () => {
      const key = await uploadFile(app, world.headers.masterA, pdf());
      const item = { key, targetType: 'team', targetId: world.teamA.teamId, fileType: 'etc' };
      const twice = await bind(world.headers.masterA, [item, { ...item, fileType: 'invoice' }]);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().code).toBe('FILE_ALREADY_BOUND');
      expect((await fileRow(key))?.status).toBe('pending');

      expect((await bind(world.headers.masterA, [item])).statusCode).toBe(200);
      for (const target of [item, { ...item, targetType: 'bid', targetId: world.openBid }]) {
        const again = await bind(world.headers.masterA, [target]);
        expect(again.statusCode).toBe(409);
        expect(again.json().code).toBe('FILE_ALREADY_BOUND');
      }
    });

    it('binds to bids only while partners quote, to shipments only in progress (409)', async () => {
      const key = await uploadFile(app, world.headers.masterA, pdf());
      for (const [targetType, targetId] of [
        ['bid', world.closedBid],
        ['shipment', world.completedShipment],
      ] as const) {
        const response = await bind(world.headers.masterA, [{ key, targetType, targetId, fileType: 'etc' }]);
        expect(response.statusCode, targetType).toBe(409);
        expect(response.json().code).toBe('INVALID_STATE_TRANSITION');
      }
      const unknown = await bind(world.headers.masterA, [
        { key, targetType: 'bid', targetId: 'bid_AAAAAAAAAAAAAAAAAAAA', fileType: 'etc' },
      ]);
      expect(unknown.statusCode).toBe(404);
      // Members attach to estimate logs only through the calls that make them.
      const log = await bind(world.headers.masterA, [
        { key, targetType: 'estimateLog', targetId: world.memberLog, fileType: 'etc' },
      ]);
      expect(log.statusCode).toBe(404);
    });

    it('validates keys and bodies', async () => {
      expect((await download(world.headers.masterA, '../../etc/passwd')).statusCode).toBe(400);
      const badKey = await bind(world.headers.masterA, [
        { key: 'u/../../x', targetType: 'team', targetId: world.teamA.teamId, fileType: 'etc' },
      ]);
      expect(badKey.statusCode).toBe(400);
      const badType = await bind(world.headers.masterA, [
        { key: 'u/2025/01/aaaaaaaaaa', targetType: 'user', targetId: 'x', fileType: 'etc' },
      ]);
      expect(badType.statusCode).toBe(400);
      const publicUpload = await app.inject({
        method: 'POST',
        url: '/api/file/upload',
        headers: world.headers.masterA,
        payload: {
          presignedUrlOptions: [{ fileName: 'a.pdf', mimeType: 'application/pdf', size: 1 }],
          isPublic: true,
        },
      });
      expect(publicUpload.statusCode).toBe(400);
    });
  });

  describe('at the same time', () => {
    it('two bindings of one key: exactly one wins, the other is FILE_ALREADY_BOUND', async () => {
      const key = await uploadFile(app, world.headers.masterA, pdf());
      const answers = await Promise.all([
        bind(world.headers.masterA, [
          { key, targetType: 'team', targetId: world.teamA.teamId, fileType: 'etc' },
        ]),
        bind(world.headers.masterA, [
          { key, targetType: 'bid', targetId: world.openBid, fileType: 'invoice' },
        ]),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe('FILE_ALREADY_BOUND');
    });

    it('non-member requests at once cannot pass the rate limit together', async () => {
      const ask = () =>
        app.inject({
          method: 'POST',
          url: '/api/file/upload/non-member',
          remoteAddress: '203.0.113.77',
          payload: {
            presignedUrlOptions: Array.from({ length: 20 }, (_, i) => ({
              fileName: `${i}.pdf`,
              mimeType: 'application/pdf',
              size: 100,
            })),
          },
        });
      const answers = await Promise.all([ask(), ask()]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    });
  });

  describe("another tenant's key is not found on every path", () => {
    it('team B cannot bind, read or delete team A keys, bound or not', async () => {
      const pending = await uploadFile(app, world.headers.masterA, pdf());
      const bound = await uploadFile(app, world.headers.masterA, pdf());
      expect(
        (
          await bind(world.headers.masterA, [
            { key: bound, targetType: 'bid', targetId: world.openBid, fileType: 'etc' },
          ])
        ).statusCode,
      ).toBe(200);

      // Binding A's upload to B's own team, through both binding calls.
      for (const path of ['/api/file/binding', '/api/fulfillment/file/binding']) {
        const response = await bind(
          world.headers.masterB,
          [{ key: pending, targetType: 'team', targetId: world.teamB.teamId, fileType: 'etc' }],
          { path },
        );
        expect(response.statusCode, path).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
      for (const key of [pending, bound]) {
        expect((await download(world.headers.masterB, key)).statusCode).toBe(404);
        expect((await remove(world.headers.masterB, key)).statusCode).toBe(404);
      }
      expect((await fileRow(pending))?.status).toBe('pending');
      expect((await fileRow(bound))?.status).toBe('bound');
    });

    it("team B cannot bind its own upload to team A's team, bid or shipment", async () => {
      const key = await uploadFile(app, world.headers.masterB, pdf());
      for (const [targetType, targetId] of [
        ['team', world.teamA.teamId],
        ['bid', world.openBid],
        ['shipment', world.shipment],
      ] as const) {
        const response = await bind(world.headers.masterB, [{ key, targetType, targetId, fileType: 'etc' }]);
        expect(response.statusCode, targetType).toBe(404);
      }
      // Not even a closed one says more than not found.
      const closed = await bind(world.headers.masterB, [
        { key, targetType: 'bid', targetId: world.closedBid, fileType: 'etc' },
      ]);
      expect(closed.statusCode).toBe(404);
    });

    it("a teammate cannot bind someone else's upload", async () => {
      const key = await uploadFile(app, world.headers.memberA, pdf());
      const response = await bind(world.headers.masterA, [
        { key, targetType: 'team', targetId: world.teamA.teamId, fileType: 'etc' },
      ]);
      expect(response.statusCode).toBe(404);
    });

    it("another partner cannot use a partner's shipment documents", async () => {
      const key = await uploadFile(app, world.headers.partner1, pdf());
      expect(
        (
          await bind(world.headers.partner1, [
            { key, targetType: 'shipment', targetId: world.shipment, fileType: 'etc' },
          ])
        ).statusCode,
      ).toBe(200);
      expect((await download(world.headers.partner2, key)).statusCode).toBe(404);
      expect((await remove(world.headers.partner2, key)).statusCode).toBe(404);
      const own = await uploadFile(app, world.headers.partner2, pdf());
      expect(
        (
          await bind(world.headers.partner2, [
            { key: own, targetType: 'shipment', targetId: world.shipment, fileType: 'etc' },
          ])
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('delete', () => {
    const boundBy = async (who: keyof FileWorld['headers'], targetType: string, targetId: string) => {
      const key = await uploadFile(app, world.headers[who], pdf());
      const response = await bind(world.headers[who], [{ key, targetType, targetId, fileType: 'etc' }]);
      expect(response.statusCode).toBe(200);
      return key;
    };

    it('the uploader, a team master or admin, or staff may delete; another member may not (403)', async () => {
      const key = await boundBy('memberA', 'team', world.teamA.teamId);
      const forbidden = await remove(world.headers.partner1, key);
      expect(forbidden.statusCode).toBe(404); // a partner cannot even see a team document

      const byAdmin = await boundBy('masterA', 'bid', world.openBid);
      const other = await remove(world.headers.memberA, byAdmin);
      expect(other.statusCode).toBe(403);
      expect(other.json().code).toBe('FORBIDDEN');

      expect((await remove(world.headers.adminA, key)).statusCode).toBe(204);
      expect((await remove(world.headers.memberA, key)).statusCode).toBe(404);
      expect((await remove(world.headers.staff, byAdmin)).statusCode).toBe(204);
      const own = await boundBy('memberA', 'bid', world.openBid);
      expect((await remove(world.headers.memberA, own)).statusCode).toBe(204);
    });

    it("a team admin may not delete the partner's shipment documents; the partner may", async () => {
      const key = await boundBy('partner1', 'shipment', world.shipment);
      expect((await remove(world.headers.masterA, key)).statusCode).toBe(403);
      expect((await remove(world.headers.partner1, key)).statusCode).toBe(204);
    });

    it('only while the entity takes documents (409)', async () => {
      const key = await boundBy('masterA', 'bid', world.openBid);
      await database.db
        .updateTable('bids')
        .set({ status: 'accepted' })
        .where('id', '=', world.openBid)
        .execute();
      const response = await remove(world.headers.masterA, key);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('INVALID_STATE_TRANSITION');
      expect((await fileRow(key))?.status).toBe('bound');
      expect(await app.services.storage.head(key)).not.toBeNull();
    });

    it('the uploader may delete an unbound upload', async () => {
      const key = await uploadFile(app, world.headers.memberA, pdf());
      expect((await remove(world.headers.adminA, key)).statusCode).toBe(404);
      expect((await remove(world.headers.memberA, key)).statusCode).toBe(204);
      expect(await fileRow(key)).toBeUndefined();
      expect(await app.services.storage.head(key)).toBeNull();
    });
  });

  describe('a failed object delete is retried and never leaves a binding behind', () => {
    class FlakyStorage extends LocalStorage {
      failures = 0;
      override async delete(key: string): Promise<void> {
        if (this.failures > 0) {
          this.failures -= 1;
          throw new Error('object store unavailable');
        }
        await super.delete(key);
      }
    }

    it('the binding ends at once; the object and row go on the next run', async () => {
      const storage = new FlakyStorage({
        rootDir: (app.services.storage as LocalStorage).rootDir,
        secret: 'a test secret that is long enough to sign',
        publicBaseUrl: 'http://localhost:3000',
        now: () => flaky.clock.now(),
      });
      const flaky: TestApp = await createTestApp(database, { storage });
      try {
        const headers = await authHeaders(flaky, database, world.users.masterA);
        const key = await uploadFile(flaky, headers, pdf());
        const bound = await flaky.inject({
          method: 'PUT',
          url: '/api/file/binding',
          headers,
          payload: { bindList: [{ key, targetType: 'bid', targetId: world.openBid, fileType: 'invoice' }] },
        });
        expect(bound.statusCode).toBe(200);

        storage.failures = 1;
        const deleted = await flaky.inject({
          method: 'DELETE',
          url: '/api/file/delete',
          headers,
          payload: { key },
        });
        expect(deleted.statusCode).toBe(204);
        // The binding is gone even though the object is still there.
        expect(await listBoundFiles(database.db, { targetType: 'bid', targetId: world.openBid })).toEqual([]);
        expect((await fileRow(key))?.status).toBe('deleting');
        expect(await storage.head(key)).not.toBeNull();
        const link = await flaky.inject({ method: 'GET', url: `/api/file/download?key=${key}`, headers });
        expect(link.statusCode).toBe(404);

        // The collector (or the purge job) retries: the object goes first, then the row.
        storage.failures = 1;
        expect(await collectFileGarbage({ db: database.db, storage, now: flaky.clock.now })).toMatchObject({
          finished: 0,
          failed: 1,
        });
        expect((await fileRow(key))?.status).toBe('deleting');
        expect(await collectFileGarbage({ db: database.db, storage, now: flaky.clock.now })).toMatchObject({
          finished: 1,
          failed: 0,
        });
        expect(await storage.head(key)).toBeNull();
        expect(await fileRow(key)).toBeUndefined();
      } finally {
        await flaky.close();
      }
    });
  });

  describe('the collector', () => {
    it('removes uploads left unbound for 24 hours, object then row, and nothing bound', async () => {
      const unbound = await uploadFile(app, world.headers.masterA, pdf());
      const neverSent = (
        await presign(world.headers.masterA, [{ fileName: 'x.pdf', mimeType: 'application/pdf', size: 10 }])
      ).json()[0].key as string;
      const bound = await uploadFile(app, world.headers.masterA, pdf());
      expect(
        (
          await bind(world.headers.masterA, [
            { key: bound, targetType: 'team', targetId: world.teamA.teamId, fileType: 'etc' },
          ])
        ).statusCode,
      ).toBe(200);
      const deps = { db: database.db, storage: app.services.storage };

      const early = await collectFileGarbage({
        ...deps,
        now: () => new Date(app.clock.now().getTime() + 23 * HOUR),
      });
      expect(early).toEqual({ collected: 0, finished: 0, failed: 0 });
      expect(await fileRow(unbound)).toBeDefined();

      app.clock.advance(24 * HOUR + 60_000);
      const report = await collectFileGarbage({ ...deps, now: app.clock.now });
      expect(report).toEqual({ collected: 2, finished: 0, failed: 0 });
      expect(await fileRow(unbound)).toBeUndefined();
      expect(await fileRow(neverSent)).toBeUndefined();
      expect(await app.services.storage.head(unbound)).toBeNull();
      expect((await fileRow(bound))?.status).toBe('bound');
      expect(await app.services.storage.head(bound)).not.toBeNull();
      // A collected key cannot be bound any more.
      const late = await bind(await authHeaders(app, database, world.users.masterA), [
        { key: unbound, targetType: 'team', targetId: world.teamA.teamId, fileType: 'etc' },
      ]);
      expect(late.statusCode).toBe(404);
    });
  });

  describe('non-member rate limit', () => {
    it('allows 30 files per address per 10 minutes, then 429 with Retry-After', async () => {
      const ask = (count: number, remoteAddress = '203.0.113.5') =>
        app.inject({
          method: 'POST',
          url: '/api/file/upload/non-member',
          remoteAddress,
          payload: {
            presignedUrlOptions: Array.from({ length: count }, (_, i) => ({
              fileName: `${i}.pdf`,
              mimeType: 'application/pdf',
              size: 100,
            })),
          },
        });
      expect((await ask(20)).statusCode).toBe(200);
      expect((await ask(10)).statusCode).toBe(200);
      const limited = await ask(1);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      // Other addresses and members are not affected.
      expect((await ask(1, '203.0.113.6')).statusCode).toBe(200);
      expect(
        (await presign(world.headers.masterA, [{ fileName: 'a.pdf', mimeType: 'application/pdf', size: 1 }]))
          .statusCode,
      ).toBe(200);

      app.clock.advance(10 * 60 * 1000 + 1000);
      expect((await ask(1)).statusCode).toBe(200);
    });
  });
});

describe('createLocalStorage', () => {
  it('is the LocalStorage driver', () => {
    const storage = createLocalStorage({
      rootDir: '/tmp/nowhere',
      secret: 'x'.repeat(32),
      publicBaseUrl: 'https://baro.test/',
      now: () => new Date(),
    });
    expect(storage).toBeInstanceOf(LocalStorage);
    expect(storage.driver).toBe('local');
  });
});
