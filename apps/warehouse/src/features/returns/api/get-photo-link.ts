import { type DownloadLink, downloadLinkSchema } from '@baro/core';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/file/download?key=`: a short-lived link to a stored photo (an inspection's). */
export function getPhotoLink(key: string, signal?: AbortSignal): Promise<DownloadLink> {
  return apiClient.get('shipping', '/file/download', {
    query: { key },
    schema: downloadLinkSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The link of one photo, read again before it expires (links live a few minutes). */
export function usePhotoLink(key: string) {
  return useQuery({
    queryKey: queryKeys.returns.detail(key, { photo: true }),
    queryFn: ({ signal }) => getPhotoLink(key, signal),
    staleTime: 60_000,
    gcTime: 120_000,
  });
}
