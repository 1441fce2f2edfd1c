import {
  type AdminArticle,
  adminArticleSchema,
  type CreateArticleRequest,
  type UpdateArticleRequest,
} from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const articlePath = (id: string) => `/content/articles/${encodeURIComponent(id)}`;

/** `POST /api/admin/content/articles`: a new draft (revision 1). */
export function createArticle(request: CreateArticleRequest): Promise<AdminArticle> {
  return apiClient.post('admin', '/content/articles', request, { schema: adminArticleSchema });
}

/** `PATCH /api/admin/content/articles/{id}`: a new revision of the draft (409 when someone saved since). */
export function updateArticle(id: string, request: UpdateArticleRequest): Promise<AdminArticle> {
  return apiClient.patch('admin', articlePath(id), request, { schema: adminArticleSchema });
}

/** `POST /api/admin/content/articles/{id}/publish`: readers see this revision of the draft now. */
export function publishArticle(id: string, revision: number): Promise<AdminArticle> {
  return apiClient.post('admin', `${articlePath(id)}/publish`, { revision }, { schema: adminArticleSchema });
}

/** `POST /api/admin/content/articles/{id}/unpublish`: takes a live article down. */
export function unpublishArticle(id: string): Promise<AdminArticle> {
  return apiClient.post('admin', `${articlePath(id)}/unpublish`, {}, { schema: adminArticleSchema });
}

/** `PUT /api/admin/content/articles/{id}/schedule`: the draft goes live by itself at `publishAt`. */
export function scheduleArticle(id: string, publishAt: string): Promise<AdminArticle> {
  return apiClient.put('admin', `${articlePath(id)}/schedule`, { publishAt }, { schema: adminArticleSchema });
}

/** `DELETE /api/admin/content/articles/{id}/schedule`: cancels a scheduled publication. */
export function unscheduleArticle(id: string): Promise<AdminArticle> {
  return apiClient.delete('admin', `${articlePath(id)}/schedule`, { schema: adminArticleSchema });
}

/** `POST /api/admin/content/articles/{id}/revisions/{revision}/restore`: an old revision becomes the draft. */
export function restoreRevision(id: string, revision: number, seenRevision: number): Promise<AdminArticle> {
  return apiClient.post(
    'admin',
    `${articlePath(id)}/revisions/${revision}/restore`,
    { revision: seenRevision },
    { schema: adminArticleSchema },
  );
}

/** After any change the lists, the groups' counts and the history are stale; the article is what the API answered. */
function useSaved() {
  const queryClient = useQueryClient();
  return (article: AdminArticle) => {
    queryClient.setQueryData(queryKeys.articles.detail(article.id), article);
    void queryClient.invalidateQueries({ queryKey: queryKeys.articles.lists() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.articleRevisions.detail(article.id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.articleGroups.all });
  };
}

export function useCreateArticle() {
  const saved = useSaved();
  return useMutation({ mutationFn: createArticle, onSuccess: saved });
}

export function useUpdateArticle(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (request: UpdateArticleRequest) => updateArticle(id, request),
    onSuccess: saved,
  });
}

export function usePublishArticle(id: string) {
  const saved = useSaved();
  return useMutation({ mutationFn: (revision: number) => publishArticle(id, revision), onSuccess: saved });
}

export function useUnpublishArticle(id: string) {
  const saved = useSaved();
  return useMutation({ mutationFn: () => unpublishArticle(id), onSuccess: saved });
}

export function useScheduleArticle(id: string) {
  const saved = useSaved();
  return useMutation({ mutationFn: (publishAt: string) => scheduleArticle(id, publishAt), onSuccess: saved });
}

export function useUnscheduleArticle(id: string) {
  const saved = useSaved();
  return useMutation({ mutationFn: () => unscheduleArticle(id), onSuccess: saved });
}

export function useRestoreRevision(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: ({ revision, seenRevision }: { revision: number; seenRevision: number }) =>
      restoreRevision(id, revision, seenRevision),
    onSuccess: saved,
  });
}
