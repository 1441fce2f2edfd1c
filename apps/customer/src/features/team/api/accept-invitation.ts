import type { ApiClient } from '@baro/client';
import { type Team, teamSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `POST /api/invitations/{id}/accept` → the new team. 410 INVITATION_EXPIRED; 409
 * MASTER_MUST_TRANSFER when the caller is master of a team with other members.
 */
export function acceptInvitation(id: string, client: ApiClient = apiClient): Promise<Team> {
  return client.post('shipping', `/invitations/${encodeURIComponent(id)}/accept`, undefined, {
    schema: teamSchema,
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => acceptInvitation(id),
    onSuccess: (team) => {
      queryClient.setQueryData(queryKeys.team.all, team);
      // A new team: the profile's team and role, and the old team's invitations, are out of date.
      queryClient.removeQueries({ queryKey: queryKeys.teamInvitations.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me.all });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.receivedInvitations.all }),
  });
}
