import type { FindPasswordRequest } from '@baro/core';
import type { Dispatch } from '@reduxjs/toolkit';
import type { ApiClient } from '../api/create-api-client.ts';
import { type RequestResult, type RunRequestOptions, runRequest } from '../request-state/run-request.ts';
import { authSlice } from './auth-slice.ts';

export type { FindPasswordRequest };

/**
 * `POST /auth/find/password {email}` (SPEC §7). The server answers alike whether or not the
 * account exists (no account enumeration), so there is nothing to return.
 */
export async function findPassword(client: ApiClient, body: FindPasswordRequest): Promise<undefined> {
  await client.post('shipping', '/auth/find/password', body);
  return undefined;
}

/** Runs findPassword through `auth.findPassword`'s request state (status, failureInfo, loading). */
export function requestFindPassword(
  dispatch: Dispatch,
  client: ApiClient,
  body: FindPasswordRequest,
  options?: RunRequestOptions<undefined>,
): Promise<RequestResult<undefined>> {
  return runRequest(dispatch, authSlice, 'findPassword', () => findPassword(client, body), options);
}
