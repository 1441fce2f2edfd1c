import { selectIsLoading, useLanguage } from '@baro/client';
import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/store.ts';
import { supportSlice } from '../../../store/support-slice.ts';
import { runSupportRequest, type SupportData, type SupportRequestType } from './run-support-request.ts';

/**
 * One SPEC §3 support request state driving a screen: runs the request when the screen opens and
 * whenever `requestKey` (the query, the language) changes, and answers the slice's data, status
 * and failure with the loading flag. `skip` leaves what the store already holds (the article the
 * server rendered, SPEC §4).
 */
export function useSupportRequest<Type extends SupportRequestType>(
  type: Type,
  fetcher: (signal: AbortSignal) => Promise<SupportData<Type>>,
  requestKey: string,
  options: { skip?: (data: SupportData<Type> | undefined) => boolean } = {},
) {
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const state = useAppSelector((root) => root.support[type]);
  const loading = useAppSelector((root) => selectIsLoading(root, supportSlice.loadingType(type)));
  const key = `${requestKey}|${language}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is named by `key`
  const run = useCallback(() => {
    const controller = new AbortController();
    void runSupportRequest(dispatch, type, () => fetcher(controller.signal), key);
    return () => controller.abort();
  }, [dispatch, type, key]);

  const skipped = options.skip?.(state.data as SupportData<Type> | undefined) ?? false;
  useEffect(() => (skipped ? undefined : run()), [run, skipped]);

  // A result of an earlier query (another page, another language) is not shown as this one's.
  const current = state.key === key || skipped;
  return {
    data: current ? (state.data as SupportData<Type> | undefined) : undefined,
    status: current ? state.status : undefined,
    failureInfo: current ? state.failureInfo : undefined,
    loading: loading || (!current && !skipped),
    retry: run,
  };
}
