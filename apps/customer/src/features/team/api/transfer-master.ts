import type { ApiClient } from '@baro/client';
import { type Team, teamSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/teams/me/transfer {userId}` (master) → the team: the target becomes master, the caller admin. */
export function transferMaster(userId: string, client: ApiClient = apiClient): Promise<Team> {
  return client.post('shipping', '/teams/me/transfer', { userId }, { schema: teamSchema });
}

export function useTransferMaster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => transferMaster(userId),
    onSuccess: (team) => {
      queryClient.setQueryData(queryKeys.team.all, team);
      void queryClient.invalidateQueries({ queryKey: queryKeys.me.all });
    },
  });
}
