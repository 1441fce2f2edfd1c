import { type Invitation, invitationSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/admin/teams/{id}/invitations/{invitationId}/resend`: seven more days, the e-mail again. */
export function resendInvitation(teamId: string, invitationId: string): Promise<Invitation> {
  return apiClient.post(
    'admin',
    `/teams/${encodeURIComponent(teamId)}/invitations/${encodeURIComponent(invitationId)}/resend`,
    undefined,
    { schema: invitationSchema },
  );
}

export function useResendInvitation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => resendInvitation(teamId, invitationId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.teams.detail(teamId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.teams.lists() });
    },
  });
}
