import { type AdminPartnerSummary, adminPartnerPageSchema, type Page } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface PartnerListParams {
  query?: string;
  page: number;
  size: number;
}

/** `GET /api/admin/partners?query=&page=&size=`: partner forwarders by name. */
export function getPartners(
  params: PartnerListParams,
  signal?: AbortSignal,
): Promise<Page<AdminPartnerSummary>> {
  return apiClient.get('admin', '/partners', {
    query: { ...params },
    schema: adminPartnerPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const partnersQueryOptions = (params: PartnerListParams) =>
  queryOptions({
    queryKey: queryKeys.partners.list(params),
    queryFn: ({ signal }) => getPartners(params, signal),
    placeholderData: keepPreviousData,
  });

export function usePartners(params: PartnerListParams) {
  return useQuery(partnersQueryOptions(params));
}
