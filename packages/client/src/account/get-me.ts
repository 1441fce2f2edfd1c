import type { UserProfile } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/create-api-client.ts';
import { lazySchema } from '../api/lazy-schema.ts';
import { cacheFor } from '../query/create-query-client.ts';
import { kitQueryKeys } from '../query/query-keys.ts';
import { useApiClient } from '../react/api-client-context.tsx';

// Loaded with the first answer: the shell asks for the user on the first page of a session.
const userProfile = lazySchema(() =>
  import('@baro/core/contracts/users').then((contract) => contract.userProfileSchema),
);

/** `GET /api/users/me`: who is signed in — kind, profile, team or partner or warehouse, managers. */
export function getMe(client: ApiClient, signal?: AbortSignal): Promise<UserProfile> {
  userProfile.preload();
  return client.get('shipping', '/users/me', { schema: userProfile, ...(signal ? { signal } : {}) });
}

export const meQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: kitQueryKeys.me.all,
    queryFn: ({ signal }) => getMe(client, signal),
    ...cacheFor('fiveMinutes'),
  });

/** The signed-in user, while `enabled` (a session exists). */
export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({ ...meQueryOptions(client), enabled });
}
