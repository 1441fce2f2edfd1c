import { type ExchangeRateImportResult, exchangeRateImportResultSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/admin/exchange-rates/import {key}`: all or nothing (400 EXCHANGE_RATE_IMPORT_INVALID names every bad cell). */
export function importRates(key: string): Promise<ExchangeRateImportResult> {
  return apiClient.post(
    'admin',
    '/exchange-rates/import',
    { key },
    { schema: exchangeRateImportResultSchema },
  );
}

export function useImportRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRates,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.exchangeRates.all }),
  });
}
