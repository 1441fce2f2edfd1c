import { authSlice, loadingSlice } from '@baro/client';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { downloadSlice } from './download-slice.ts';
import { fulfillmentSlice } from './fulfillment-slice.ts';
import { hydrate, type ServerState } from './hydrate.ts';
import { supportReducer } from './support-slice.ts';
import { uploadSlice } from './upload-slice.ts';

/**
 * The Redux store holds ONLY the request-state slices of SPEC §3 (DESIGN §3): auth, support,
 * loading, download, upload and fulfillment. Server data that screens cache goes to TanStack
 * Query (`@baro/client`'s createQueryClient, ADR 0006), form state stays in the forms, UI state in components.
 */
export const rootReducer = combineSlices(
  authSlice,
  { reducerPath: 'support' as const, reducer: supportReducer },
  loadingSlice,
  downloadSlice,
  uploadSlice,
  fulfillmentSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

export interface CreateAppStoreOptions {
  /** Server-rendered state to merge in (SPEC §4: only the support detail entry is taken over). */
  readonly serverState?: ServerState;
}

/** A new store; the app makes one at start, every test its own. */
export function createAppStore(options: CreateAppStoreOptions = {}) {
  const store = configureStore({ reducer: rootReducer });
  if (options.serverState) store.dispatch(hydrate(options.serverState));
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
