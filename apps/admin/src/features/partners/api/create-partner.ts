import { type AdminPartnerDetail, adminPartnerDetailSchema, type CreatePartnerRequest } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/admin/partners`: the partner and its first administrators (each e-mailed a password link). */
export function createPartner(request: CreatePartnerRequest): Promise<AdminPartnerDetail> {
  return apiClient.post('admin', '/partners', request, { schema: adminPartnerDetailSchema });
}

export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPartner,
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.partners.detail(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.partners.lists() });
    },
  });
}
