import { z } from 'zod';
import { ARTICLE_STATUSES } from '../content/article-status.ts';
import { normalizeText } from '../text/normalize-text.ts';
import { instantSchema, languageSchema, pageOf, pageQuerySchema, prefixedId, textField } from './common.ts';
import { downloadLinkSchema } from './files.ts';
import { calendarDateSchema } from './reference.ts';

// The support centre (issue 16): the content API v2 (SPEC §7, base /api/content/v2) that readers
// call anonymously, the staff CMS under /api/admin/content, and the guide files of
// `GET /api/customerCare/guide`.

// ── shared ──────────────────────────────────────────────────────────────────────────────────

/** SPEC §3: a support article is a how-to, a version of the terms, or an FAQ. */
export const ARTICLE_TYPES = ['howto', 'terms', 'faq'] as const;
export const articleTypeSchema = z.enum(ARTICLE_TYPES);
export type ArticleType = z.infer<typeof articleTypeSchema>;

/** Which terms a terms article is a version of: the terms of service or the privacy policy. */
export const TERMS_KINDS = ['service', 'privacy'] as const;
export const termsKindSchema = z.enum(TERMS_KINDS);
export type TermsKind = z.infer<typeof termsKindSchema>;

export const articleStatusSchema = z.enum(ARTICLE_STATUSES);

export const articleIdSchema = prefixedId('art');
export const articleGroupIdSchema = prefixedId('agrp');

/** `/article/{id}`, `/admin/content/articles/{id}`: an id of the wrong form is simply not found. */
export const articleParamsSchema = z.strictObject({ id: z.string().max(60) });
export const articleGroupParamsSchema = z.strictObject({ id: z.string().max(60) });

/** `true`/`false` in a query string. */
const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A version of the terms as readers see it: `current` is the one in force today (Seoul). */
export const termsVersionSchema = z
  .object({
    kind: termsKindSchema,
    versionLabel: z.string(),
    /** The Seoul day it takes effect (YYYY-MM-DD). */
    effectiveOn: z.string(),
    /** In force today: the latest effective day on or before today. */
    current: z.boolean(),
    /** Published ahead of its effective day (the notice period before a change). */
    upcoming: z.boolean(),
  })
  .meta({ id: 'TermsVersion' });
export type TermsVersion = z.infer<typeof termsVersionSchema>;

// ── content API v2 (anonymous) ──────────────────────────────────────────────────────────────

/**
 * `GET /api/content/v2/article?articleType=&groupId=&notice=&termsKind=&page=&size=`: published
 * articles in the caller's `lang` (Korean where there is no English). How-tos and FAQs come in
 * group and editor order, terms by effective day (newest first), anything else newest first.
 */
export const articleListQuerySchema = pageQuerySchema.extend({
  articleType: articleTypeSchema.optional(),
  groupId: z.string().max(60).optional(),
  /** Only notices (`true`) or only other articles (`false`). */
  notice: queryBoolean.optional(),
  termsKind: termsKindSchema.optional(),
});
export type ArticleListQuery = z.input<typeof articleListQuerySchema>;

export const articleListItemSchema = z
  .object({
    id: z.string(),
    articleType: articleTypeSchema,
    title: z.string(),
    summary: z.string(),
    groupId: z.string().nullable(),
    updatedAt: instantSchema,
    publishedAt: instantSchema,
    /** The language the title and summary are in (Korean when the article has no English). */
    lang: languageSchema,
    notice: z.boolean(),
    terms: termsVersionSchema.nullable(),
    /** FAQ answers are short and shown in place, so FAQ items carry their (sanitised) answer. */
    bodyHtml: z.string().optional(),
  })
  .meta({ id: 'ArticleListItem' });
export type ArticleListItem = z.infer<typeof articleListItemSchema>;

export const articlePageSchema = pageOf(articleListItemSchema).meta({ id: 'ArticlePage' });
export type ArticlePage = z.infer<typeof articlePageSchema>;

/** `GET /api/content/v2/article/group?articleType=`: the groups (FAQ categories, how-to series). */
export const articleGroupListQuerySchema = z.strictObject({ articleType: articleTypeSchema.optional() });

export const articleGroupSummarySchema = z
  .object({
    id: z.string(),
    articleType: articleTypeSchema,
    name: z.string(),
    description: z.string().nullable(),
    /** Published articles in the group. */
    articleCount: z.number().int(),
  })
  .meta({ id: 'ArticleGroupSummary' });
