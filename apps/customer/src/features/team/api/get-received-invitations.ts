import { type ApiClient, cacheFor } from '@baro/client';
import { type InvitationList, invitationListSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/users/me/invitations`: open (pending, unexpired) invitations addressed to the caller. */
export function getReceivedInvitations(
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<InvitationList> {
  return client.get('shipping', '/users/me/invitations', {
    schema: invitationListSchema,
    ...(signal ? { signal } : {}),
  });
}

export const receivedInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.receivedInvitations.all,
    queryFn: ({ signal }) => getReceivedInvitations(signal),
    ...cacheFor('fiveMinutes'),
  });

export function useReceivedInvitations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...receivedInvitationsQueryOptions(), enabled });
}
