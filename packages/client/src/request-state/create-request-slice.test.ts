import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { createRequestSlice } from './create-request-slice.ts';
import { EMPTY_REQUEST_STATE, type RequestState, requestType } from './request-state.ts';

interface Article {
  id: string;
  title: string;
}

const supportSlice = createRequestSlice({
  name: 'support',
  requestTypes: {
    GET_LIST: requestType<Article[]>(),
    GET_DETAIL: requestType<Article>(),
  },
});

const failureInfo = { code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' } as const;

function createStore() {
  return configureStore({ reducer: combineSlices(supportSlice) });
}

describe('createRequestSlice', () => {
  test('starts with an empty state per request type', () => {
    const store = createStore();
    expect(store.getState().support).toEqual({
      GET_LIST: EMPTY_REQUEST_STATE,
      GET_DETAIL: EMPTY_REQUEST_STATE,
    });
    expect(supportSlice.getInitialState()).toEqual(store.getState().support);
    expect(supportSlice.requestTypes).toEqual(['GET_LIST', 'GET_DETAIL']);
    expect(EMPTY_REQUEST_STATE).toEqual({
      data: undefined,
      status: undefined,
      failureInfo: undefined,
      key: undefined,
    });
  });

  test('names its actions slice/type/STEP', () => {
    const actions = supportSlice.actions.GET_LIST;
    expect([actions.init.type, actions.request.type, actions.success.type, actions.failure.type]).toEqual([
      'support/GET_LIST/INIT',
      'support/GET_LIST/REQUEST',
      'support/GET_LIST/SUCCESS',
      'support/GET_LIST/FAILURE',
    ]);
    expect(supportSlice.loadingType('GET_DETAIL')).toBe('support/GET_DETAIL');
  });

  test('SUCCESS stores the data with status SUCCESS and echoes the key', () => {
    const store = createStore();
    const data = [{ id: 'a', title: '배송 가이드' }];
    store.dispatch(supportSlice.actions.GET_LIST.success({ data, key: 'howto' }));
    expect(supportSlice.selectRequest(store.getState(), 'GET_LIST')).toEqual({
      data,
      status: 'SUCCESS',
      failureInfo: undefined,
      key: 'howto',
    });
    // The other request type is untouched.
    expect(supportSlice.selectRequest(store.getState(), 'GET_DETAIL')).toEqual(EMPTY_REQUEST_STATE);
  });

  test('FAILURE stores the error body with status FAILURE and keeps the last data', () => {
    const store = createStore();
    const data = [{ id: 'a', title: 'FAQ' }];
    store.dispatch(supportSlice.actions.GET_LIST.success({ data }));
    store.dispatch(supportSlice.actions.GET_LIST.failure({ failureInfo, key: 7 }));
    expect(supportSlice.selectRequest(store.getState(), 'GET_LIST')).toEqual({
      data,
      status: 'FAILURE',
      failureInfo,
      key: 7,
    });
  });

  test('SUCCESS after FAILURE clears the failure', () => {
    const store = createStore();
    store.dispatch(supportSlice.actions.GET_DETAIL.failure({ failureInfo }));
    store.dispatch(supportSlice.actions.GET_DETAIL.success({ data: { id: 'b', title: '약관' } }));
    expect(supportSlice.selectRequest(store.getState(), 'GET_DETAIL')).toMatchObject({
      status: 'SUCCESS',
      failureInfo: undefined,
    });
  });

  test('REQUEST leaves the last result in place', () => {
    const store = createStore();
    store.dispatch(supportSlice.actions.GET_DETAIL.failure({ failureInfo }));
    const before = store.getState().support;
    store.dispatch(supportSlice.actions.GET_DETAIL.request({ key: 'x' }));
    store.dispatch(supportSlice.actions.GET_DETAIL.request());
    expect(store.getState().support).toBe(before);
  });

  test('INIT resets one request type to empty', () => {
    const store = createStore();
    store.dispatch(supportSlice.actions.GET_LIST.success({ data: [] }));
    store.dispatch(supportSlice.actions.GET_DETAIL.failure({ failureInfo }));
    store.dispatch(supportSlice.actions.GET_DETAIL.init());
    expect(supportSlice.selectRequest(store.getState(), 'GET_DETAIL')).toEqual(EMPTY_REQUEST_STATE);
    expect(supportSlice.selectRequest(store.getState(), 'GET_LIST').status).toBe('SUCCESS');
  });

  test('types the data per request type', () => {
    expectTypeOf(supportSlice.selectRequest(createStore().getState(), 'GET_DETAIL')).toEqualTypeOf<
      RequestState<Article>
    >();
    expectTypeOf(supportSlice.actions.GET_LIST.success)
      .parameter(0)
      .toHaveProperty('data')
      .toEqualTypeOf<Article[]>();
  });
});
