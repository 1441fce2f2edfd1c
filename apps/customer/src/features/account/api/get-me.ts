import type { ApiClient } from '@baro/client';
import { type UserProfile, userProfileSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { cacheFor } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/users/me`: the signed-in user's profile, team and managers. */
export function getMe(signal?: AbortSignal, client: ApiClient = apiClient): Promise<UserProfile> {
  return client.get('shipping', '/users/me', { schema: userProfileSchema, ...(signal ? { signal } : {}) });
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me.all,
    queryFn: ({ signal }) => getMe(signal),
    ...cacheFor('fiveMinutes'),
  });

/** The profile, while `enabled` (a session exists). */
export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions(), enabled });
}
