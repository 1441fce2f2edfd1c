import {
  type AdminArticle,
  type AdminArticlePage,
  type ArticleStatus,
  adminArticlePageSchema,
  adminArticleSchema,
} from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface ArticleListParams {
  page: number;
  size: number;
  status?: ArticleStatus;
  /** Part of the Korean or English title. */
  query?: string;
}

/** `GET /api/admin/content/articles?status=&query=&page=&size=`: every article, newest edit first. */
export function getArticles(params: ArticleListParams, signal?: AbortSignal): Promise<AdminArticlePage> {
  return apiClient.get('admin', '/content/articles', {
    query: { ...params },
    schema: adminArticlePageSchema,
    ...(signal ? { signal } : {}),
  });
}

/** `GET /api/admin/content/articles/{id}`: the draft in both languages, its status and revision. */
export function getArticle(id: string, signal?: AbortSignal): Promise<AdminArticle> {
  return apiClient.get('admin', `/content/articles/${encodeURIComponent(id)}`, {
    schema: adminArticleSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useArticles(params: ArticleListParams) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.articles.list(params),
      queryFn: ({ signal }) => getArticles(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useArticle(id: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.articles.detail(id),
      queryFn: ({ signal }) => getArticle(id, signal),
    }),
  );
}
