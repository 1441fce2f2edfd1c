import { type ScheduleListQuery, type VesselSchedulePage, vesselSchedulePageSchema } from '@baro/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type ScheduleFilters = Pick<ScheduleListQuery, 'pol' | 'pod' | 'from'>;

/** `GET /api/forwarding/schedules?pol=&pod=&from=&cursor=&size=`: sailings by departure, a page at a time. */
export function getSchedules(
  filters: ScheduleFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<VesselSchedulePage> {
  return apiClient.get('shipping', '/forwarding/schedules', {
    query: { ...filters, size: 50, ...(cursor ? { cursor } : {}) },
    schema: vesselSchedulePageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const schedulesQueryOptions = (filters: ScheduleFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.schedules.list(filters),
    queryFn: ({ pageParam, signal }) => getSchedules(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useSchedules(filters: ScheduleFilters) {
  return useInfiniteQuery(schedulesQueryOptions(filters));
}
