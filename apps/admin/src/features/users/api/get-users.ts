import { type AdminUser, adminUserPageSchema, type Page, type UserKind } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface UserListParams {
  query?: string;
  kind?: UserKind;
  page: number;
  size: number;
}

/** `GET /api/admin/users?query=&kind=&page=&size=`: every kind of account, newest first. */
export function getUsers(params: UserListParams, signal?: AbortSignal): Promise<Page<AdminUser>> {
  return apiClient.get('admin', '/users', {
    query: { ...params },
    schema: adminUserPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const usersQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: queryKeys.users.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UserListParams) {
  return useQuery(usersQueryOptions(params));
}
