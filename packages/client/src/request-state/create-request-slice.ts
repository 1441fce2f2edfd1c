import type { ErrorBody } from '@baro/core';
import { createAction, createSlice, type PayloadActionCreator, type Reducer } from '@reduxjs/toolkit';
import {
  type DataOf,
  EMPTY_REQUEST_STATE,
  type RequestKey,
  type RequestState,
  type RequestTypeDefinitions,
} from './request-state.ts';

/** The state of a request slice: one {@link RequestState} per request type. */
export type RequestSliceState<Types extends RequestTypeDefinitions> = {
  readonly [Type in keyof Types]: RequestState<DataOf<Types[Type]>>;
};

/** A request may carry a key; the loading flag and the result echo it. */
export interface KeyedPayload {
  readonly key?: RequestKey | undefined;
}

/** The four actions of one request type (SPEC §4), typed `slice/requestType/INIT` and so on. */
export interface RequestActions<Data> {
  /** Resets the request type to empty. */
  readonly init: PayloadActionCreator<void>;
  /** A request starts. It leaves the last result in place; the loading slice says it is running. */
  readonly request: PayloadActionCreator<KeyedPayload | undefined>;
  /** Stores the data with status SUCCESS and clears the last failure. */
  readonly success: PayloadActionCreator<KeyedPayload & { readonly data: Data }>;
  /** Stores the error body with status FAILURE; the last data stays. */
  readonly failure: PayloadActionCreator<KeyedPayload & { readonly failureInfo: ErrorBody }>;
}

export interface RequestSlice<Name extends string, Types extends RequestTypeDefinitions> {
  readonly name: Name;
  /** Where the slice is mounted in the store (its name), for `combineSlices`. */
  readonly reducerPath: Name;
  readonly reducer: Reducer<RequestSliceState<Types>>;
  readonly requestTypes: readonly (keyof Types & string)[];
  readonly actions: { readonly [Type in keyof Types]: RequestActions<DataOf<Types[Type]>> };
  getInitialState(): RequestSliceState<Types>;
  /** The loading-slice type of a request type: `auth/findPassword`. */
  loadingType(type: keyof Types & string): string;
  /** The state of one request type, from the root state the slice is mounted in. */
  selectRequest<Type extends keyof Types & string>(
    rootState: { readonly [Path in Name]: RequestSliceState<Types> },
    type: Type,
  ): RequestState<DataOf<Types[Type]>>;
}

export interface CreateRequestSliceOptions<Name extends string, Types extends RequestTypeDefinitions> {
  /** The slice name and its place in the store (SPEC §3: `auth`, `support`, `fulfillment`, …). */
  readonly name: Name;
  /** Each request type with the type of its data, declared with `requestType<Data>()`. */
  readonly requestTypes: Types;
}

/**
 * The request-state pattern of SPEC §3/§4 as one factory: a slice holding one
 * `{ data, status, failureInfo, key }` per request type, and for each type the actions
 *
 * - `INIT`    → back to empty;
 * - `REQUEST` → a request starts (loading is tracked by the `loading` slice, keyed by
 *               `slice/type` and the optional key, see runRequest);
 * - `SUCCESS` → `data` stored, status SUCCESS;
 * - `FAILURE` → the error body stored as `failureInfo`, status FAILURE.
 *
 * The slice holds no fetching logic: runRequest drives the sequence for a fetcher, so the same
 * slice serves requests made through the API client, a query cache or a test.
 *
 *     export const authSlice = createRequestSlice({
 *       name: 'auth',
 *       requestTypes: { findPassword: requestType<undefined>() },
 *     });
 *     dispatch(authSlice.actions.findPassword.init());
 *     authSlice.selectRequest(state, 'findPassword').status;
 */
export function createRequestSlice<const Name extends string, const Types extends RequestTypeDefinitions>(
  options: CreateRequestSliceOptions<Name, Types>,
): RequestSlice<Name, Types> {
  const { name } = options;
  const requestTypes = Object.keys(options.requestTypes) as (keyof Types & string)[];
  type State = Record<string, RequestState<unknown>>;
  type AnyActions = RequestActions<unknown>;

  const actions: Record<string, AnyActions> = {};
  for (const type of requestTypes) {
    const prefix = `${name}/${type}`;
    actions[type] = {
      init: createAction<void>(`${prefix}/INIT`),
      request: createAction<KeyedPayload | undefined>(`${prefix}/REQUEST`),
      success: createAction<KeyedPayload & { readonly data: unknown }>(`${prefix}/SUCCESS`),
      failure: createAction<KeyedPayload & { readonly failureInfo: ErrorBody }>(`${prefix}/FAILURE`),
    };
  }

  const initialState: State = {};
  for (const type of requestTypes) initialState[type] = EMPTY_REQUEST_STATE;

  const slice = createSlice({
    name,
    initialState,
    reducers: {},
    extraReducers: (builder) => {
      for (const type of requestTypes) {
        const typeActions = actions[type] as AnyActions;
        builder
          .addCase(typeActions.init, (state) => {
            state[type] = EMPTY_REQUEST_STATE;
          })
          .addCase(typeActions.success, (state, { payload }) => {
            state[type] = { data: payload.data, status: 'SUCCESS', failureInfo: undefined, key: payload.key };
          })
          .addCase(typeActions.failure, (state, { payload }) => {
            const previous = state[type] ?? EMPTY_REQUEST_STATE;
            state[type] = {
              data: previous.data,
              status: 'FAILURE',
              failureInfo: payload.failureInfo,
              key: payload.key,
            };
          });
      }
    },
  });

  return {
    name,
    reducerPath: name,
    reducer: slice.reducer as unknown as Reducer<RequestSliceState<Types>>,
    requestTypes,
    actions: actions as unknown as RequestSlice<Name, Types>['actions'],
    getInitialState: () => slice.getInitialState() as unknown as RequestSliceState<Types>,
    loadingType: (type) => `${name}/${type}`,
    selectRequest: (rootState, type) =>
      (rootState[name] as Record<string, RequestState<never>>)[type] ?? EMPTY_REQUEST_STATE,
  };
}
