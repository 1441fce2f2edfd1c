import { type ArticleSearchResult, type ArticleType, getPageCount, type Language } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listVisibleTerms, searchVisibleArticles } from './articles.repository.ts';
import { highlight, htmlToText, type SearchTerms, searchTermsOf, snippet } from './content-text.ts';
import { currentTermsIds, toArticleListItem } from './present-article.ts';

/**
 * `GET /api/content/v2/article/search`: published articles the keyword matches the way people
 * type it (ADR 0017) — a part of a word, with or without spaces, any case — title matches first.
 * When nothing matches exactly, words of three or more letters may be one letter off
 * (`approximate: true`). Each hit has its title and a passage cut where the keyword matched.
 */
export async function searchArticles(
  deps: { db: Kysely<Database>; now: () => Date },
  query: { keyword: string; articleType?: ArticleType | undefined; page: number; size: number },
  lang: Language,
): Promise<ArticleSearchResult> {
  const now = deps.now();
  const { page, size } = query;
  const empty = { items: [], page, size, total: 0, pageCount: 1, keyword: query.keyword, approximate: false };
  const terms = searchTermsOf(query.keyword);
  if (!terms) return empty;
  const run = (approximate: boolean) =>
    searchVisibleArticles(deps.db, {
      now,
      lang,
      terms,
      approximate,
      articleType: query.articleType,
      limit: size,
      offset: (page - 1) * size,
    });
  let approximate = false;
  let found = await run(false);
  if (found.total === 0) {
    approximate = true;
    found = await run(true);
  }
  // Asked whenever terms may be among the hits, so a page costs the same statements at any size.
  const current =
    query.articleType === undefined || query.articleType === 'terms'
      ? currentTermsIds(await listVisibleTerms(deps.db, { now, lang }), now)
      : new Set<string>();
  return {
    items: found.rows.map((row) => ({
      ...toArticleListItem(row, { currentTermsIds: current, now }),
      ...segmentsOf(row, terms, approximate),
    })),
    page,
    size,
    total: found.total,
    pageCount: getPageCount(found.total, size),
    keyword: query.keyword,
    approximate,
  };
}

function segmentsOf(
  row: { title: string; summary: string; body_html: string },
  terms: SearchTerms,
  approximate: boolean,
) {
  const titleSegments = highlight(row.title, terms, approximate);
  const body = htmlToText(row.body_html);
  const bodySnippet = snippet(body, terms, approximate);
  const snippetSegments = bodySnippet.some((segment) => segment.match)
    ? bodySnippet
    : snippet(row.summary, terms, approximate);
  return { titleSegments, snippetSegments };
}
