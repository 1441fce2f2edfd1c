import type { ApiClient } from '@baro/client';
import { type CreateInvitationRequest, type Invitation, invitationSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `POST /api/teams/me/invitations {email, role}` (master, admin) → 201 the invitation; the invitee
 * gets an e-mail, and the invitation expires in 7 days. 409 ALREADY_INVITED, ALREADY_TEAM_MEMBER or
 * INVITEE_NOT_CUSTOMER.
 */
export function createInvitation(
  body: CreateInvitationRequest,
  client: ApiClient = apiClient,
): Promise<Invitation> {
  return client.post('shipping', '/teams/me/invitations', body, { schema: invitationSchema });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationRequest) => createInvitation(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.teamInvitations.all }),
  });
}
