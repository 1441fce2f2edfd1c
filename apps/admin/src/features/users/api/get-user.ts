import { type AdminUserDetail, adminUserDetailSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/admin/users/{id}`: the account with its language, managers and open sessions. */
export function getUser(id: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return apiClient.get('admin', `/users/${encodeURIComponent(id)}`, {
    schema: adminUserDetailSchema,
    ...(signal ? { signal } : {}),
  });
}

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.users.detail(id), queryFn: ({ signal }) => getUser(id, signal) });

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
