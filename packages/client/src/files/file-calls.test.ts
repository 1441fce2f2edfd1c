import { describe, expect, test } from 'vitest';
import { createHarness } from '../testing/client-harness.ts';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { deleteFile, fileDownloadRequest, requestUploadLinks } from './file-calls.ts';

describe('file calls', () => {
  test('deleteFile: DELETE /api/file/delete with the key in the body', async () => {
    const { client, fetch } = createHarness(() => new Response(null, { status: 204 }));
    await expect(deleteFile(client, 'uploads/abc-123456')).resolves.toBeUndefined();
    expect(fetch.calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['DELETE', '/api/file/delete', { key: 'uploads/abc-123456' }],
    ]);
  });

  test('fileDownloadRequest: GET /api/file/download?key=, parsed as a DownloadLink', async () => {
    const link = { preSignedUrl: '/api/storage/get/1?sig=1', expirationTime: '2026-11-21T05:05:00.000Z' };
    const { client, fetch } = createHarness(() => jsonResponse(200, { ...link, extra: true }));
    await expect(client.request(fileDownloadRequest('uploads/abc-123456'))).resolves.toEqual(link);
    expect(fetch.calls[0]?.url).toBe('/api/file/download?key=uploads%2Fabc-123456');
  });

  test('requestUploadLinks refuses an answer with the wrong number of links', async () => {
    const { client } = createHarness(() => jsonResponse(200, []));
    await expect(
      requestUploadLinks(client, 'member', [{ fileName: 'a.pdf', mimeType: 'application/pdf', size: 1 }]),
    ).rejects.toThrow('asked for 1 upload links, got 0');
  });
});
