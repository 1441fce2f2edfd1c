import {
  ApiError,
  authSlice,
  EMPTY_REQUEST_STATE,
  finishLoading,
  runRequest,
  selectIsLoading,
  startLoading,
} from '@baro/client';
import { describe, expect, test } from 'vitest';
import { EMPTY_DOWNLOAD_ENTRY } from './download-slice.ts';
import { fulfillmentSlice } from './fulfillment-slice.ts';
import { hydrate } from './hydrate.ts';
import { createAppStore } from './store.ts';
import { supportSlice } from './support-slice.ts';
import { uploadSlice } from './upload-slice.ts';

const failureInfo = { code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' } as const;

describe('the app store', () => {
  test('holds only the SPEC §3 request slices', () => {
    const state = createAppStore().getState();
    expect(Object.keys(state).sort()).toEqual([
      'auth',
      'download',
      'fulfillment',
      'loading',
      'support',
      'upload',
    ]);
    expect(state.auth).toEqual({ findPassword: EMPTY_REQUEST_STATE });
    expect(state.upload).toEqual({ deleteFile: EMPTY_REQUEST_STATE });
    expect(Object.keys(state.support)).toEqual([
      'GET_LIST',
      'GET_HOW_TO_LIST',
      'GET_TERMS_LIST',
      'GET_FAQ_LIST',
      'GET_DETAIL',
      'GET_SEARCH_LIST',
    ]);
    expect(Object.keys(state.fulfillment)).toEqual([
      'skuDetail',
      'groupSkuDetail',
      'cancelShippingItem',
      'shippingParcelTracking',
      'returningParcelTracking',
      'applyFulfillment',
    ]);
    expect(state.loading).toEqual({});
    expect(state.download).toEqual({});
  });

  test('auth.findPassword: INIT, SUCCESS, FAILURE', () => {
    const store = createAppStore();
    store.dispatch(authSlice.actions.findPassword.success({ data: undefined }));
    expect(store.getState().auth.findPassword.status).toBe('SUCCESS');
    store.dispatch(authSlice.actions.findPassword.failure({ failureInfo }));
    expect(store.getState().auth.findPassword).toMatchObject({ status: 'FAILURE', failureInfo });
    store.dispatch(authSlice.actions.findPassword.init());
    expect(store.getState().auth.findPassword).toEqual(EMPTY_REQUEST_STATE);
  });

  test('loading: flags per request type and key', () => {
    const store = createAppStore();
    store.dispatch(startLoading({ type: 'upload/deleteFile', key: 'file-a' }));
    store.dispatch(startLoading({ type: 'upload/deleteFile', key: 'file-b' }));
    expect(selectIsLoading(store.getState(), 'upload/deleteFile')).toBe(true);
    store.dispatch(finishLoading({ type: 'upload/deleteFile', key: 'file-a' }));
    expect(selectIsLoading(store.getState(), 'upload/deleteFile', 'file-a')).toBe(false);
    expect(selectIsLoading(store.getState(), 'upload/deleteFile', 'file-b')).toBe(true);
    store.dispatch(finishLoading({ type: 'upload/deleteFile', key: 'file-b' }));
    expect(store.getState().loading).toEqual({});
  });

  test.each(supportSlice.requestTypes)('support.%s: REQUEST, SUCCESS, FAILURE, INIT', async (type) => {
    const store = createAppStore();
    const data = [{ id: 'art_1', title: '수입 통관 가이드' }] as never;
    const pending = runRequest(store.dispatch, supportSlice, type, async () => data, { key: 'ko' });
    expect(selectIsLoading(store.getState(), `support/${type}`, 'ko')).toBe(true);
    await pending;
    expect(store.getState().support[type]).toEqual({
      data,
      status: 'SUCCESS',
      failureInfo: undefined,
      key: 'ko',
    });
    expect(store.getState().loading).toEqual({});

    await runRequest(store.dispatch, supportSlice, type, async () => {
      throw new ApiError(404, failureInfo, { method: 'GET', url: '/api/content/v2/article' });
    });
    expect(store.getState().support[type]).toEqual({ data, status: 'FAILURE', failureInfo, key: undefined });

    store.dispatch(supportSlice.actions[type].init());
    expect(store.getState().support[type]).toEqual(EMPTY_REQUEST_STATE);
  });

  test('upload.deleteFile echoes the file key', async () => {
    const store = createAppStore();
    await runRequest(store.dispatch, uploadSlice, 'deleteFile', async () => undefined, {
      key: 'files/invoice.pdf',
    });
    expect(store.getState().upload.deleteFile).toEqual({
      data: undefined,
      status: 'SUCCESS',
      failureInfo: undefined,
      key: 'files/invoice.pdf',
    });
    store.dispatch(uploadSlice.actions.deleteFile.failure({ failureInfo, key: 'files/other.pdf' }));
    expect(store.getState().upload.deleteFile).toMatchObject({ status: 'FAILURE', key: 'files/other.pdf' });
    store.dispatch(uploadSlice.actions.deleteFile.init());
    expect(store.getState().upload.deleteFile).toEqual(EMPTY_REQUEST_STATE);
  });

  test.each(fulfillmentSlice.requestTypes)('fulfillment.%s: SUCCESS, FAILURE, INIT', (type) => {
    const store = createAppStore();
    const actions = fulfillmentSlice.actions[type];
    store.dispatch(actions.request({ key: 'sku_1' }));
    expect(store.getState().fulfillment[type]).toEqual(EMPTY_REQUEST_STATE);
    // The entries hold different contracts; the reducer treats every one alike.
    store.dispatch(actions.success({ data: { id: 'sku_1' } as never, key: 'sku_1' }));
    expect(store.getState().fulfillment[type]).toMatchObject({
      status: 'SUCCESS',
      data: { id: 'sku_1' },
      key: 'sku_1',
    });
    store.dispatch(actions.failure({ failureInfo }));
    expect(store.getState().fulfillment[type]).toMatchObject({
      status: 'FAILURE',
      failureInfo,
      data: { id: 'sku_1' },
    });
    store.dispatch(actions.init());
    expect(store.getState().fulfillment[type]).toEqual(EMPTY_REQUEST_STATE);
  });
});

describe('hydrate (SPEC §4)', () => {
  const serverDetail = {
    data: { id: 'grp_1', title: '이용약관' },
    status: 'SUCCESS',
    failureInfo: undefined,
    key: 7,
  };

  test('takes over only the support detail entry', () => {
    const store = createAppStore();
    store.dispatch(supportSlice.actions.GET_FAQ_LIST.success({ data: ['client faq'] as never }));
    store.dispatch(authSlice.actions.findPassword.success({ data: undefined }));
    store.dispatch(
      hydrate({
        support: {
          GET_DETAIL: serverDetail,
          GET_FAQ_LIST: { data: ['server faq'], status: 'SUCCESS' },
        },
        auth: { findPassword: EMPTY_REQUEST_STATE },
        download: { file: EMPTY_DOWNLOAD_ENTRY },
      }),
    );
    const state = store.getState();
    expect(state.support.GET_DETAIL).toEqual(serverDetail);
    expect(state.support.GET_FAQ_LIST.data).toEqual(['client faq']);
    expect(state.auth.findPassword.status).toBe('SUCCESS');
    expect(state.download).toEqual({});
  });

  test('is applied when the store is created with server state', () => {
    const store = createAppStore({ serverState: { support: { GET_DETAIL: serverDetail } } });
    expect(store.getState().support.GET_DETAIL).toEqual(serverDetail);
  });

  test('ignores a payload without a usable detail entry', () => {
    const store = createAppStore();
    store.dispatch(supportSlice.actions.GET_DETAIL.success({ data: 'client detail' as never }));
    const before = store.getState().support;
    store.dispatch(hydrate({}));
    store.dispatch(hydrate({ support: { GET_DETAIL: 'garbage' } }));
    store.dispatch(hydrate({ support: { GET_DETAIL: { status: 'DONE' } } }));
    expect(store.getState().support).toEqual(before);
  });
});
