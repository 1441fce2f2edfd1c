import { type AdminUser, adminUserPageSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const STAFF_LIST = { kind: 'staff', page: 1, size: 100, purpose: 'managers' } as const;

/**
 * `GET /api/admin/users?kind=staff&size=100`: the staff who may be assigned as managers (enabled
 * ones only; Baro's staff fit in one page).
 */
export async function getStaffMembers(signal?: AbortSignal): Promise<AdminUser[]> {
  const page = await apiClient.get('admin', '/users', {
    query: { kind: 'staff', page: 1, size: 100 },
    schema: adminUserPageSchema,
    ...(signal ? { signal } : {}),
  });
  return page.items.filter((user) => user.disabledAt === null);
}

export const staffMembersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.users.list(STAFF_LIST),
    queryFn: ({ signal }) => getStaffMembers(signal),
  });

export function useStaffMembers() {
  return useQuery(staffMembersQueryOptions());
}
