import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { contentDisposition } from '../src/storage/content-disposition.ts';
import { createStorage } from '../src/storage/create-storage.ts';
import { createLocalStorage, LocalStorage } from '../src/storage/local-storage.ts';
import { S3Storage } from '../src/storage/s3-storage.ts';
import { storageSigningSecret } from '../src/storage/storage-secret.ts';
import { getFromSignedUrl, localPath, putToSignedUrl, SAMPLE_FILES } from './support/files-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// The local driver and the signed URLs the API serves for it: exact size and type on upload,
// expiry and tamper checks on both, and downloads that carry the real (Korean) file name.

const KEY = 'u/2030/01/0123456789abcdef0123456789abcdef01234567';

describe('local storage: signed URLs served by the API', () => {
  let database: TestDatabase;
  let app: TestApp;
  let storage: LocalStorage;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database, { env: { PUBLIC_URL: 'https://baro.test' } });
    await app.ready();
    storage = app.services.storage as LocalStorage;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(async () => {
    await storage.delete(KEY);
  });

  const uploadUrl = async (size = SAMPLE_FILES.pdf.length, contentType = 'application/pdf') =>
    (await storage.presignUpload({ key: KEY, contentType, size, expiresInSeconds: 300 })).url;
  const tamper = (url: string, name: string, value: string) => {
    const parsed = new URL(url);
    parsed.searchParams.set(name, value);
    return parsed.toString();
  };

  it('signs URLs on PUBLIC_URL that expire within the asked time', async () => {
    const signed = await storage.presignUpload({
      key: KEY,
      contentType: 'application/pdf',
      size: 10,
      expiresInSeconds: 300,
    });
    expect(signed.url.startsWith('https://baro.test/api/storage/upload?')).toBe(true);
    expect(signed.expiresAt.getTime() - app.clock.now().getTime()).toBeLessThanOrEqual(300_000);
  });

  it('stores exactly the signed bytes once', async () => {
    const url = await uploadUrl();
    expect(await putToSignedUrl(app, url, SAMPLE_FILES.pdf, 'application/pdf')).toBe(200);
    expect(await storage.head(KEY)).toEqual({ size: SAMPLE_FILES.pdf.length });
    expect(Buffer.from((await storage.read(KEY)) as Uint8Array)).toEqual(Buffer.from(SAMPLE_FILES.pdf));
    // The URL cannot replace what is stored (a bound file's checked bytes stay as they were).
    const again = await app.inject({
      method: 'PUT',
      url: localPath(url),
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.from(SAMPLE_FILES.pdf),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
  });

  it('refuses another size (400 FILE_SIZE_MISMATCH) and stores nothing', async () => {
    const url = await uploadUrl();
    for (const bytes of [SAMPLE_FILES.pdf.subarray(0, 5), new Uint8Array(SAMPLE_FILES.pdf.length + 1)]) {
      const response = await app.inject({
        method: 'PUT',
        url: localPath(url),
        headers: { 'content-type': 'application/pdf' },
        payload: Buffer.from(bytes),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('FILE_SIZE_MISMATCH');
    }
    // A body longer than declared, sent without a length (chunked), is cut off too.
    const { Readable } = await import('node:stream');
    const chunked = await app.inject({
      method: 'PUT',
      url: localPath(url),
      headers: { 'content-type': 'application/pdf', 'transfer-encoding': 'chunked' },
      payload: Readable.from([Buffer.from(SAMPLE_FILES.pdf), Buffer.from('more')]),
    });
    expect(chunked.json().code).toBe('FILE_SIZE_MISMATCH');
    const empty = await app.inject({
      method: 'PUT',
      url: localPath(url),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(empty.json().code).toBe('FILE_SIZE_MISMATCH');
    expect(await storage.head(KEY)).toBeNull();
    expect(await readdir(join(storage.rootDir, '.tmp'))).toEqual([]);
  });

  it('over a real connection, a body longer than signed is answered 400 rather than cut off', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = new URL(localPath(await uploadUrl()), address);
    const response = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new Uint8Array(64 * 1024));
          controller.enqueue(new Uint8Array(64 * 1024));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('FILE_SIZE_MISMATCH');
    expect(await storage.head(KEY)).toBeNull();
  });

  it('refuses another content type (415)', async () => {
    const url = await uploadUrl();
    for (const type of ['application/octet-stream', 'image/png']) {
      const response = await app.inject({
        method: 'PUT',
        url: localPath(url),
        headers: { 'content-type': type },
        payload: Buffer.from(SAMPLE_FILES.pdf),
      });
      expect(response.statusCode).toBe(415);
    }
    const none = await app.inject({
      method: 'PUT',
      url: localPath(url),
      payload: Buffer.from(SAMPLE_FILES.pdf),
    });
    expect(none.statusCode).toBe(415);
    expect(await storage.head(KEY)).toBeNull();
  });

  it('refuses a tampered or incomplete upload URL (403 LINK_INVALID)', async () => {
    const url = await uploadUrl();
    for (const [name, value] of [
      ['size', String(SAMPLE_FILES.pdf.length + 100)],
      ['type', 'image/png'],
      ['key', 'u/2030/01/ffffffffffffffffffffffffffffffffffffffff'],
      ['expires', String(Date.now() + 3_600_000)],
      ['signature', 'AAAA'],
      ['signature', ''],
    ] as const) {
      const response = await app.inject({
        method: 'PUT',
        url: localPath(tamper(url, name, value)),
        headers: { 'content-type': 'application/pdf' },
        payload: Buffer.from(SAMPLE_FILES.pdf),
      });
      expect(response.statusCode, name).toBe(403);
      expect(response.json().code).toBe('LINK_INVALID');
    }
    const stripped = new URL(url);
    stripped.searchParams.delete('signature');
    const missing = await app.inject({
      method: 'PUT',
      url: localPath(stripped.toString()),
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.from(SAMPLE_FILES.pdf),
    });
    expect(missing.json().code).toBe('LINK_INVALID');
    // A download URL's signature does not open an upload (the operation is signed too).
    const download = await storage.presignDownload({
      key: KEY,
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      expiresInSeconds: 300,
    });
    const crossed = await app.inject({
      method: 'PUT',
      url: `/api/storage/upload${new URL(download.url).search}`,
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.from(SAMPLE_FILES.pdf),
    });
    expect(crossed.json().code).toBe('LINK_INVALID');
    expect(await storage.head(KEY)).toBeNull();
  });

  it('refuses expired URLs (410 LINK_EXPIRED)', async () => {
    const upload = await uploadUrl();
    await storage.put(KEY, SAMPLE_FILES.pdf, 'application/pdf');
    const download = (
      await storage.presignDownload({
        key: KEY,
        fileName: 'a.pdf',
        contentType: 'application/pdf',
        expiresInSeconds: 300,
      })
    ).url;
    app.clock.advance(301_000);
    const put = await app.inject({
      method: 'PUT',
      url: localPath(upload),
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.from(SAMPLE_FILES.pdf),
    });
    expect(put.statusCode).toBe(410);
    expect(put.json().code).toBe('LINK_EXPIRED');
    const get = await app.inject({ method: 'GET', url: localPath(download) });
    expect(get.statusCode).toBe(410);
    expect(get.json().code).toBe('LINK_EXPIRED');
  });

  it('answers downloads as attachments with the Korean name, no-store and nosniff', async () => {
    await storage.put(KEY, SAMPLE_FILES.pdf, 'application/pdf');
    const { url } = await storage.presignDownload({
      key: KEY,
      fileName: '선하증권 "원본".pdf',
      contentType: 'application/pdf',
      expiresInSeconds: 300,
    });
    const response = await getFromSignedUrl(app, url);
    expect(response.status).toBe(200);
    expect(Buffer.from(response.body)).toEqual(Buffer.from(SAMPLE_FILES.pdf));
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(SAMPLE_FILES.pdf.length));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(contentDisposition('선하증권 "원본".pdf'));

    // Renaming the download breaks the signature.
    const renamed = await app.inject({ method: 'GET', url: localPath(tamper(url, 'name', 'evil.html')) });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().code).toBe('LINK_INVALID');
    const retyped = await app.inject({ method: 'GET', url: localPath(tamper(url, 'type', 'text/html')) });
    expect(retyped.json().code).toBe('LINK_INVALID');
  });

  it('answers 404 for a signed download of a missing object', async () => {
    const { url } = await storage.presignDownload({
      key: KEY,
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      expiresInSeconds: 300,
    });
    const response = await app.inject({ method: 'GET', url: localPath(url) });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('the routes lead nowhere when another driver is configured', async () => {
    const s3App = await createTestApp(database, {
      env: { STORAGE_DRIVER: 's3', S3_BUCKET: 'baro-test', S3_ENDPOINT: 'http://127.0.0.1:1' },
    });
    try {
      expect(s3App.services.storage).toBeInstanceOf(S3Storage);
      const url = await uploadUrl();
      const response = await s3App.inject({
        method: 'PUT',
        url: localPath(url),
        headers: { 'content-type': 'application/pdf' },
        payload: Buffer.from(SAMPLE_FILES.pdf),
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await s3App.close();
    }
  });
});

describe('local storage driver', () => {
  let rootDir: string;
  let storage: LocalStorage;
  beforeAll(async () => {
    rootDir = await mkdtemp(join(tmpdir(), 'baro-local-storage-'));
    storage = createLocalStorage({
      rootDir,
      secret: 'x'.repeat(32),
      publicBaseUrl: 'https://baro.test',
      now: () => new Date(),
    });
  });
  afterAll(async () => {
    await rm(rootDir, { recursive: true, force: true });
  });

  it('puts, heads, reads the start and the whole, and deletes (twice is fine)', async () => {
    await storage.put('d/2030/01/doc', SAMPLE_FILES.pdf, 'application/pdf');
    expect(await storage.head('d/2030/01/doc')).toEqual({ size: SAMPLE_FILES.pdf.length });
    expect(Buffer.from(await storage.readStart('d/2030/01/doc', 4))).toEqual(Buffer.from('%PDF'));
    expect((await storage.readStart('d/2030/01/doc', 100_000)).length).toBe(SAMPLE_FILES.pdf.length);
    expect((await storage.read('d/2030/01/doc'))?.length).toBe(SAMPLE_FILES.pdf.length);
    // put replaces (rendered documents are written again under the same key).
    await storage.put('d/2030/01/doc', SAMPLE_FILES.png, 'image/png');
    expect(await storage.head('d/2030/01/doc')).toEqual({ size: SAMPLE_FILES.png.length });
    await storage.delete('d/2030/01/doc');
    await storage.delete('d/2030/01/doc');
    expect(await storage.head('d/2030/01/doc')).toBeNull();
    expect(await storage.read('d/2030/01/doc')).toBeNull();
    expect(await storage.readStart('d/2030/01/doc', 10)).toEqual(new Uint8Array());
  });

  it('refuses keys that could leave its directory', async () => {
    for (const key of ['../x', '/etc/passwd', 'a//b', 'a/../../b', 'a/./b', '.tmp/x', '', 'a/']) {
      await expect(storage.head(key), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.put(key, SAMPLE_FILES.pdf, 'application/pdf'), key).rejects.toThrow(
        /unsafe storage key/,
      );
    }
  });
});

describe('contentDisposition (RFC 6266)', () => {
  it.each([
    ['invoice.pdf', `attachment; filename="invoice.pdf"; filename*=UTF-8''invoice.pdf`],
    ['견적서.xlsx', `attachment; filename="___.xlsx"; filename*=UTF-8''%EA%B2%AC%EC%A0%81%EC%84%9C.xlsx`],
    ['a "b" \\c.pdf', `attachment; filename="a _b_ _c.pdf"; filename*=UTF-8''a%20%22b%22%20%5Cc.pdf`],
    ['100%;x.pdf', `attachment; filename="100__x.pdf"; filename*=UTF-8''100%25%3Bx.pdf`],
  ])('%s', (name, expected) => {
    expect(contentDisposition(name)).toBe(expected);
  });

  it('composes decomposed Hangul (macOS names) before encoding', () => {
    expect(contentDisposition('견적서.pdf'.normalize('NFD'))).toBe(contentDisposition('견적서.pdf'));
  });
});

describe('createStorage and the signing secret', () => {
  it('chooses the local disk under DATA_DIR/files by default', () => {
    const storage = createStorage(loadEnv({ DATA_DIR: '/tmp/baro-data-x' }), {
      dataDir: '/tmp/baro-data-x',
      secret: new Uint8Array(32),
    });
    expect(storage).toBeInstanceOf(LocalStorage);
    expect((storage as LocalStorage).rootDir).toBe('/tmp/baro-data-x/files');
  });

  it('chooses S3 with the configured bucket', () => {
    const storage = createStorage(
      loadEnv({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'baro-files',
        S3_REGION: 'ap-northeast-2',
        S3_FORCE_PATH_STYLE: 'true',
      }),
      { dataDir: null, secret: new Uint8Array(32) },
    );
    expect(storage).toBeInstanceOf(S3Storage);
    expect((storage as S3Storage).bucket).toBe('baro-files');
  });

  it('uses STORAGE_SIGNING_SECRET, or derives a key distinct from the token key', () => {
    const jwt = new TextEncoder().encode('j'.repeat(48));
    expect(Buffer.from(storageSigningSecret('s'.repeat(32), jwt)).toString()).toBe('s'.repeat(32));
    const derived = storageSigningSecret(undefined, jwt);
    expect(derived.length).toBe(32);
    expect(Buffer.from(derived)).not.toEqual(Buffer.from(jwt));
    expect(Buffer.from(storageSigningSecret(undefined, jwt))).toEqual(Buffer.from(derived));
  });
});
