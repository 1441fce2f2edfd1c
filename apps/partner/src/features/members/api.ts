import { type PartnerMemberList, partnerMemberListSchema } from '@baro/core';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api.ts';
import { cacheFor } from '../../lib/query-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** `GET /api/partner/members`: the caller's partner and its users. */
export function listMembers(signal?: AbortSignal): Promise<PartnerMemberList> {
  return apiClient.get('partner', '/members', {
    schema: partnerMemberListSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useMembers() {
  return useQuery({
    queryKey: queryKeys.members.all,
    queryFn: ({ signal }) => listMembers(signal),
    ...cacheFor('fiveMinutes'),
  });
}
