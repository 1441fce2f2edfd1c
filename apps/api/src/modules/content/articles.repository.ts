import type { ArticleType, Language, TermsKind } from '@baro/core';
import { type Expression, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { oneLetterOffPatterns, type SearchTerms } from './content-text.ts';

// Every query readers' calls make (content API v2). An article is visible when it has a revision
// readers may see: the published one, or the draft once its scheduled time has passed (so a
// schedule takes effect to the second without a job; staff calls settle it, see settleDue).

type Db = Kysely<Database> | Transaction<Database>;

/** The revision readers see at `now`, or null. */
export const visibleRevision = (now: Date) =>
  sql<
    number | null
  >`case when a.publish_at is not null and a.publish_at <= ${now} then a.revision else a.published_revision end`;

const publishedAtOf = (now: Date) =>
  sql<Date>`case when a.publish_at is not null and a.publish_at <= ${now} then a.publish_at else a.published_at end`;

/** Title, summary and body in the caller's language, Korean where the article has no English. */
const inLanguage = (
  lang: Language,
  column: 'title' | 'summary' | 'body_html' | 'search_title' | 'search_body',
) =>
  lang === 'en'
    ? sql<string>`coalesce(r.${sql.ref(`${column}_en`)}, r.${sql.ref(`${column}_ko`)})`
    : sql<string>`r.${sql.ref(`${column}_ko`)}`;

function visibleArticles(db: Db, now: Date, lang: Language) {
  return db
    .selectFrom('articles as a')
    .innerJoin('article_revisions as r', (join) =>
      join.onRef('r.article_id', '=', 'a.id').on('r.revision', '=', visibleRevision(now)),
    )
    .leftJoin('article_groups as g', 'g.id', 'a.group_id')
    .select([
      'a.id',
      'a.article_type',
      'a.group_id',
      'a.sort_order',
      'a.notice',
      'a.terms_kind',
      'a.terms_version_label',
      'a.terms_effective_on',
      'r.created_at as updated_at',
      publishedAtOf(now).as('published_at'),
      inLanguage(lang, 'title').as('title'),
      inLanguage(lang, 'summary').as('summary'),
      sql<Language>`${lang === 'en' ? sql`case when r.title_en is null then 'ko' else 'en' end` : sql`'ko'`}`.as(
        'lang',
      ),
    ]);
}

export interface ArticleListFilter {
  articleType?: ArticleType | undefined;
  groupId?: string | undefined;
  notice?: boolean | undefined;
  termsKind?: TermsKind | undefined;
}

function filtered<Q extends { where: (...args: never[]) => Q }>(query: Q, filter: ArticleListFilter): Q {
  let q = query as unknown as ReturnType<typeof visibleArticles>;
  if (filter.articleType) q = q.where('a.article_type', '=', filter.articleType);
  if (filter.groupId) q = q.where('a.group_id', '=', filter.groupId);
  if (filter.notice !== undefined) q = q.where('a.notice', '=', filter.notice);
  if (filter.termsKind) q = q.where('a.terms_kind', '=', filter.termsKind);
  return q as unknown as Q;
}

/** A page of visible articles: how-tos and FAQs in group and editor order, terms newest version first. */
export async function listVisibleArticles(
  db: Db,
  input: {
    now: Date;
    lang: Language;
    filter: ArticleListFilter;
    withBody: boolean;
    limit: number;
    offset: number;
  },
) {
  const { now, lang, filter } = input;
  let query = filtered(visibleArticles(db, now, lang), filter);
  if (input.withBody) query = query.select(inLanguage(lang, 'body_html').as('body_html'));
  const ordered =
    filter.articleType === 'terms'
      ? query.orderBy('a.terms_effective_on', 'desc').orderBy('a.id')
      : filter.articleType && filter.notice !== true
        ? query.orderBy('g.sort_order').orderBy('g.id').orderBy('a.sort_order').orderBy('a.id')
        : query.orderBy(publishedAtOf(now), 'desc').orderBy('a.id');
  const [rows, count] = await Promise.all([
    ordered.limit(input.limit).offset(input.offset).execute(),
    filtered(
      db
        .selectFrom('articles as a')
        .where(sql<SqlBool>`${visibleRevision(now)} is not null`)
        .select((eb) => eb.fn.countAll<number>().as('total')),
      filter,
    ).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ((typeof rows)[number] & { body_html?: string })[], total: Number(count.total) };
}

export type VisibleArticleRow = Awaited<ReturnType<typeof listVisibleArticles>>['rows'][number];

/** One visible article with its body and group name. */
export function findVisibleArticle(db: Db, input: { id: string; now: Date; lang: Language }) {
  return visibleArticles(db, input.now, input.lang)
    .select([
      inLanguage(input.lang, 'body_html').as('body_html'),
      sql<string | null>`${input.lang === 'en' ? sql`coalesce(g.name_en, g.name_ko)` : sql`g.name_ko`}`.as(
        'group_name',
      ),
      sql<boolean>`r.title_en is not null`.as('has_english'),
    ])
    .where('a.id', '=', input.id)
    .executeTakeFirst();
}

/** The visible articles of a group in order (ids and titles): neighbours and the group page. */
export function listGroupArticles(
  db: Db,
  input: { groupId: string; now: Date; lang: Language; withBody: boolean },
) {
  let query = visibleArticles(db, input.now, input.lang).where('a.group_id', '=', input.groupId);
  if (input.withBody) query = query.select(inLanguage(input.lang, 'body_html').as('body_html'));
  return query.orderBy('a.sort_order').orderBy('a.id').execute() as Promise<
    (VisibleArticleRow & { body_html?: string })[]
  >;
}

/** Every visible version of the terms (a handful): which is current, and older/newer neighbours. */
export function listVisibleTerms(db: Db, input: { now: Date; lang: Language; kind?: TermsKind }) {
  let query = visibleArticles(db, input.now, input.lang).where('a.article_type', '=', 'terms');
  if (input.kind) query = query.where('a.terms_kind', '=', input.kind);
  return query.orderBy('a.terms_effective_on', 'desc').orderBy('a.id').execute();
}

/** Groups readers see, in order, with their visible articles counted. */
export function listVisibleGroups(
  db: Db,
  input: { now: Date; lang: Language; articleType?: ArticleType; id?: string },
) {
  let query = db
    .selectFrom('article_groups as g')
    .select([
      'g.id',
      'g.article_type',
      sql<string>`${input.lang === 'en' ? sql`coalesce(g.name_en, g.name_ko)` : sql`g.name_ko`}`.as('name'),
      sql<
        string | null
      >`${input.lang === 'en' ? sql`coalesce(g.description_en, g.description_ko)` : sql`g.description_ko`}`.as(
        'description',
      ),
      sql<number>`(select count(*) from articles a where a.group_id = g.id and ${visibleRevision(input.now)} is not null)`.as(
        'article_count',
      ),
    ]);
  if (input.articleType) query = query.where('g.article_type', '=', input.articleType);
  if (input.id) query = query.where('g.id', '=', input.id);
  return query.orderBy('g.article_type').orderBy('g.sort_order').orderBy('g.id').execute();
}

function matchAll(column: Expression<string>, needles: string[]) {
  return sql<SqlBool>`(${sql.join(
    needles.map((needle) => sql`strpos(${column}, ${needle}) > 0`),
    sql` and `,
  )})`;
}

/**
 * Where the keyword matches the title or the text (ADR 0017): the whole keyword without spaces,
 * or every word of it; approximate: any word of three or more letters with one letter off.
 */
function matchCondition(terms: SearchTerms, lang: Language, approximate: boolean) {
  const title = inLanguage(lang, 'search_title');
  const body = inLanguage(lang, 'search_body');
  if (approximate) {
    const patterns = [terms.joined, ...terms.words].flatMap(oneLetterOffPatterns);
    if (patterns.length === 0) return null;
    return sql<SqlBool>`(${sql.join(
      patterns.flatMap((pattern) => [sql`${title} like ${pattern}`, sql`${body} like ${pattern}`]),
      sql` or `,
    )})`;
  }
  const exact = [sql`strpos(${title}, ${terms.joined}) > 0`, sql`strpos(${body}, ${terms.joined}) > 0`];
  if (terms.words.length > 0) exact.push(matchAll(sql`(${title} || ' ' || ${body})`, terms.words));
  return sql<SqlBool>`(${sql.join(exact, sql` or `)})`;
}

/** A page of visible articles the keyword matches: title matches first, then by where it matched, newest. */
export async function searchVisibleArticles(
  db: Db,
  input: {
    now: Date;
    lang: Language;
    terms: SearchTerms;
    approximate: boolean;
    articleType?: ArticleType | undefined;
    limit: number;
    offset: number;
  },
) {
  const condition = matchCondition(input.terms, input.lang, input.approximate);
  if (!condition) return { rows: [], total: 0 };
  const title = inLanguage(input.lang, 'search_title');
  const body = inLanguage(input.lang, 'search_body');
  const base = (q: ReturnType<typeof visibleArticles>) => {
    let scoped = q.where(condition);
    if (input.articleType) scoped = scoped.where('a.article_type', '=', input.articleType);
    return scoped;
  };
  // Near matches have no exact place to rank by: newest first.
  const rank = input.approximate
    ? sql<number>`(0)::int`
    : sql<number>`case when strpos(${title}, ${input.terms.joined}) > 0 then 0 else 1 end`;
  const [rows, count] = await Promise.all([
    base(visibleArticles(db, input.now, input.lang))
      .select([inLanguage(input.lang, 'body_html').as('body_html')])
      .orderBy(rank)
      .orderBy(
        sql`least(nullif(strpos(${title}, ${input.terms.joined}), 0), 100000 + nullif(strpos(${body}, ${input.terms.joined}), 0))`,
      )
      .orderBy(publishedAtOf(input.now), 'desc')
      .orderBy('a.id')
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    base(visibleArticles(db, input.now, input.lang))
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
