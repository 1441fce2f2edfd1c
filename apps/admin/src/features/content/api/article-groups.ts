import {
  type AdminArticleGroup,
  type AdminArticleSummary,
  type ArticleType,
  adminArticleGroupListSchema,
  adminArticleGroupSchema,
  adminArticlePageSchema,
  type CreateArticleGroupRequest,
  orderedArticleGroupSchema,
  type UpdateArticleGroupRequest,
} from '@baro/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const groupPath = (id: string) => `/content/groups/${encodeURIComponent(id)}`;
/** A group holds tens of articles; the order screen shows up to this many. */
export const GROUP_ARTICLES_MAX = 100;

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

/** `GET /api/admin/content/articles?groupId=&size=100`: a group's articles, in the group's order. */
export async function getGroupArticles(
  groupId: string,
  signal?: AbortSignal,
): Promise<AdminArticleSummary[]> {
  const page = await apiClient.get('admin', '/content/articles', {
    query: { groupId, size: GROUP_ARTICLES_MAX },
    schema: adminArticlePageSchema,
    ...(signal ? { signal } : {}),
  });
  return [...page.items].sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id));
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

export function useGroupArticles(groupId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.articleGroups.detail(groupId ?? '', { articles: true }),
      queryFn: ({ signal }) => getGroupArticles(groupId ?? '', signal),
      enabled: groupId !== null,
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

/** `PUT /api/admin/content/groups/{id}/order`: the group's articles, all of them, in their new order. */
export function useOrderGroupArticles(groupId: string) {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (articleIds: string[]) =>
      apiClient.put(
        'admin',
        `${groupPath(groupId)}/order`,
        { articleIds },
        { schema: orderedArticleGroupSchema },
      ),
    onSuccess: refresh,
  });
}
