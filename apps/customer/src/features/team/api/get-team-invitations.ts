import { type ApiClient, cacheFor } from '@baro/client';
import { type InvitationList, invitationListSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/teams/me/invitations` (master, admin): the team's invitations, open ones first. */
export function getTeamInvitations(
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<InvitationList> {
  return client.get('shipping', '/teams/me/invitations', {
    schema: invitationListSchema,
    ...(signal ? { signal } : {}),
  });
}

export const teamInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.teamInvitations.all,
    queryFn: ({ signal }) => getTeamInvitations(signal),
    ...cacheFor('fiveMinutes'),
  });

/** Only for a master or admin: a member would get 403. */
export function useTeamInvitations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...teamInvitationsQueryOptions(), enabled });
}
