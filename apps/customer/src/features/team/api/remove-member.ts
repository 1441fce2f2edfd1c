import type { ApiClient } from '@baro/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `DELETE /api/teams/me/members/{userId}` → 204: removes a member (master: anyone else; admin:
 * members), or, with the caller's own id, leaves the team (not the master, who transfers first).
 * Whoever leaves gets a team of their own.
 */
export async function removeMember(userId: string, client: ApiClient = apiClient): Promise<void> {
  await client.delete('shipping', `/teams/me/members/${encodeURIComponent(userId)}`);
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(userId),
    onSuccess: async () => {
      // Leaving changes the caller's own team and role too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.teamInvitations.all }),
      ]);
    },
  });
}
