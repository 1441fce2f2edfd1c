import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, test } from 'vitest';
import { finishLoading, loadingSlice, selectIsLoading, startLoading } from './loading-slice.ts';

function createStore() {
  return configureStore({ reducer: { loading: loadingSlice.reducer } });
}

describe('loadingSlice', () => {
  test('flags a request type while it runs', () => {
    const store = createStore();
    expect(selectIsLoading(store.getState(), 'auth/findPassword')).toBe(false);
    store.dispatch(startLoading({ type: 'auth/findPassword' }));
    expect(selectIsLoading(store.getState(), 'auth/findPassword')).toBe(true);
    expect(selectIsLoading(store.getState(), 'support/GET_LIST')).toBe(false);
    store.dispatch(finishLoading({ type: 'auth/findPassword' }));
    expect(selectIsLoading(store.getState(), 'auth/findPassword')).toBe(false);
    expect(store.getState().loading).toEqual({});
  });

  test('flags each key apart; the type is loading while any key is', () => {
    const store = createStore();
    store.dispatch(startLoading({ type: 'upload/deleteFile', key: 'file-a' }));
    store.dispatch(startLoading({ type: 'upload/deleteFile', key: 'file-b' }));
    const state = () => store.getState();
    expect(selectIsLoading(state(), 'upload/deleteFile', 'file-a')).toBe(true);
    expect(selectIsLoading(state(), 'upload/deleteFile', 'file-c')).toBe(false);

    store.dispatch(finishLoading({ type: 'upload/deleteFile', key: 'file-a' }));
    expect(selectIsLoading(state(), 'upload/deleteFile', 'file-a')).toBe(false);
    expect(selectIsLoading(state(), 'upload/deleteFile', 'file-b')).toBe(true);
    expect(selectIsLoading(state(), 'upload/deleteFile')).toBe(true);

    store.dispatch(finishLoading({ type: 'upload/deleteFile', key: 'file-b' }));
    expect(selectIsLoading(state(), 'upload/deleteFile')).toBe(false);
  });

  test('numeric and string keys are the same key', () => {
    const store = createStore();
    store.dispatch(startLoading({ type: 'fulfillment/sku', key: 42 }));
    expect(selectIsLoading(store.getState(), 'fulfillment/sku', '42')).toBe(true);
  });

  test('overlapping requests of one type: the flag stays until the last one finishes', () => {
    const store = createStore();
    store.dispatch(startLoading({ type: 'support/GET_LIST' }));
    store.dispatch(startLoading({ type: 'support/GET_LIST' }));
    store.dispatch(finishLoading({ type: 'support/GET_LIST' }));
    expect(selectIsLoading(store.getState(), 'support/GET_LIST')).toBe(true);
    store.dispatch(finishLoading({ type: 'support/GET_LIST' }));
    expect(selectIsLoading(store.getState(), 'support/GET_LIST')).toBe(false);
  });

  test('a stray finish is ignored', () => {
    const store = createStore();
    store.dispatch(finishLoading({ type: 'support/GET_LIST', key: 1 }));
    expect(store.getState().loading).toEqual({});
  });
});
