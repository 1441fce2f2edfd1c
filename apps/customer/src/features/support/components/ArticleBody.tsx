import { ArticleHtml } from '@baro/ui';

/** An article's body as the API rendered it (the kit's `ArticleHtml`, which the CMS preview shows too). */
export function ArticleBody({ html }: { html: string }) {
  return <ArticleHtml html={html} />;
}
