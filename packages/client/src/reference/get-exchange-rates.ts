import { type ExchangeRatesOnDate, exchangeRatesSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/create-api-client.ts';
import { cacheFor } from '../query/create-query-client.ts';
import { kitQueryKeys } from '../query/query-keys.ts';
import { useApiClient } from '../react/api-client-context.tsx';

/** `GET /api/exchange-rates[?date=]`: KRW per unit of each currency on a Seoul day (today by default). */
export function getExchangeRates(
  client: ApiClient,
  date?: string,
  signal?: AbortSignal,
): Promise<ExchangeRatesOnDate> {
  return client.get('shipping', '/exchange-rates', {
    query: { date },
    schema: exchangeRatesSchema,
    ...(signal ? { signal } : {}),
  });
}

export const exchangeRatesQueryOptions = (client: ApiClient, date?: string) =>
  queryOptions({
    queryKey: kitQueryKeys.exchangeRates.detail(date ?? 'today'),
    queryFn: ({ signal }) => getExchangeRates(client, date, signal),
    ...cacheFor('oneHour'),
  });

export function useExchangeRates(date?: string) {
  const client = useApiClient();
  return useQuery(exchangeRatesQueryOptions(client, date));
}
