import { type AdminUserDetail, adminUserDetailSchema, type PutManagersRequest } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `PUT /api/admin/users/{id}/managers`: a customer's three managers, each staff or nobody. */
export function putUserManagers(id: string, managers: PutManagersRequest): Promise<AdminUserDetail> {
  return apiClient.put('admin', `/users/${encodeURIComponent(id)}/managers`, managers, {
    schema: adminUserDetailSchema,
  });
}

export function usePutUserManagers(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (managers: PutManagersRequest) => putUserManagers(id, managers),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.users.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.teams.all });
    },
  });
}
