import { cacheFor } from '@baro/client';
import { type PartnerMailPreferences, partnerMailPreferencesSchema } from '@baro/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/partner/mail-preferences`: the signed-in admin's own e-mail choices. */
export function getMailPreferences(signal?: AbortSignal): Promise<PartnerMailPreferences> {
  return apiClient.get('partner', '/mail-preferences', {
    schema: partnerMailPreferencesSchema,
    ...(signal ? { signal } : {}),
  });
}

/** `PUT /api/partner/mail-preferences` → the saved choices. */
export function saveMailPreferences(body: PartnerMailPreferences): Promise<PartnerMailPreferences> {
  return apiClient.put('partner', '/mail-preferences', body, { schema: partnerMailPreferencesSchema });
}

export const mailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.mailPreferences.all,
    queryFn: ({ signal }) => getMailPreferences(signal),
    ...cacheFor('fiveMinutes'),
  });

export function useMailPreferences() {
  return useQuery(mailPreferencesQueryOptions());
}

export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.mailPreferences.all, saved),
  });
}