export type ArticleGroupSummary = z.infer<typeof articleGroupSummarySchema>;

export const articleGroupListSchema = z.object({ items: z.array(articleGroupSummarySchema) });
export type ArticleGroupList = z.infer<typeof articleGroupListSchema>;

/** `GET /api/content/v2/article/group/{id}`: the group with its published articles in order. */
export const articleGroupSchema = articleGroupSummarySchema
  .extend({ articles: z.array(articleListItemSchema) })
  .meta({ id: 'ArticleGroup' });
export type ArticleGroup = z.infer<typeof articleGroupSchema>;

export const ARTICLE_SEARCH_KEYWORD_MAX = 100;

/**
 * `GET /api/content/v2/article/search?keyword=&articleType=&page=&size=`: the keyword is matched
 * as people type it — parts of words (`반품` finds `반품신청`), with or without spaces, English in
 * any case; when nothing matches exactly, words of three or more letters may differ by one.
 */
export const articleSearchQuerySchema = pageQuerySchema.extend({
  keyword: z.string().overwrite(normalizeText).min(1).max(ARTICLE_SEARCH_KEYWORD_MAX),
  articleType: articleTypeSchema.optional(),
});
export type ArticleSearchQuery = z.input<typeof articleSearchQuerySchema>;

/** A piece of text, `match` where it matched the keyword (render those as `<mark>`). */
export const highlightSegmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type HighlightSegment = z.infer<typeof highlightSegmentSchema>;

export const articleSearchHitSchema = articleListItemSchema
  .extend({
    /** The title cut where it matched. */
    titleSegments: z.array(highlightSegmentSchema),
    /** A short passage around the first match in the body (or the summary), cut where it matched. */
    snippetSegments: z.array(highlightSegmentSchema),
  })
  .meta({ id: 'ArticleSearchHit' });
export type ArticleSearchHit = z.infer<typeof articleSearchHitSchema>;

export const articleSearchResultSchema = pageOf(articleSearchHitSchema)
  .extend({
    keyword: z.string(),
    /** True when nothing matched exactly and these are near matches (one letter off). */
    approximate: z.boolean(),
  })
  .meta({ id: 'ArticleSearchResult' });
export type ArticleSearchResult = z.infer<typeof articleSearchResultSchema>;

export const articleNeighbourSchema = z.object({ id: z.string(), title: z.string() });

/** `GET /api/content/v2/article/{id}`: one published article, its body as sanitised HTML. */
export const articleDetailSchema = z
  .object({
    id: z.string(),
    articleType: articleTypeSchema,
    lang: languageSchema,
    /** The languages the article is written in (Korean always). */
    availableLanguages: z.array(languageSchema),
    title: z.string(),
    summary: z.string(),
    bodyHtml: z.string(),
    group: z.object({ id: z.string(), name: z.string() }).nullable(),
    notice: z.boolean(),
    terms: termsVersionSchema.nullable(),
    publishedAt: instantSchema,
    updatedAt: instantSchema,
    /** The articles before and after it in its group (or, for terms, the older and newer versions). */
    previous: articleNeighbourSchema.nullable(),
    next: articleNeighbourSchema.nullable(),
  })
  .meta({ id: 'ArticleDetail' });
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

// ── guides ──────────────────────────────────────────────────────────────────────────────────

/** SPEC §7: guide books, service guides, fulfillment introductions, estimation and event guides. */
export const GUIDE_CATEGORIES = ['guidebook', 'service', 'fulfillment', 'estimation', 'event'] as const;
export const guideCategorySchema = z.enum(GUIDE_CATEGORIES);
export type GuideCategory = z.infer<typeof guideCategorySchema>;

/** `GET /api/customerCare/guide?category=`. */
export const guideListQuerySchema = z.strictObject({ category: guideCategorySchema.optional() });

export const guideSchema = z
  .object({
    id: z.string(),
    category: guideCategorySchema,
    title: z.string(),
    description: z.string(),
    /** The language of the file (Korean when there is no English edition). */
    lang: languageSchema,
    fileName: z.string(),
    size: z.number().int(),
    updatedAt: instantSchema,
    /** An expiring link (SPEC §3: use it until 60 s before `expirationTime`, then ask again). */
    download: downloadLinkSchema,
  })
  .meta({ id: 'Guide' });
export type Guide = z.infer<typeof guideSchema>;

