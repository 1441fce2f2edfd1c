import { type AdminPartnerDetail, adminPartnerDetailSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/admin/partners/{id}`: administrators, rate counts, quote outcomes and win rate. */
export function getPartner(id: string, signal?: AbortSignal): Promise<AdminPartnerDetail> {
  return apiClient.get('admin', `/partners/${encodeURIComponent(id)}`, {
    schema: adminPartnerDetailSchema,
    ...(signal ? { signal } : {}),
  });
}

export const partnerQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.partners.detail(id), queryFn: ({ signal }) => getPartner(id, signal) });

export function usePartner(id: string) {
  return useQuery(partnerQueryOptions(id));
}
