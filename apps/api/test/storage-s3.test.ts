import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../src/storage/content-disposition.ts';
import type { S3Storage } from '../src/storage/s3-storage.ts';
import { SAMPLE_FILES } from './support/files-fixtures.ts';
import { startS3Server, type TestS3Server } from './support/s3-server.ts';

// The S3 driver against a real S3-compatible server (s3rver) started on a free port.

const KEY = 'u/2030/01/0123456789abcdef0123456789abcdef01234567';

describe('S3 storage driver (s3rver)', () => {
  let server: TestS3Server;
  let storage: S3Storage;
  beforeAll(async () => {
    server = await startS3Server();
    storage = server.storage();
  });
  afterAll(async () => {
    await server.close();
  });

  it('presigns an upload that signs the content type and length and expires in the asked time', async () => {
    const now = new Date();
    const signed = await storage.presignUpload({
      key: KEY,
      contentType: 'application/pdf',
      size: SAMPLE_FILES.pdf.length,
      expiresInSeconds: 300,
    });
    const url = new URL(signed.url);
    expect(url.origin).toBe(server.endpoint);
    expect(url.pathname).toBe(`/${server.bucket}/${KEY}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type', 'host']),
    );
    expect(signed.expiresAt.getTime() - now.getTime()).toBeLessThanOrEqual(301_000);

    const put = await fetch(signed.url, {
      method: 'PUT',
      body: Buffer.from(SAMPLE_FILES.pdf),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.status).toBe(200);
    expect(await storage.head(KEY)).toEqual({ size: SAMPLE_FILES.pdf.length });
  });

  it('reads the start and the whole object, and writes server-side', async () => {
    await storage.put(KEY, SAMPLE_FILES.pdf, 'application/pdf');
    expect(Buffer.from(await storage.readStart(KEY, 4))).toEqual(Buffer.from('%PDF'));
    expect((await storage.readStart(KEY, 100_000)).length).toBe(SAMPLE_FILES.pdf.length);
    expect(Buffer.from((await storage.read(KEY)) as Uint8Array)).toEqual(Buffer.from(SAMPLE_FILES.pdf));
  });

  it('presigns a download with our Content-Disposition, type and no-store', async () => {
    await storage.put(KEY, SAMPLE_FILES.pdf, 'application/octet-stream');
    const { url } = await storage.presignDownload({
      key: KEY,
      fileName: '선하증권 "원본".pdf',
      contentType: 'application/pdf',
      expiresInSeconds: 300,
    });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(contentDisposition('선하증권 "원본".pdf'));
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(SAMPLE_FILES.pdf));
  });

  it('presigned links stop working after they expire', async () => {
    await storage.put(KEY, SAMPLE_FILES.pdf, 'application/pdf');
    // Signed an hour ago for 300 s.
    const past = server.storage(() => new Date(Date.now() - 3_600_000));
    const download = await past.presignDownload({
      key: KEY,
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      expiresInSeconds: 300,
    });
    const response = await fetch(download.url);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Request has expired');
    const upload = await past.presignUpload({
      key: KEY,
      contentType: 'application/pdf',
      size: 4,
      expiresInSeconds: 300,
    });
    const put = await fetch(upload.url, {
      method: 'PUT',
      body: 'abcd',
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.status).toBe(403);
  });

  it('missing objects: head null, reads empty or null, deleting is not an error', async () => {
    const missing = 'u/2030/01/ffffffffffffffffffffffffffffffffffffffff';
    expect(await storage.head(missing)).toBeNull();
    expect(await storage.readStart(missing, 10)).toEqual(new Uint8Array());
    expect(await storage.read(missing)).toBeNull();
    await storage.put(KEY, SAMPLE_FILES.pdf, 'application/pdf');
    await storage.delete(KEY);
    await storage.delete(KEY);
    await storage.delete(missing);
    expect(await storage.head(KEY)).toBeNull();
  });
});
