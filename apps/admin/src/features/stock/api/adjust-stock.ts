import { type AdminStockAdjustRequest, type StockChangeResult, stockChangeResultSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/admin/stock/adjust`: +n found, −n missing, with the reason (409 INSUFFICIENT_STOCK below what is reserved). */
export function adjustStock(request: AdminStockAdjustRequest): Promise<StockChangeResult> {
  return apiClient.post('admin', '/stock/adjust', request, { schema: stockChangeResultSchema });
}

export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustStock,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.stock.lists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.warehouseLocations.lists() });
    },
  });
}
