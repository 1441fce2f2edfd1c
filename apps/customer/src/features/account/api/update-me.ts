import type { ApiClient } from '@baro/client';
import { type UpdateMeRequest, type UserProfile, userProfileSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `PATCH /api/users/me`: name, company, phone, customer type, language. */
export function updateMe(body: UpdateMeRequest, client: ApiClient = apiClient): Promise<UserProfile> {
  return client.patch('shipping', '/users/me', body, { schema: userProfileSchema });
}

/** Saves the profile and puts the answer in the cache (the header and the chat widget follow). */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMeRequest) => updateMe(body),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.me.all, profile);
      // The team lists members by name.
      void queryClient.invalidateQueries({ queryKey: queryKeys.team.all });
    },
  });
}
