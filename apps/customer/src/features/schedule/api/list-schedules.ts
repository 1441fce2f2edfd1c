import { type ApiClient, cacheFor } from '@baro/client';
import { type VesselSchedulePage, vesselSchedulePageSchema } from '@baro/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The schedule list's filters: sea ports (codes, '' for any) and the first departure day (Seoul). */
export interface ScheduleFilters {
  readonly pol: string;
  readonly pod: string;
  /** `YYYY-MM-DD`; '' for today (the server's default). */
  readonly from: string;
}

/**
 * `GET /api/forwarding/schedules?pol=&pod=&from=&cursor=`: sailings departing on or after `from`,
 * by departure; `nextCursor` (opaque) asks for the page after, null on the last one.
 */
export function listSchedules(
  filters: ScheduleFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<VesselSchedulePage> {
  return client.get('shipping', '/forwarding/schedules', {
    query: {
      pol: filters.pol || undefined,
      pod: filters.pod || undefined,
      from: filters.from || undefined,
      cursor,
    },
    schema: vesselSchedulePageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const schedulesQueryOptions = (filters: ScheduleFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.schedules.list({ pol: filters.pol, pod: filters.pod, from: filters.from }),
    queryFn: ({ pageParam, signal }) => listSchedules(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: VesselSchedulePage) => last.nextCursor ?? undefined,
    ...cacheFor('fiveMinutes'),
  });

/** The sailings page by page (keyset); `fetchNextPage` loads the next one. */
export function useSchedules(filters: ScheduleFilters) {
  return useInfiniteQuery(schedulesQueryOptions(filters));
}
