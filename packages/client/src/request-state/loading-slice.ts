import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RequestKey } from './request-state.ts';

/** The requests of one type in flight: all of them, and those with each key. */
export interface LoadingEntry {
  readonly count: number;
  readonly keys: Readonly<Record<string, number>>;
}

/**
 * SPEC §3 `loading`: which request types are in flight, keyed by `slice/requestType`
 * (`auth/findPassword`). Counts rather than flags, so that when two requests of a type overlap the
 * first one to finish does not clear the flag of the other. Types with nothing in flight are
 * removed, so the state only ever holds what is loading now.
 */
export type LoadingState = Readonly<Record<string, LoadingEntry>>;

/** Names one request in flight: its type and, optionally, its key. */
export interface LoadingTarget {
  readonly type: string;
  readonly key?: RequestKey | undefined;
}

const initialState: LoadingState = {};

export const loadingSlice = createSlice({
  name: 'loading',
  initialState,
  reducers: {
    startLoading(state, action: PayloadAction<LoadingTarget>) {
      const { type, key } = action.payload;
      state[type] ??= { count: 0, keys: {} };
      const entry = state[type];
      entry.count += 1;
      if (key !== undefined) entry.keys[String(key)] = (entry.keys[String(key)] ?? 0) + 1;
    },
    finishLoading(state, action: PayloadAction<LoadingTarget>) {
      const { type, key } = action.payload;
      const entry = state[type];
      if (!entry) return;
      if (key !== undefined) {
        const left = (entry.keys[String(key)] ?? 0) - 1;
        if (left > 0) entry.keys[String(key)] = left;
        else delete entry.keys[String(key)];
      }
      entry.count -= 1;
      if (entry.count <= 0) delete state[type];
    },
  },
  selectors: {
    /**
     * Whether a request of `type` is in flight; with `key`, whether the one with that key is.
     * Without a key, a keyed request of the type counts too.
     */
    selectIsLoading(state: LoadingState, type: string, key?: RequestKey): boolean {
      const entry = state[type];
      if (!entry) return false;
      return key === undefined ? entry.count > 0 : (entry.keys[String(key)] ?? 0) > 0;
    },
  },
});

export const { startLoading, finishLoading } = loadingSlice.actions;
export const { selectIsLoading } = loadingSlice.selectors;
