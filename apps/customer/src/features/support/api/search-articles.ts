import type { ApiClient } from '@baro/client';
import { type ArticleSearchResult, type ArticleType, articleSearchResultSchema } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';
import { useSupportRequest } from './use-support-request.ts';

export interface ArticleSearchParams {
  readonly keyword: string;
  readonly articleType?: ArticleType | undefined;
  readonly page: number;
}

export const SEARCH_PAGE_SIZE = 10;

/** `GET /api/content/v2/article/search?keyword=&articleType=&page=&size=`: ranked, highlighted. */
export function searchArticles(
  params: ArticleSearchParams,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<ArticleSearchResult> {
  return client.get('content', '/article/search', {
    query: {
      keyword: params.keyword,
      articleType: params.articleType,
      page: params.page,
      size: SEARCH_PAGE_SIZE,
    },
    schema: articleSearchResultSchema,
    ...(signal ? { signal } : {}),
  });
}

/** SPEC §3 GET_SEARCH_LIST; nothing is asked for an empty keyword. */
export function useArticleSearch(params: ArticleSearchParams) {
  return useSupportRequest(
    'GET_SEARCH_LIST',
    (signal) => searchArticles(params, signal),
    JSON.stringify(params),
    {
      skip: () => params.keyword.trim() === '',
    },
  );
}
