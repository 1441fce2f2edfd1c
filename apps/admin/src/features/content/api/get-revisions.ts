import {
  type ArticleRevision,
  type ArticleRevisionSummary,
  articleRevisionListSchema,
  articleRevisionSchema,
} from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const revisionsPath = (id: string) => `/content/articles/${encodeURIComponent(id)}/revisions`;

/** `GET /api/admin/content/articles/{id}/revisions`: every saved state of the draft, newest first. */
export async function getRevisions(id: string, signal?: AbortSignal): Promise<ArticleRevisionSummary[]> {
  const list = await apiClient.get('admin', revisionsPath(id), {
    schema: articleRevisionListSchema,
    ...(signal ? { signal } : {}),
  });
  return list.items;
}

/** `GET /api/admin/content/articles/{id}/revisions/{revision}`: one revision in both languages. */
export function getRevision(id: string, revision: number, signal?: AbortSignal): Promise<ArticleRevision> {
  return apiClient.get('admin', `${revisionsPath(id)}/${revision}`, {
    schema: articleRevisionSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useRevisions(id: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.articleRevisions.detail(id),
      queryFn: ({ signal }) => getRevisions(id, signal),
    }),
  );
}

/** A revision never changes once saved: kept as long as the page is open. */
export function useRevision(id: string, revision: number | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.articleRevisions.detail(id, { revision }),
      queryFn: ({ signal }) => getRevision(id, revision ?? 0, signal),
      enabled: revision !== null,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
