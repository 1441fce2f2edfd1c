import type { ApiClient } from '@baro/client';
import { type ArticlePage, type ArticleType, articlePageSchema, type TermsKind } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';
import { useSupportRequest } from './use-support-request.ts';

export interface ArticleListParams {
  readonly articleType?: ArticleType;
  readonly groupId?: string | null;
  readonly notice?: boolean;
  readonly termsKind?: TermsKind;
  readonly page?: number;
  readonly size?: number;
}

/** `GET /api/content/v2/article?articleType=&groupId=&notice=&termsKind=&page=&size=`: published articles. */
export function getArticles(
  params: ArticleListParams,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<ArticlePage> {
  return client.get('content', '/article', {
    query: {
      articleType: params.articleType,
      groupId: params.groupId ?? undefined,
      notice: params.notice === undefined ? undefined : String(params.notice),
      termsKind: params.termsKind,
      page: params.page,
      size: params.size,
    },
    schema: articlePageSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Which SPEC §3 request state a list is: the FAQ, the how-tos, the terms, or any other list (notices). */
const TYPE_OF = { faq: 'GET_FAQ_LIST', howto: 'GET_HOW_TO_LIST', terms: 'GET_TERMS_LIST' } as const;

export function useArticleList(params: ArticleListParams) {
  const type = params.articleType && params.notice !== true ? TYPE_OF[params.articleType] : 'GET_LIST';
  return useSupportRequest(type, (signal) => getArticles(params, signal), JSON.stringify(params));
}
