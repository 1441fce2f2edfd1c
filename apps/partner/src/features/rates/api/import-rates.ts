import { type RateImportMode, type RateImportResult, rateImportResultSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/partner/rates/import {key, mode}`: all or nothing (400 RATE_IMPORT_INVALID lists every bad row). */
export function importRates(key: string, mode: RateImportMode): Promise<RateImportResult> {
  return apiClient.post('partner', '/rates/import', { key, mode }, { schema: rateImportResultSchema });
}

export function useImportRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, mode }: { key: string; mode: RateImportMode }) => importRates(key, mode),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.rates.all }),
  });
}
