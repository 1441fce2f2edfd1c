import { type ApiClient, cacheFor } from '@baro/client';
import { type Team, teamSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/teams/me`: the caller's team, its members (master, admins, members) and `myRole`. */
export function getTeam(signal?: AbortSignal, client: ApiClient = apiClient): Promise<Team> {
  return client.get('shipping', '/teams/me', { schema: teamSchema, ...(signal ? { signal } : {}) });
}

export const teamQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.team.all,
    queryFn: ({ signal }) => getTeam(signal),
    ...cacheFor('fiveMinutes'),
  });

export function useTeam() {
  return useQuery(teamQueryOptions());
}
