import type { ApiClient } from '@baro/client';
import { type UserProfile, userProfileSchema } from '@baro/core';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api.ts';
import { cacheFor } from '../../lib/query-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** `GET /api/users/me`: who is signed in (kind, partner). */
export function getMe(signal?: AbortSignal, client: ApiClient = apiClient): Promise<UserProfile> {
  return client.get('shipping', '/users/me', { schema: userProfileSchema, ...(signal ? { signal } : {}) });
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me.all,
    queryFn: ({ signal }) => getMe(signal),
    ...cacheFor('fiveMinutes'),
  });

export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions(), enabled });
}

/** `POST /api/auth/logout {refreshToken}` → 204: the session is revoked on the server. */
export async function logout(refreshToken: string, client: ApiClient = apiClient): Promise<void> {
  await client.post('shipping', '/auth/logout', { refreshToken });
}

export function useLogout() {
  return useMutation({ mutationFn: (refreshToken: string) => logout(refreshToken) });
}
