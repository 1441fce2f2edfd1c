import { type ApiClient, runRequest, selectIsLoading } from '@baro/client';
import {
  type ApplyFulfillmentRequest,
  type FulfillmentApplication,
  fulfillmentApplicationSchema,
} from '@baro/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { fulfillmentSlice } from '../../../store/fulfillment-slice.ts';
import { useAppDispatch, useAppSelector } from '../../../store/store.ts';

/**
 * `PATCH /api/users/apply/fullfillment` (SPEC §7, spelled so; main API): a new application, or a
 * changed one while pending or after a rejection → the application. 409 FULFILLMENT_ALREADY_APPROVED
 * once approved.
 */
export function applyForFulfillment(
  body: ApplyFulfillmentRequest,
  client: ApiClient = apiClient,
): Promise<FulfillmentApplication> {
  return client.patch('shipping', '/users/apply/fullfillment', body, {
    schema: fulfillmentApplicationSchema,
  });
}

/**
 * Applies through the SPEC §3 `fulfillment.applyFulfillment` request state (status, failureInfo,
 * loading), reset when the form opens and closes; the answer becomes the cached application.
 */
export function useApplyFulfillment(client: ApiClient = apiClient) {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const state = useAppSelector((root) => fulfillmentSlice.selectRequest(root, 'applyFulfillment'));
  const loading = useAppSelector((root) =>
    selectIsLoading(root, fulfillmentSlice.loadingType('applyFulfillment')),
  );

  useEffect(() => {
    const reset = () => {
      dispatch(fulfillmentSlice.actions.applyFulfillment.init());
    };
    reset();
    return reset;
  }, [dispatch]);

  const submit = useCallback(
    (body: ApplyFulfillmentRequest) =>
      runRequest(dispatch, fulfillmentSlice, 'applyFulfillment', () => applyForFulfillment(body, client), {
        onSuccess: (application) =>
          queryClient.setQueryData(queryKeys.fulfillmentApplication.all, application),
      }),
    [dispatch, client, queryClient],
  );

  return { status: state.status, failureInfo: state.failureInfo, loading, submit };
}