export const guideListSchema = z.object({ items: z.array(guideSchema) });
export type GuideList = z.infer<typeof guideListSchema>;

// ── staff CMS (/api/admin/content) ──────────────────────────────────────────────────────────

export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_SUMMARY_MAX = 300;
export const ARTICLE_BODY_MAX = 60_000;

/** One language of an article as the editor writes it; an empty summary is made from the body. */
export const articleTranslationInputSchema = z.strictObject({
  title: textField(ARTICLE_TITLE_MAX),
  summary: z.string().overwrite(normalizeText).max(ARTICLE_SUMMARY_MAX).default(''),
  bodyMarkdown: z.string().overwrite(normalizeText).min(1).max(ARTICLE_BODY_MAX),
});
export type ArticleTranslationInput = z.input<typeof articleTranslationInputSchema>;

export const termsVersionInputSchema = z.strictObject({
  kind: termsKindSchema,
  versionLabel: textField(40),
  /** The Seoul day the version takes effect. */
  effectiveOn: calendarDateSchema,
});
export type TermsVersionInput = z.infer<typeof termsVersionInputSchema>;

const termsMatchType = (value: { articleType?: string; terms?: unknown }) =>
  value.articleType === undefined || (value.articleType === 'terms') === (value.terms != null);

const termsMatchTypeIssue = {
  path: ['terms'],
  params: {
    ko: '약관 글에는 종류·버전·시행일이 필요하고, 다른 글에는 넣을 수 없습니다',
    en: 'Terms need a kind, version and effective day; other articles cannot have them',
  },
};

/** `POST /api/admin/content/articles`: a new draft, Korean always, English when written. */
export const createArticleRequestSchema = z
  .strictObject({
    articleType: articleTypeSchema,
    groupId: z.string().max(60).nullable().optional(),
    notice: z.boolean().default(false),
    terms: termsVersionInputSchema.nullable().optional(),
    translations: z.strictObject({
      ko: articleTranslationInputSchema,
      en: articleTranslationInputSchema.nullable().optional(),
    }),
  })
  .refine(termsMatchType, termsMatchTypeIssue);
export type CreateArticleRequest = z.input<typeof createArticleRequestSchema>;

/**
 * `PATCH /api/admin/content/articles/{id}`: changes the draft (readers see it after publishing).
 * `revision` is the draft revision the editor started from; if someone saved since, the answer is
 * 409 ARTICLE_EDIT_CONFLICT rather than a silent overwrite. `en: null` removes the English version.
 */
export const updateArticleRequestSchema = z.strictObject({
  revision: z.number().int().min(1),
  groupId: z.string().max(60).nullable().optional(),
  notice: z.boolean().optional(),
  terms: termsVersionInputSchema.optional(),
  translations: z
    .strictObject({
      ko: articleTranslationInputSchema.optional(),
      en: articleTranslationInputSchema.nullable().optional(),
    })
    .optional(),
});
export type UpdateArticleRequest = z.input<typeof updateArticleRequestSchema>;

/** `POST /api/admin/content/articles/{id}/publish`: publishes the draft now (`revision` as above). */
export const publishArticleRequestSchema = z.strictObject({ revision: z.number().int().min(1).optional() });

/** `PUT /api/admin/content/articles/{id}/schedule`: the draft goes live by itself at `publishAt`. */
export const scheduleArticleRequestSchema = z.strictObject({ publishAt: instantSchema });
export type ScheduleArticleRequest = z.infer<typeof scheduleArticleRequestSchema>;

/** `POST /api/admin/content/preview`: Markdown as readers would see it, before saving. */
export const previewMarkdownRequestSchema = z.strictObject({
  bodyMarkdown: z.string().max(ARTICLE_BODY_MAX),
  /** The language the text is written in (what a link opening a new tab says); the caller's by default. */
  lang: languageSchema.optional(),
});
export const previewMarkdownResponseSchema = z.object({ bodyHtml: z.string() });

/** `GET /api/admin/content/articles/{id}/preview?lang=`: the draft as the article page would show it. */
export const articlePreviewQuerySchema = z.strictObject({ lang: languageSchema.optional() });

export const staffRefSchema = z.object({ id: z.string(), name: z.string() }).meta({ id: 'StaffRef' });

export const adminArticleTranslationSchema = z
  .object({
    title: z.string(),
    summary: z.string(),
    bodyMarkdown: z.string(),
    bodyHtml: z.string(),
  })
  .meta({ id: 'AdminArticleTranslation' });
