import { type ApiClient, useLanguage } from '@baro/client';
import { type ArticleGroupList, type ArticleType, articleGroupListSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/content/v2/article/group?articleType=`: FAQ categories or how-to series, in order. */
export function getArticleGroups(
  articleType: ArticleType,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<ArticleGroupList> {
  return client.get('content', '/article/group', {
    query: { articleType },
    schema: articleGroupListSchema,
    ...(signal ? { signal } : {}),
  });
}

export const articleGroupsQueryOptions = (articleType: ArticleType, language: string) =>
  queryOptions({
    queryKey: queryKeys.supportGroups.list({ articleType, language }),
    queryFn: ({ signal }) => getArticleGroups(articleType, signal),
  });

export function useArticleGroups(articleType: ArticleType) {
  return useQuery(articleGroupsQueryOptions(articleType, useLanguage()));
}
