import { type AdminHolidayYear, adminHolidayYearSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/admin/holidays?year=`: SPEC §9's holidays of the year and staff's. */
export function getHolidayYear(year: number, signal?: AbortSignal): Promise<AdminHolidayYear> {
  return apiClient.get('admin', '/holidays', {
    query: { year },
    schema: adminHolidayYearSchema,
    ...(signal ? { signal } : {}),
  });
}

export const holidayYearQueryOptions = (year: number) =>
  queryOptions({
    queryKey: queryKeys.calendar.detail(String(year)),
    queryFn: ({ signal }) => getHolidayYear(year, signal),
    placeholderData: keepPreviousData,
  });

export function useHolidayYear(year: number) {
  return useQuery(holidayYearQueryOptions(year));
}
