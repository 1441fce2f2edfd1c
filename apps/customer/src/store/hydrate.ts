import { createAction } from '@reduxjs/toolkit';

/**
 * State rendered on the server, as it arrives (SPEC §4). Only `support.GET_DETAIL` is taken over
 * (see supportReducer); anything else in it is ignored, so a stale or hostile payload cannot
 * overwrite the session's request states.
 */
export interface ServerState {
  readonly support?: { readonly GET_DETAIL?: unknown; readonly [type: string]: unknown } | undefined;
  readonly [slice: string]: unknown;
}

/** Merges server-rendered state into the client store. */
export const hydrate = createAction<ServerState>('store/HYDRATE');
