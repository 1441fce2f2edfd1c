import { type ExchangeRatesOnDate, exchangeRatesSchema, type PutExchangeRatesRequest } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `PUT /api/admin/exchange-rates/{date}`: the day's rates become exactly these (audited). */
export function putDayRates(date: string, request: PutExchangeRatesRequest): Promise<ExchangeRatesOnDate> {
  return apiClient.put('admin', `/exchange-rates/${encodeURIComponent(date)}`, request, {
    schema: exchangeRatesSchema,
  });
}

export function usePutDayRates(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PutExchangeRatesRequest) => putDayRates(date, request),
    // Every day's answer may now be this day's (the latest on or before it): read them again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.exchangeRates.all }),
  });
}
