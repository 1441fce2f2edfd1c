import { type AdminTeamDetail, adminTeamDetailSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/admin/teams/{id}`: members (master first) with managers, and the invitations. */
export function getTeam(id: string, signal?: AbortSignal): Promise<AdminTeamDetail> {
  return apiClient.get('admin', `/teams/${encodeURIComponent(id)}`, {
    schema: adminTeamDetailSchema,
    ...(signal ? { signal } : {}),
  });
}

export const teamQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.teams.detail(id), queryFn: ({ signal }) => getTeam(id, signal) });

export function useTeam(id: string) {
  return useQuery(teamQueryOptions(id));
}
