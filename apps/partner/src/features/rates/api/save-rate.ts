import { type PartnerRate, type PartnerRateRequest, partnerRateSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/partner/rates` → 201 (a new rate), or `PUT /api/partner/rates/{id}` (the whole rate) → 200. */
export function saveRate(id: string | null, rate: PartnerRateRequest): Promise<PartnerRate> {
  return id === null
    ? apiClient.post('partner', '/rates', rate, { schema: partnerRateSchema })
    : apiClient.put('partner', `/rates/${encodeURIComponent(id)}`, rate, { schema: partnerRateSchema });
}

export function useSaveRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rate }: { id: string | null; rate: PartnerRateRequest }) => saveRate(id, rate),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.rates.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rates.lists() });
    },
  });
}
