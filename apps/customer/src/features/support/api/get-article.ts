import type { ApiClient } from '@baro/client';
import { type ArticleDetail, articleDetailSchema } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';
import { useSupportRequest } from './use-support-request.ts';

/** `GET /api/content/v2/article/{id}`: one published article, its body as sanitised HTML. */
export function getArticle(
  id: string,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<ArticleDetail> {
  return client.get('content', `/article/${encodeURIComponent(id)}`, {
    schema: articleDetailSchema,
    ...(signal ? { signal } : {}),
  });
}

/**
 * The support detail entry (SPEC §3 GET_DETAIL). When the server rendered this article, the store
 * already holds it (SPEC §4) in the page's language, and it is not asked for again.
 */
export function useArticle(id: string, language: string) {
  return useSupportRequest('GET_DETAIL', (signal) => getArticle(id, signal), id, {
    skip: (data) =>
      data?.id === id && (data.lang === language || !data.availableLanguages.includes(language as 'en')),
  });
}