export type AdminArticleTranslation = z.infer<typeof adminArticleTranslationSchema>;

export const adminTermsVersionSchema = z.object({
  kind: termsKindSchema,
  versionLabel: z.string(),
  effectiveOn: z.string(),
});

/** An article as the editor sees it: the draft side by side in both languages, and its status. */
export const adminArticleSchema = z
  .object({
    id: z.string(),
    articleType: articleTypeSchema,
    groupId: z.string().nullable(),
    sortOrder: z.number().int(),
    notice: z.boolean(),
    terms: adminTermsVersionSchema.nullable(),
    status: articleStatusSchema,
    /** The draft's revision; send it back with an edit. */
    revision: z.number().int(),
    /** The revision readers see, or null. */
    publishedRevision: z.number().int().nullable(),
    hasUnpublishedChanges: z.boolean(),
    publishAt: instantSchema.nullable(),
    firstPublishedAt: instantSchema.nullable(),
    publishedAt: instantSchema.nullable(),
    unpublishedAt: instantSchema.nullable(),
    translations: z.object({
      ko: adminArticleTranslationSchema,
      en: adminArticleTranslationSchema.nullable(),
    }),
    createdAt: instantSchema,
    updatedAt: instantSchema,
    createdBy: staffRefSchema.nullable(),
    updatedBy: staffRefSchema.nullable(),
  })
  .meta({ id: 'AdminArticle' });
export type AdminArticle = z.infer<typeof adminArticleSchema>;

/** How the staff article list is sorted: newest edit first, or a group's reading order (with `groupId`). */
export const ADMIN_ARTICLE_SORTS = ['updated', 'group'] as const;

/** `GET /api/admin/content/articles?articleType=&groupId=&status=&query=&sort=&page=&size=`. */
export const adminArticleListQuerySchema = pageQuerySchema.extend({
  articleType: articleTypeSchema.optional(),
  groupId: z.string().max(60).optional(),
  status: articleStatusSchema.optional(),
  /** Part of the Korean or English title. */
  query: z.string().max(100).optional(),
  /** `updated` (default): newest edit first; `group`: the order readers see in the group. */
  sort: z.enum(ADMIN_ARTICLE_SORTS).optional(),
});
export type AdminArticleListQuery = z.input<typeof adminArticleListQuerySchema>;

export const adminArticleSummarySchema = adminArticleSchema
  .pick({
    id: true,
    articleType: true,
    groupId: true,
    sortOrder: true,
    notice: true,
    terms: true,
    status: true,
    revision: true,
    publishedRevision: true,
    hasUnpublishedChanges: true,
    publishAt: true,
    publishedAt: true,
    updatedAt: true,
    updatedBy: true,
  })
  .extend({ titleKo: z.string(), titleEn: z.string().nullable() })
  .meta({ id: 'AdminArticleSummary' });
export type AdminArticleSummary = z.infer<typeof adminArticleSummarySchema>;

export const adminArticlePageSchema = pageOf(adminArticleSummarySchema).meta({ id: 'AdminArticlePage' });
export type AdminArticlePage = z.infer<typeof adminArticlePageSchema>;

export const ARTICLE_REVISION_ACTIONS = ['create', 'edit', 'restore'] as const;

/** One saved state of the draft (every create, edit and restore makes one). */
export const articleRevisionSummarySchema = z
  .object({
    revision: z.number().int(),
    action: z.enum(ARTICLE_REVISION_ACTIONS),
    /** The revision this one restored. */
    restoredFrom: z.number().int().nullable(),
    titleKo: z.string(),
    titleEn: z.string().nullable(),
    /** The revision readers see now. */
    live: z.boolean(),
    createdAt: instantSchema,
    createdBy: staffRefSchema.nullable(),
  })
  .meta({ id: 'ArticleRevisionSummary' });
export type ArticleRevisionSummary = z.infer<typeof articleRevisionSummarySchema>;

/** `GET /api/admin/content/articles/{id}/revisions`: newest first. */
export const articleRevisionListSchema = z.object({ items: z.array(articleRevisionSummarySchema) });

export const articleRevisionParamsSchema = z.strictObject({
  id: z.string().max(60),
  revision: z.coerce.number().int().min(1).max(1_000_000),
});

