import { type RequestKey, runRequest, selectIsLoading } from '@baro/client';
import type { ErrorBody } from '@baro/core';
import { useCallback, useEffect } from 'react';
import { fulfillmentSlice } from '../../../store/fulfillment-slice.ts';
import { type RootState, useAppDispatch, useAppSelector } from '../../../store/store.ts';

type DetailType = 'skuDetail' | 'groupSkuDetail' | 'shippingParcelTracking' | 'returningParcelTracking';
type DataOf<Type extends DetailType> = NonNullable<RootState['fulfillment'][Type]['data']>;

export interface DetailRequest<Data> {
  /** The entry's data for this id (none while another id's answer is in the entry). */
  readonly data: Data | undefined;
  /** The failure for this id, when the last request of it failed. */
  readonly failureInfo: ErrorBody | undefined;
  readonly loading: boolean;
  /** Asks again (after a change, or from an error's retry button). */
  readonly reload: () => Promise<unknown>;
}

/**
 * One detail of the SPEC §3 fulfillment slice (SKU detail, group SKU detail, a parcel's tracking) for one id: requested
 * when the screen opens (keyed by the id, so an answer for another id is never shown), reset when it
 * closes, so a later visit never flashes stale data.
 */
export function useDetailRequest<Type extends DetailType>(
  type: Type,
  id: string,
  fetcher: (id: string) => Promise<DataOf<Type>>,
): DetailRequest<DataOf<Type>> {
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => fulfillmentSlice.selectRequest(root, type));
  const loading = useAppSelector((root) => selectIsLoading(root, fulfillmentSlice.loadingType(type), id));

  const reload = useCallback(
    () =>
      // The slice's types are one union; this entry holds this fetcher's answer.
      runRequest(dispatch, fulfillmentSlice, type, (() => fetcher(id)) as never, { key: id as RequestKey }),
    [dispatch, type, fetcher, id],
  );

  useEffect(() => {
    void reload();
  }, [reload]);
  useEffect(() => () => void dispatch(fulfillmentSlice.actions[type].init()), [dispatch, type]);

  const mine = state.key === id;
  return {
    data: mine && state.status === 'SUCCESS' ? (state.data as DataOf<Type>) : undefined,
    failureInfo: mine && state.status === 'FAILURE' ? state.failureInfo : undefined,
    loading,
    reload,
  };
}
