import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `DELETE /api/partner/rates/{id}` → 204. */
export async function deleteRate(id: string): Promise<void> {
  await apiClient.delete('partner', `/rates/${encodeURIComponent(id)}`);
}

export function useDeleteRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRate,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.rates.all }),
  });
}
