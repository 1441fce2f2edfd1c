import { type AddPartnerAdminRequest, type AdminPartnerDetail, adminPartnerDetailSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/admin/partners/{id}/admins`: one more administrator, e-mailed a password link. */
export function addPartnerAdmin(id: string, request: AddPartnerAdminRequest): Promise<AdminPartnerDetail> {
  return apiClient.post('admin', `/partners/${encodeURIComponent(id)}/admins`, request, {
    schema: adminPartnerDetailSchema,
  });
}

export function useAddPartnerAdmin(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AddPartnerAdminRequest) => addPartnerAdmin(id, request),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.partners.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.partners.lists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
    },
  });
}
