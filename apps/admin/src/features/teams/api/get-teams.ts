import { type AdminTeamSummary, adminTeamPageSchema, type Page } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface TeamListParams {
  query?: string;
  page: number;
  size: number;
}

/** `GET /api/admin/teams?query=&page=&size=`: customer teams, newest first. */
export function getTeams(params: TeamListParams, signal?: AbortSignal): Promise<Page<AdminTeamSummary>> {
  return apiClient.get('admin', '/teams', {
    query: { ...params },
    schema: adminTeamPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const teamsQueryOptions = (params: TeamListParams) =>
  queryOptions({
    queryKey: queryKeys.teams.list(params),
    queryFn: ({ signal }) => getTeams(params, signal),
    placeholderData: keepPreviousData,
  });

export function useTeams(params: TeamListParams) {
  return useQuery(teamsQueryOptions(params));
}
