import { type AdminPartnerDetail, adminPartnerDetailSchema, type UpdatePartnerRequest } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `PATCH /api/admin/partners/{id}`: renames the partner. */
export function updatePartner(id: string, request: UpdatePartnerRequest): Promise<AdminPartnerDetail> {
  return apiClient.patch('admin', `/partners/${encodeURIComponent(id)}`, request, {
    schema: adminPartnerDetailSchema,
  });
}

export function useUpdatePartner(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdatePartnerRequest) => updatePartner(id, request),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.partners.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.partners.lists() });
    },
  });
}
