import { type AdminUser, adminUserSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `POST /api/admin/users/{id}/disable` (every session ends at once) or `/enable` (the person logs
 * in anew).
 */
export function setUserDisabled(id: string, disabled: boolean): Promise<AdminUser> {
  const action = disabled ? 'disable' : 'enable';
  return apiClient.post('admin', `/users/${encodeURIComponent(id)}/${action}`, undefined, {
    schema: adminUserSchema,
  });
}

/** Disables or enables; the account's page and every list that shows it are refreshed. */
export function useSetUserDisabled(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (disabled: boolean) => setUserDisabled(id, disabled),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.teams.all });
    },
  });
}
