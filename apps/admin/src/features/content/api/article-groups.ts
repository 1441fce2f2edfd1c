import {
  type AdminArticleGroup,
  type AdminArticlePage,
  type ArticleType,
  adminArticleGroupListSchema,
  adminArticleGroupSchema,
  adminArticlePageSchema,
  type CreateArticleGroupRequest,
  type MoveGroupArticleRequest,
  movedGroupArticleSchema,
  type UpdateArticleGroupRequest,
} from '@baro/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const groupPath = (id: string) => `/content/groups/${encodeURIComponent(id)}`;
/** The order screen shows a group's articles this many at a time (a group may hold any number). */
export const GROUP_ARTICLES_PAGE_SIZE = 50;

/** `GET /api/admin/content/groups?articleType=`: the type's groups in order, their articles counted. */
export async function getGroups(
  articleType: ArticleType,
  signal?: AbortSignal,
): Promise<AdminArticleGroup[]> {
  const list = await apiClient.get('admin', '/content/groups', {
    query: { articleType },
    schema: adminArticleGroupListSchema,
    ...(signal ? { signal } : {}),
  });
  return list.items;
}

/** `GET /api/admin/content/articles?groupId=&sort=group&page=`: one page of a group's articles, in the group's order. */
export function getGroupArticles(
  groupId: string,
  page: number,
  signal?: AbortSignal,
): Promise<AdminArticlePage> {
  return apiClient.get('admin', '/content/articles', {
    query: { groupId, sort: 'group', page, size: GROUP_ARTICLES_PAGE_SIZE },
    schema: adminArticlePageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useGroups(articleType: ArticleType | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.articleGroups.list({ articleType }),
      queryFn: ({ signal }) => getGroups(articleType ?? 'faq', signal),
      enabled: articleType !== null && articleType !== 'terms',
    }),
  );
}

export function useGroupArticles(groupId: string | null, page: number) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.articleGroups.detail(groupId ?? '', { articles: true, page }),
      queryFn: ({ signal }) => getGroupArticles(groupId ?? '', page, signal),
      enabled: groupId !== null,
      // The page shown stays while the next one (or the same one after a move) loads.
      placeholderData: (previous) => previous,
    }),
  );
}

function useRefreshGroups() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.articleGroups.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.articles.all });
  };
}

/** `POST /api/admin/content/groups`: a new group, last of its type. */
export function useCreateGroup() {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (request: CreateArticleGroupRequest) =>
      apiClient.post('admin', '/content/groups', request, { schema: adminArticleGroupSchema }),
    onSuccess: refresh,
  });
}

/** `PATCH /api/admin/content/groups/{id}`: names and descriptions. */
export function useUpdateGroup() {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: ({ id, ...request }: UpdateArticleGroupRequest & { id: string }) =>
      apiClient.patch('admin', groupPath(id), request, { schema: adminArticleGroupSchema }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/admin/content/groups/{id}`: an empty group. */
export function useDeleteGroup() {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<void>('admin', groupPath(id)),
    onSuccess: refresh,
  });
}

/** `PUT /api/admin/content/groups/order`: every group of the type in its new order. */
export function useOrderGroups() {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (request: { articleType: ArticleType; groupIds: string[] }) =>
      apiClient.put('admin', '/content/groups/order', request, { schema: adminArticleGroupListSchema }),
    onSuccess: refresh,
  });
}

/**
 * `POST /api/admin/content/groups/{id}/order/move`: one article to a place in the group (1-based),
 * saved at once; the others keep their order.
 */
export function useMoveGroupArticle(groupId: string) {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (request: MoveGroupArticleRequest) =>
      apiClient.post('admin', `${groupPath(groupId)}/order/move`, request, {
        schema: movedGroupArticleSchema,
      }),
    onSuccess: refresh,
  });
}
