import { fileDownloadRequest } from '@baro/client';
import { fakeApi } from '@baro/client/testing';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { apiClient } from '../lib/api.ts';
import { createCustomerDownloadLinks } from './download-links.ts';
import { selectDownload } from './download-slice.ts';
import { createAppStore } from './store.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createCustomerDownloadLinks', () => {
  test('stores the link in the download slice, reuses it before expiredAt, renews it after', async () => {
    const clock = { now: Date.parse('2026-11-21T05:00:00Z') };
    let issued = 0;
    const api = fakeApi({
      'GET /api/file/download': () => {
        issued += 1;
        return {
          body: {
            preSignedUrl: `/api/storage/get/${issued}?sig=${issued}`,
            expirationTime: new Date(clock.now + 300_000).toISOString(),
          },
        };
      },
    });
    const store = createAppStore();
    const started: string[] = [];
    const links = createCustomerDownloadLinks(store, apiClient, {
      now: () => clock.now,
      start: (url) => started.push(url),
    });
    const request = fileDownloadRequest('uploads/abc-123456');

    await links.getDownloadLink('file', request);
    expect(selectDownload(store.getState(), 'file')).toMatchObject({
      data: { preSignedUrl: '/api/storage/get/1?sig=1' },
      status: 'SUCCESS',
      needInitialDownload: 'yes',
      expiredAt: '2026-11-21T05:04:00.000Z',
    });
    expect(store.getState().loading).toEqual({});

    clock.now = Date.parse('2026-11-21T05:03:59Z');
    await links.download('file', request);
    expect(api.sent('GET /api/file/download')).toHaveLength(1);
    expect(started).toEqual(['/api/storage/get/1?sig=1']);
    expect(selectDownload(store.getState(), 'file').needInitialDownload).toBe('no');

    clock.now = Date.parse('2026-11-21T05:04:00Z');
    await links.download('file', request);
    expect(api.sent('GET /api/file/download')).toHaveLength(2);
    expect(started).toEqual(['/api/storage/get/1?sig=1', '/api/storage/get/2?sig=2']);
    expect(selectDownload(store.getState(), 'file').expiredAt).toBe('2026-11-21T05:08:00.000Z');
  });
});
