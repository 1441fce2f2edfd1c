import { Typography } from '@mantine/core';

/**
 * A support article's body: HTML the API rendered from Markdown with raw HTML escaped and unsafe
 * links refused (ADR 0017), shown as given — on the article page and in the CMS's preview alike.
 */
export function ArticleHtml({ html }: { html: string }) {
  return (
    <Typography className="baro-article-body">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (markdown-it, html off) */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
