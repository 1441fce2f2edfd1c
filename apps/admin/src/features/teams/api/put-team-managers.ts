import { type AdminTeamDetail, adminTeamDetailSchema, type PutManagersRequest } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `PUT /api/admin/teams/{id}/managers`: the same three managers for every member. */
export function putTeamManagers(id: string, managers: PutManagersRequest): Promise<AdminTeamDetail> {
  return apiClient.put('admin', `/teams/${encodeURIComponent(id)}/managers`, managers, {
    schema: adminTeamDetailSchema,
  });
}

export function usePutTeamManagers(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (managers: PutManagersRequest) => putTeamManagers(id, managers),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.teams.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
    },
  });
}
