import type { ApiClient } from '@baro/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `DELETE /api/teams/me/invitations/{id}` (master, admin) → 204: cancels a pending invitation. */
export async function cancelInvitation(id: string, client: ApiClient = apiClient): Promise<void> {
  await client.delete('shipping', `/teams/me/invitations/${encodeURIComponent(id)}`);
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelInvitation(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.teamInvitations.all }),
  });
}
