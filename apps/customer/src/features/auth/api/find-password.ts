import {
  type ApiClient,
  authSlice,
  type FindPasswordRequest,
  requestFindPassword,
  selectFindPassword,
  selectIsLoading,
} from '@baro/client';
import { useCallback, useEffect } from 'react';
import { apiClient } from '../../../lib/api.ts';
import { useAppDispatch, useAppSelector } from '../../../store/store.ts';

/**
 * `POST /api/auth/find/password {email}` → 202 whether or not an account exists, through the
 * SPEC §3 `auth.findPassword` request slice (status SUCCESS/FAILURE, failureInfo, loading flag).
 * The slice is reset when the screen opens and when it closes, so a later visit starts empty.
 */
export function useFindPassword(client: ApiClient = apiClient) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectFindPassword);
  const loading = useAppSelector((root) => selectIsLoading(root, authSlice.loadingType('findPassword')));

  const reset = useCallback(() => {
    dispatch(authSlice.actions.findPassword.init());
  }, [dispatch]);

  useEffect(() => {
    reset();
    return reset;
  }, [reset]);

  const submit = useCallback(
    (body: FindPasswordRequest) => requestFindPassword(dispatch, client, body),
    [dispatch, client],
  );

  return { status: state.status, failureInfo: state.failureInfo, loading, submit, reset };
}
