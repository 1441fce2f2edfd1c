import { ApiError, selectIsLoading } from '@baro/client';
import { describe, expect, test } from 'vitest';
import {
  DOWNLOAD_KINDS,
  downloadActions,
  EMPTY_DOWNLOAD_ENTRY,
  requestDownloadLink,
  selectDownload,
  usableDownloadUrl,
} from './download-slice.ts';
import { createAppStore } from './store.ts';

const link = { preSignedUrl: 'https://files.baro.test/q.pdf?sig=1', expirationTime: '2026-11-21T05:10:00Z' };
const failureInfo = { code: 'LINK_EXPIRED', message: '링크가 만료되었습니다. 다시 요청해 주세요.' } as const;

describe('download slice', () => {
  test('starts empty for every kind', () => {
    const state = createAppStore().getState();
    for (const kind of DOWNLOAD_KINDS) expect(selectDownload(state, kind)).toEqual(EMPTY_DOWNLOAD_ENTRY);
  });

  test('success stores the link, needInitialDownload yes and expiredAt 60 s before expirationTime', () => {
    const store = createAppStore();
    store.dispatch(downloadActions.success({ kind: 'bidQuotation', link }));
    expect(selectDownload(store.getState(), 'bidQuotation')).toEqual({
      data: { preSignedUrl: link.preSignedUrl },
      status: 'SUCCESS',
      needInitialDownload: 'yes',
      expiredAt: '2026-11-21T05:09:00.000Z',
      failureInfo: undefined,
    });
    // Other kinds are untouched.
    expect(selectDownload(store.getState(), 'file')).toEqual(EMPTY_DOWNLOAD_ENTRY);
  });

  test('accepts an epoch-millisecond expirationTime', () => {
    const store = createAppStore();
    store.dispatch(
      downloadActions.success({ kind: 'file', link: { ...link, expirationTime: 1_800_000_060_000 } }),
    );
    expect(selectDownload(store.getState(), 'file').expiredAt).toBe(
      new Date(1_800_000_000_000).toISOString(),
    );
  });

  test('needInitialDownload can be changed to another status', () => {
    const store = createAppStore();
    store.dispatch(downloadActions.success({ kind: 'file', link }));
    store.dispatch(downloadActions.setNeedInitialDownload({ kind: 'file', needInitialDownload: 'no' }));
    expect(selectDownload(store.getState(), 'file')).toMatchObject({
      status: 'SUCCESS',
      needInitialDownload: 'no',
    });
    store.dispatch(downloadActions.setNeedInitialDownload({ kind: 'file', needInitialDownload: 'yes' }));
    expect(selectDownload(store.getState(), 'file').needInitialDownload).toBe('yes');
    // A kind without an entry stays without one.
    store.dispatch(
      downloadActions.setNeedInitialDownload({ kind: 'emailEstimate', needInitialDownload: 'yes' }),
    );
    expect(store.getState().download.emailEstimate).toBeUndefined();
  });

  test('failure stores the error body and cancels the initial download', () => {
    const store = createAppStore();
    store.dispatch(downloadActions.success({ kind: 'file', link }));
    store.dispatch(downloadActions.failure({ kind: 'file', failureInfo }));
    expect(selectDownload(store.getState(), 'file')).toMatchObject({
      status: 'FAILURE',
      failureInfo,
      needInitialDownload: 'no',
    });
    store.dispatch(downloadActions.failure({ kind: 'realTimeQuotation', failureInfo }));
    expect(selectDownload(store.getState(), 'realTimeQuotation')).toEqual({
      ...EMPTY_DOWNLOAD_ENTRY,
      status: 'FAILURE',
      failureInfo,
    });
  });

  test('reset empties one kind, resetAll every kind', () => {
    const store = createAppStore();
    store.dispatch(downloadActions.success({ kind: 'file', link }));
    store.dispatch(downloadActions.success({ kind: 'bidQuotation', link }));
    store.dispatch(downloadActions.reset({ kind: 'file' }));
    expect(selectDownload(store.getState(), 'file')).toEqual(EMPTY_DOWNLOAD_ENTRY);
    expect(selectDownload(store.getState(), 'bidQuotation').status).toBe('SUCCESS');
    store.dispatch(downloadActions.resetAll());
    expect(store.getState().download).toEqual({});
  });

  test('usableDownloadUrl hands out a link only before expiredAt', () => {
    const store = createAppStore();
    store.dispatch(downloadActions.success({ kind: 'file', link }));
    const entry = selectDownload(store.getState(), 'file');
    expect(usableDownloadUrl(entry, Date.parse('2026-11-21T05:08:59Z'))).toBe(link.preSignedUrl);
    expect(usableDownloadUrl(entry, Date.parse('2026-11-21T05:09:00Z'))).toBeNull();
    expect(usableDownloadUrl(EMPTY_DOWNLOAD_ENTRY)).toBeNull();
    expect(usableDownloadUrl({ ...entry, expiredAt: undefined }, 0)).toBeNull();
  });
});

describe('requestDownloadLink', () => {
  test('loading, then SUCCESS with the link, then loading finished', async () => {
    const store = createAppStore();
    const pending = requestDownloadLink(store.dispatch, 'emailEstimate', async () => link);
    expect(selectIsLoading(store.getState(), 'download/emailEstimate')).toBe(true);
    await expect(pending).resolves.toEqual({ ok: true, link });
    expect(selectDownload(store.getState(), 'emailEstimate')).toMatchObject({
      status: 'SUCCESS',
      needInitialDownload: 'yes',
    });
    expect(store.getState().loading).toEqual({});
  });

  test('FAILURE with the response body, then loading finished', async () => {
    const store = createAppStore();
    const error = new ApiError(410, failureInfo, { method: 'GET', url: '/api/file/download' });
    await expect(
      requestDownloadLink(store.dispatch, 'file', async () => {
        throw error;
      }),
    ).resolves.toEqual({ ok: false, failureInfo, error });
    expect(selectDownload(store.getState(), 'file')).toMatchObject({ status: 'FAILURE', failureInfo });
    expect(store.getState().loading).toEqual({});
  });
});
