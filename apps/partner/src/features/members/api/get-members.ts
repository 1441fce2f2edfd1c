import { cacheFor } from '@baro/client';
import { type PartnerMemberList, partnerMemberListSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/partner/members`: the caller's partner and its users. */
export function getMembers(signal?: AbortSignal): Promise<PartnerMemberList> {
  return apiClient.get('partner', '/members', {
    schema: partnerMemberListSchema,
    ...(signal ? { signal } : {}),
  });
}

export const membersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.members.all,
    queryFn: ({ signal }) => getMembers(signal),
    ...cacheFor('fiveMinutes'),
  });

export function useMembers() {
  return useQuery(membersQueryOptions());
}
