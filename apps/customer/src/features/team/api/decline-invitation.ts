import type { ApiClient } from '@baro/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/invitations/{id}/decline` → 204. */
export async function declineInvitation(id: string, client: ApiClient = apiClient): Promise<void> {
  await client.post('shipping', `/invitations/${encodeURIComponent(id)}/decline`);
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => declineInvitation(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.receivedInvitations.all }),
  });
}
