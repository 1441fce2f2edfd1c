import { type ApiClient, useLanguage } from '@baro/client';
import { type GuideList, guideListSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/customerCare/guide`: the guide PDFs with their expiring download links. */
export function getGuides(signal?: AbortSignal, client: ApiClient = apiClient): Promise<GuideList> {
  return client.get('shipping', '/customerCare/guide', {
    schema: guideListSchema,
    ...(signal ? { signal } : {}),
  });
}

export const guidesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: queryKeys.guides.list({ language }),
    queryFn: ({ signal }) => getGuides(signal),
    // The links expire (SPEC §3: 60 s before expirationTime); the download button asks again then.
    staleTime: 0,
  });

export function useGuides() {
  return useQuery(guidesQueryOptions(useLanguage()));
}
