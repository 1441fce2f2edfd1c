import { type PublicHolidayList, publicHolidayListSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/create-api-client.ts';
import { cacheFor } from '../query/create-query-client.ts';
import { kitQueryKeys } from '../query/query-keys.ts';
import { useApiClient } from '../react/api-client-context.tsx';

/**
 * `GET /api/calendar/holidays`: the staff-managed holidays every business-day rule counts on top
 * of SPEC §9's lists; a screen that works out a business day passes their dates to core's calendar.
 */
export function getExtraHolidays(client: ApiClient, signal?: AbortSignal): Promise<PublicHolidayList> {
  return client.get('shipping', '/calendar/holidays', {
    schema: publicHolidayListSchema,
    ...(signal ? { signal } : {}),
  });
}

export const extraHolidaysQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: kitQueryKeys.holidays.all,
    queryFn: ({ signal }) => getExtraHolidays(client, signal),
    ...cacheFor('oneHour'),
  });

/** The dates (`YYYY-MM-DD`) of the staff-managed holidays; empty while they load. */
export function useExtraHolidays(): readonly string[] {
  const client = useApiClient();
  const query = useQuery(extraHolidaysQueryOptions(client));
  return query.data?.items.map((holiday) => holiday.date) ?? [];
}
