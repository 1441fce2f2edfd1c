import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { describe, expect, test } from 'vitest';
import { loadingSlice, selectIsLoading } from '../request-state/loading-slice.ts';
import { createHarness } from '../testing/client-harness.ts';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { authSlice, selectFindPassword } from './auth-slice.ts';
import { requestFindPassword } from './find-password.ts';

function createStore() {
  return configureStore({ reducer: combineSlices(authSlice, loadingSlice) });
}

describe('auth.findPassword', () => {
  test('POSTs the e-mail to /auth/find/password and ends in SUCCESS', async () => {
    const { client, fetch } = createHarness(() => new Response(null, { status: 202 }));
    const store = createStore();

    const pending = requestFindPassword(store.dispatch, client, { email: 'customer@baro.demo' });
    expect(selectIsLoading(store.getState(), authSlice.loadingType('findPassword'))).toBe(true);
    await expect(pending).resolves.toEqual({ ok: true, data: undefined, key: undefined });

    expect(fetch.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/auth/find/password',
        body: { email: 'customer@baro.demo' },
      }),
    ]);
    expect(selectFindPassword(store.getState())).toMatchObject({ status: 'SUCCESS', failureInfo: undefined });
    expect(selectIsLoading(store.getState(), 'auth/findPassword')).toBe(false);
  });

  test('stores the error body as failureInfo', async () => {
    const body = {
      code: 'VALIDATION_FAILED',
      message: '입력한 내용을 다시 확인해 주세요.',
      fields: { email: '형식' },
    };
    const { client } = createHarness(() => jsonResponse(400, body));
    const store = createStore();

    await requestFindPassword(store.dispatch, client, { email: 'nope' });
    expect(selectFindPassword(store.getState())).toEqual({
      data: undefined,
      status: 'FAILURE',
      failureInfo: body,
      key: undefined,
    });

    store.dispatch(authSlice.actions.findPassword.init());
    expect(selectFindPassword(store.getState()).status).toBeUndefined();
  });
});
