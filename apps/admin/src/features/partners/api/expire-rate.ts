import { type PartnerRate, partnerRateSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/admin/rates/{id}/expire`: not offered from today (Seoul) on. */
export function expireRate(id: string): Promise<PartnerRate> {
  return apiClient.post('admin', `/rates/${encodeURIComponent(id)}/expire`, undefined, {
    schema: partnerRateSchema,
  });
}

export function useExpireRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: expireRate,
    onSuccess: (rate) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.rates.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.partners.detail(rate.partner.id) });
    },
  });
}
