import { fakeApi } from '@baro/client/testing';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { apiClient } from '../lib/api.ts';
import { createAppStore } from './store.ts';
import { requestDeleteFile } from './upload-slice.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The app's own client, over the fake `fetch`.
const client = () => apiClient;

describe('requestDeleteFile', () => {
  test('DELETE /api/file/delete {key}, SUCCESS keyed by the file key', async () => {
    const api = fakeApi({ 'DELETE /api/file/delete': { status: 204 } });
    const store = createAppStore();
    await expect(requestDeleteFile(store.dispatch, client(), 'uploads/abc-123456')).resolves.toMatchObject({
      ok: true,
      key: 'uploads/abc-123456',
    });
    expect(api.sent('DELETE /api/file/delete').map((request) => request.body)).toEqual([
      { key: 'uploads/abc-123456' },
    ]);
    expect(store.getState().upload.deleteFile).toMatchObject({
      status: 'SUCCESS',
      key: 'uploads/abc-123456',
    });
    expect(store.getState().loading).toEqual({});
  });

  test('a refusal is stored as FAILURE with the body', async () => {
    fakeApi({
      'DELETE /api/file/delete': { status: 403, body: { code: 'FORBIDDEN', message: '권한이 없습니다.' } },
    });
    const store = createAppStore();
    await requestDeleteFile(store.dispatch, client(), 'uploads/abc-123456');
    expect(store.getState().upload.deleteFile).toMatchObject({
      status: 'FAILURE',
      failureInfo: { code: 'FORBIDDEN' },
      key: 'uploads/abc-123456',
    });
  });
});
