import type { ApiClient } from '@baro/client';
import { type AssignableRole, type Team, teamSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface ChangeMemberRoleInput {
  readonly userId: string;
  readonly role: AssignableRole;
}

/**
 * `PATCH /api/teams/me/members/{userId} {role}` → the team. The master changes anyone but
 * themselves, an admin only members (403 FORBIDDEN otherwise).
 */
export function changeMemberRole(
  { userId, role }: ChangeMemberRoleInput,
  client: ApiClient = apiClient,
): Promise<Team> {
  return client.patch(
    'shipping',
    `/teams/me/members/${encodeURIComponent(userId)}`,
    { role },
    { schema: teamSchema },
  );
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeMemberRoleInput) => changeMemberRole(input),
    onSuccess: (team) => queryClient.setQueryData(queryKeys.team.all, team),
  });
}
