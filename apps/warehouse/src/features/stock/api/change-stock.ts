import {
  type StockAdjustRequest,
  type StockChangeResult,
  type StockMoveRequest,
  stockChangeResultSchema,
} from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/warehouse/stock/adjust`: a counted difference (+found / −missing) at a location, with the reason. */
export function adjustStock(request: StockAdjustRequest): Promise<StockChangeResult> {
  return apiClient.post('shipping', '/warehouse/stock/adjust', request, { schema: stockChangeResultSchema });
}

/** `POST /api/warehouse/stock/move`: putaway or replenishment, from one location to another. */
export function moveStock(request: StockMoveRequest): Promise<StockChangeResult> {
  return apiClient.post('shipping', '/warehouse/stock/move', request, { schema: stockChangeResultSchema });
}

function useStockChange<Request>(run: (request: Request) => Promise<StockChangeResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stock.all }),
  });
}

export const useAdjustStock = () => useStockChange(adjustStock);
export const useMoveStock = () => useStockChange(moveStock);
