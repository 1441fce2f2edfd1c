import type { ApiClient } from '@baro/client';
import { type Team, teamSchema, type UpdateTeamRequest } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `PATCH /api/teams/me {name}` (master, admin) → the team. */
export function updateTeam(body: UpdateTeamRequest, client: ApiClient = apiClient): Promise<Team> {
  return client.patch('shipping', '/teams/me', body, { schema: teamSchema });
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTeamRequest) => updateTeam(body),
    onSuccess: (team) => {
      queryClient.setQueryData(queryKeys.team.all, team);
      // The profile carries the team's name too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me.all });
    },
  });
}
