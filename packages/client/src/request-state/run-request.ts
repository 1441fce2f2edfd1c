import type { ErrorBody } from '@baro/core';
import type { Dispatch } from '@reduxjs/toolkit';
import type { RequestSlice } from './create-request-slice.ts';
import { finishLoading, startLoading } from './loading-slice.ts';
import type { DataOf, RequestKey, RequestTypeDefinitions } from './request-state.ts';
import { toFailureInfo } from './to-failure-info.ts';

export interface RunRequestOptions<Data> {
  /** Tells apart requests of one type that run side by side; echoed on the result and in loading. */
  readonly key?: RequestKey;
  /** Runs after SUCCESS is stored. */
  readonly onSuccess?: (data: Data, meta: { readonly key: RequestKey | undefined }) => void;
  /** Runs after FAILURE is stored; `error` is what the fetcher threw. */
  readonly onFailure?: (
    failureInfo: ErrorBody,
    meta: { readonly key: RequestKey | undefined; readonly error: unknown },
  ) => void;
}

/** How a request ended; failures resolve too (they are in the store), so callers need no try/catch. */
export type RequestResult<Data> =
  | { readonly ok: true; readonly data: Data; readonly key: RequestKey | undefined }
  | {
      readonly ok: false;
      readonly failureInfo: ErrorBody;
      readonly error: unknown;
      readonly key: RequestKey | undefined;
    };

/**
 * Runs one request through the SPEC §4 sequence:
 * REQUEST and loading started → fetcher → SUCCESS with the data, or FAILURE with the error body →
 * the matching callback → loading finished, always, even when a callback throws (its error
 * then rejects the returned promise, after the store is settled).
 *
 *     await runRequest(dispatch, authSlice, 'findPassword', () => findPassword(client, { email }), {
 *       onSuccess: () => toast.success(t('auth.resetMailSent')),
 *     });
 */
export async function runRequest<
  Name extends string,
  Types extends RequestTypeDefinitions,
  Type extends keyof Types & string,
>(
  dispatch: Dispatch,
  slice: RequestSlice<Name, Types>,
  type: Type,
  fetcher: () => Promise<DataOf<Types[Type]>>,
  options: RunRequestOptions<DataOf<Types[Type]>> = {},
): Promise<RequestResult<DataOf<Types[Type]>>> {
  const { key } = options;
  const actions = slice.actions[type];
  const loading = { type: slice.loadingType(type), key };

  dispatch(actions.request({ key }));
  dispatch(startLoading(loading));
  try {
    let data: DataOf<Types[Type]>;
    try {
      data = await fetcher();
    } catch (error) {
      const failureInfo = toFailureInfo(error);
      dispatch(actions.failure({ failureInfo, key }));
      options.onFailure?.(failureInfo, { key, error });
      return { ok: false, failureInfo, error, key };
    }
    dispatch(actions.success({ data, key }));
    options.onSuccess?.(data, { key });
    return { ok: true, data, key };
  } finally {
    dispatch(finishLoading(loading));
  }
}
