import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '../api/request-errors.ts';
import { deferred } from '../testing/fake-fetch.ts';
import { createRequestSlice } from './create-request-slice.ts';
import { loadingSlice, selectIsLoading } from './loading-slice.ts';
import { requestType } from './request-state.ts';
import { runRequest } from './run-request.ts';

const uploadSlice = createRequestSlice({
  name: 'upload',
  requestTypes: { deleteFile: requestType<{ deleted: string }>() },
});

function createStore() {
  const actions: string[] = [];
  const recordTypes: Middleware = () => (next) => (action) => {
    actions.push((action as { type: string }).type);
    return next(action);
  };
  const store = configureStore({
    reducer: { upload: uploadSlice.reducer, loading: loadingSlice.reducer },
    middleware: (getDefault) => getDefault().concat(recordTypes),
  });
  return { store, actions };
}

const body = { code: 'FILE_ALREADY_BOUND', message: '이미 다른 항목에 첨부된 파일입니다.' } as const;

describe('runRequest', () => {
  test('REQUEST → loading → SUCCESS → callback → loading finished, with the key echoed', async () => {
    const { store, actions } = createStore();
    const answer = deferred<{ deleted: string }>();
    const onSuccess = vi.fn(() => {
      // Callbacks run after the data is stored.
      expect(uploadSlice.selectRequest(store.getState(), 'deleteFile').status).toBe('SUCCESS');
    });

    const pending = runRequest(store.dispatch, uploadSlice, 'deleteFile', () => answer.promise, {
      key: 'file-a',
      onSuccess,
    });
    expect(selectIsLoading(store.getState(), 'upload/deleteFile', 'file-a')).toBe(true);
    expect(selectIsLoading(store.getState(), 'upload/deleteFile', 'file-b')).toBe(false);

    answer.resolve({ deleted: 'file-a' });
    const result = await pending;

    expect(result).toEqual({ ok: true, data: { deleted: 'file-a' }, key: 'file-a' });
    expect(onSuccess).toHaveBeenCalledWith({ deleted: 'file-a' }, { key: 'file-a' });
    expect(uploadSlice.selectRequest(store.getState(), 'deleteFile')).toEqual({
      data: { deleted: 'file-a' },
      status: 'SUCCESS',
      failureInfo: undefined,
      key: 'file-a',
    });
    expect(selectIsLoading(store.getState(), 'upload/deleteFile')).toBe(false);
    expect(actions).toEqual([
      'upload/deleteFile/REQUEST',
      'loading/startLoading',
      'upload/deleteFile/SUCCESS',
      'loading/finishLoading',
    ]);
  });

  test('an ApiError is stored as FAILURE with its body; onFailure gets it; loading finishes', async () => {
    const { store, actions } = createStore();
    const error = new ApiError(409, body, { method: 'DELETE', url: '/api/file/delete' });
    const onFailure = vi.fn();
    const onSuccess = vi.fn();

    const result = await runRequest(store.dispatch, uploadSlice, 'deleteFile', () => Promise.reject(error), {
      key: 3,
      onFailure,
      onSuccess,
    });

    expect(result).toEqual({ ok: false, failureInfo: body, error, key: 3 });
    expect(onFailure).toHaveBeenCalledWith(body, { key: 3, error });
    expect(onSuccess).not.toHaveBeenCalled();
    expect(uploadSlice.selectRequest(store.getState(), 'deleteFile')).toEqual({
      data: undefined,
      status: 'FAILURE',
      failureInfo: body,
      key: 3,
    });
    expect(store.getState().loading).toEqual({});
    expect(actions).toEqual([
      'upload/deleteFile/REQUEST',
      'loading/startLoading',
      'upload/deleteFile/FAILURE',
      'loading/finishLoading',
    ]);
  });

  test('anything else thrown is stored as INTERNAL_ERROR', async () => {
    const { store } = createStore();
    const result = await runRequest(store.dispatch, uploadSlice, 'deleteFile', () => {
      throw new SyntaxError('Unexpected token <');
    });
    expect(result.ok).toBe(false);
    expect(uploadSlice.selectRequest(store.getState(), 'deleteFile').failureInfo).toEqual({
      code: 'INTERNAL_ERROR',
      message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    });
  });

  test('loading finishes even when a callback throws', async () => {
    const { store } = createStore();
    const pending = runRequest(store.dispatch, uploadSlice, 'deleteFile', async () => ({ deleted: 'x' }), {
      onSuccess: () => {
        throw new Error('callback broke');
      },
    });
    await expect(pending).rejects.toThrow('callback broke');
    expect(uploadSlice.selectRequest(store.getState(), 'deleteFile').status).toBe('SUCCESS');
    expect(selectIsLoading(store.getState(), 'upload/deleteFile')).toBe(false);
  });
});
