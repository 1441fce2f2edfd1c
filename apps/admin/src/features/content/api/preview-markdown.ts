import { type Language, previewMarkdownResponseSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `POST /api/admin/content/preview`: Markdown as the article page shows it — the same sanitised
 * HTML the API stores when the draft is saved, in the language the text is written in.
 */
export async function previewMarkdown(bodyMarkdown: string, lang: Language, signal?: AbortSignal) {
  const answer = await apiClient.post(
    'admin',
    '/content/preview',
    { bodyMarkdown, lang },
    { schema: previewMarkdownResponseSchema, ...(signal ? { signal } : {}) },
  );
  return answer.bodyHtml;
}

/** The preview of a text, asked for only while it is shown; the same text is not asked twice. */
export function usePreview(bodyMarkdown: string, lang: Language, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.articlePreviews.detail(lang, { bodyMarkdown }),
      queryFn: ({ signal }) => previewMarkdown(bodyMarkdown, lang, signal),
      enabled,
      staleTime: Number.POSITIVE_INFINITY,
      placeholderData: keepPreviousData,
    }),
  );
}
