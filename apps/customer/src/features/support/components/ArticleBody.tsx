import { Typography } from '@mantine/core';

/**
 * An article's body: HTML the API rendered from Markdown with raw HTML escaped and unsafe links
 * refused (ADR 0017), so it is shown as given.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <Typography className="baro-article-body">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (markdown-it, html off) */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
