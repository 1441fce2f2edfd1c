import type { ApiClient } from '@baro/client';
import { type OrderImportResult, orderImportResultSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `POST /api/fulfillment/orders/import {key}` → 201 every order of the sheet, or 400
 * ORDER_IMPORT_INVALID naming each bad cell (`rows.{row}.{column}`) with no order created.
 */
export function importOrders(key: string, client: ApiClient = apiClient): Promise<OrderImportResult> {
  return client.post('fulfillment', '/orders/import', { key }, { schema: orderImportResultSchema });
}

export function useImportOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => importOrders(key),
    onSuccess: () => {
      for (const scope of [
        queryKeys.skus,
        queryKeys.kits,
        queryKeys.inventory,
        queryKeys.fulfillmentDashboard,
      ]) {
        void queryClient.invalidateQueries({ queryKey: scope.all });
      }
      return queryClient.invalidateQueries({ queryKey: queryKeys.fulfillmentOrders.all });
    },
  });
}
