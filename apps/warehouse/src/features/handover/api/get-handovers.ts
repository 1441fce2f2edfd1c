import { type HandoverListQuery, type HandoverPage, handoverPageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type HandoverListParams = HandoverListQuery & { page: number; size: number };

/** `GET /api/warehouse/handovers?status=&parcelCompany=&warehouseId=&page=&size=`: manifests, newest first, with counts per status. */
export function getHandovers(params: HandoverListParams, signal?: AbortSignal): Promise<HandoverPage> {
  return apiClient.get('shipping', '/warehouse/handovers', {
    query: { ...params },
    schema: handoverPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const handoversQueryOptions = (params: HandoverListParams) =>
  queryOptions({
    queryKey: queryKeys.handovers.list(params),
    queryFn: ({ signal }) => getHandovers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useHandovers(params: HandoverListParams, enabled = true) {
  return useQuery({ ...handoversQueryOptions(params), enabled });
}
