import type { ApiClient } from '@baro/client';
import {
  type ArticleListItem,
  type ArticlePage,
  type ArticleType,
  articlePageSchema,
  type TermsKind,
} from '@baro/core';
import { useMemo } from 'react';
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

/** The version in force of each kind of terms (an earlier or announced one is not offered). */
export interface TermsInForce {
  readonly service: ArticleListItem | undefined;
  readonly privacy: ArticleListItem | undefined;
}

/**
 * The terms of service and privacy policy in force (SPEC §3 GET_TERMS_LIST, both kinds in one
 * request: the slice holds one terms list), for a screen that asks for consent to them.
 */
export function useTermsInForce() {
  const request = useArticleList({ articleType: 'terms', size: 100 });
  const items = request.data?.items;
  const data = useMemo<TermsInForce | undefined>(() => {
    if (!items) return undefined;
    const inForce = (kind: TermsKind) =>
      items.find((item) => item.terms?.kind === kind && item.terms.current);
    return { service: inForce('service'), privacy: inForce('privacy') };
  }, [items]);
  return { ...request, data };
}
