import { type ApiClient, runRequest, selectIsLoading } from '@baro/client';
import { type CancelOrdersResult, cancelOrdersResultSchema } from '@baro/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { fulfillmentSlice } from '../../../store/fulfillment-slice.ts';
import { useAppDispatch, useAppSelector } from '../../../store/store.ts';

/**
 * `POST /api/fulfillment/canceling/user {orderIds}` (SPEC §7) → `{canceled, refused: [{id, code}]}`:
 * waiting and allocated orders cancel (again harmlessly); later ones are refused
 * (ORDER_ALREADY_PICKING), another team's with NOT_FOUND.
 */
export function cancelOrders(
  orderIds: readonly string[],
  client: ApiClient = apiClient,
): Promise<CancelOrdersResult> {
  return client.post('fulfillment', '/canceling/user', { orderIds }, { schema: cancelOrdersResultSchema });
}

/**
 * Cancels through the SPEC §3 `fulfillment.cancelShippingItem` request state; the orders, stock and
 * overview are asked again afterwards.
 */
export function useCancelOrders(client: ApiClient = apiClient) {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const loading = useAppSelector((root) =>
    selectIsLoading(root, fulfillmentSlice.loadingType('cancelShippingItem')),
  );

  useEffect(
    () => () => {
      dispatch(fulfillmentSlice.actions.cancelShippingItem.init());
    },
    [dispatch],
  );

  const cancel = useCallback(
    (orderIds: readonly string[]) =>
      runRequest(dispatch, fulfillmentSlice, 'cancelShippingItem', () => cancelOrders(orderIds, client), {
        onSuccess: () => {
          for (const scope of [
            queryKeys.fulfillmentOrders,
            queryKeys.skus,
            queryKeys.kits,
            queryKeys.inventory,
            queryKeys.fulfillmentDashboard,
          ]) {
            void queryClient.invalidateQueries({ queryKey: scope.all });
          }
        },
      }),
    [dispatch, client, queryClient],
  );

  return { cancel, loading };
}