/** `GET /api/admin/content/articles/{id}/revisions/{revision}`: that revision in full. */
export const articleRevisionSchema = articleRevisionSummarySchema
  .extend({
    groupId: z.string().nullable(),
    notice: z.boolean(),
    terms: adminTermsVersionSchema.nullable(),
    translations: z.object({
      ko: adminArticleTranslationSchema,
      en: adminArticleTranslationSchema.nullable(),
    }),
  })
  .meta({ id: 'ArticleRevision' });
export type ArticleRevision = z.infer<typeof articleRevisionSchema>;

/**
 * `POST /api/admin/content/articles/{id}/revisions/{revision}/restore`: the draft becomes that
 * revision again (as a new revision). `revision` in the body is the draft revision the editor saw,
 * as with an edit.
 */
export const restoreArticleRevisionRequestSchema = z.strictObject({ revision: z.number().int().min(1) });

/** `GET /api/admin/content/groups?articleType=`: every group, with all of its articles counted. */
export const adminArticleGroupListQuerySchema = z.strictObject({ articleType: articleTypeSchema.optional() });

export const adminArticleGroupSchema = z
  .object({
    id: z.string(),
    articleType: articleTypeSchema,
    nameKo: z.string(),
    nameEn: z.string().nullable(),
    descriptionKo: z.string().nullable(),
    descriptionEn: z.string().nullable(),
    sortOrder: z.number().int(),
    /** Articles in the group, whatever their status. */
    articleCount: z.number().int(),
    publishedCount: z.number().int(),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ id: 'AdminArticleGroup' });
export type AdminArticleGroup = z.infer<typeof adminArticleGroupSchema>;

export const adminArticleGroupListSchema = z.object({ items: z.array(adminArticleGroupSchema) });

const optionalText = (max: number) =>
  z
    .string()
    .overwrite(normalizeText)
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** `POST /api/admin/content/groups`: a new FAQ category or how-to series, last in its type. */
export const createArticleGroupRequestSchema = z.strictObject({
  articleType: articleTypeSchema,
  nameKo: textField(60),
  nameEn: optionalText(60),
  descriptionKo: optionalText(300),
  descriptionEn: optionalText(300),
});
export type CreateArticleGroupRequest = z.input<typeof createArticleGroupRequestSchema>;

/** `PATCH /api/admin/content/groups/{id}`: names and descriptions (the type never changes). */
export const updateArticleGroupRequestSchema = z.strictObject({
  nameKo: textField(60).optional(),
  nameEn: optionalText(60),
  descriptionKo: optionalText(300),
  descriptionEn: optionalText(300),
});
export type UpdateArticleGroupRequest = z.input<typeof updateArticleGroupRequestSchema>;

/**
 * `PUT /api/admin/content/groups/{id}/order`: the group's articles in their new order — exactly the
 * articles in the group, each once.
 */
export const orderArticlesRequestSchema = z.strictObject({
  articleIds: z.array(z.string().max(60)).min(1).max(500),
});
export type OrderArticlesRequest = z.infer<typeof orderArticlesRequestSchema>;

/** The answer to `PUT /api/admin/content/groups/{id}/order`: the group and its articles' ids in order. */
export const orderedArticleGroupSchema = adminArticleGroupSchema.extend({ articleIds: z.array(z.string()) });

/**
 * `POST /api/admin/content/groups/{id}/order/move`: one article of the group to a place (1 = first;
 * past the end = last); the others keep their order. However many articles the group holds, a
 * reorder sends one id, so the screen pages through them.
 */
export const moveGroupArticleRequestSchema = z.strictObject({
  articleId: z.string().max(60),
  position: z.number().int().min(1).max(1_000_000),
});
export type MoveGroupArticleRequest = z.infer<typeof moveGroupArticleRequestSchema>;

/** The answer to a move: the group, and where the article was and now is (1-based). */
export const movedGroupArticleSchema = adminArticleGroupSchema.extend({
  articleId: z.string(),
  from: z.number().int(),
  position: z.number().int(),
});
export type MovedGroupArticle = z.infer<typeof movedGroupArticleSchema>;

/** `PUT /api/admin/content/groups/order?articleType=`: the type's groups in their new order, all of them. */
export const orderArticleGroupsRequestSchema = z.strictObject({
  articleType: articleTypeSchema,
  groupIds: z.array(z.string().max(60)).min(1).max(200),
});
export type OrderArticleGroupsRequest = z.infer<typeof orderArticleGroupsRequestSchema>;
