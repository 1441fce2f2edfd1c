import { type ReturnInspectionList, returnInspectionListSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/warehouse/returns/{id}/inspections`: what inspection recorded, in order. */
export function getInspections(id: string, signal?: AbortSignal): Promise<ReturnInspectionList> {
  return apiClient.get('shipping', `/warehouse/returns/${encodeURIComponent(id)}/inspections`, {
    schema: returnInspectionListSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useInspections(id: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.returns.detail(id, { part: 'inspections' }),
      queryFn: ({ signal }) => getInspections(id, signal),
      enabled,
    }),
  );
}
