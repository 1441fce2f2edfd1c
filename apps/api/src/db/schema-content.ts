import type { ColumnType, Generated, SelectType } from 'kysely';

// The support centre's tables (issue 16, migration 0040), kept beside schema.ts like the
// fulfillment ones; `Database` extends these and `schemaColumns` spreads `contentColumns`.

type Created = ColumnType<Date, Date | string | undefined, never>;
type Updated = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type ArticleTypeValue = 'howto' | 'terms' | 'faq';
export type TermsKindValue = 'service' | 'privacy';

export interface ArticleGroupsTable {
  id: string;
  article_type: ArticleTypeValue;
  name_ko: string;
  name_en: string | null;
  description_ko: string | null;
  description_en: string | null;
  sort_order: Defaulted<number>;
  created_at: Created;
  updated_at: Updated;
}

export interface ArticlesTable {
  id: string;
  article_type: ArticleTypeValue;
  group_id: string | null;
  sort_order: Defaulted<number>;
  notice: Defaulted<boolean>;
  terms_kind: TermsKindValue | null;
  terms_version_label: string | null;
  terms_effective_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** The draft's revision. */
  revision: Defaulted<number>;
  /** The revision readers see (until `publish_at` passes, when the draft is). */
  published_revision: number | null;
  publish_at: NullableTime;
  first_published_at: NullableTime;
  published_at: NullableTime;
  unpublished_at: NullableTime;
  created_by: string | null;
  updated_by: string | null;
  created_at: Created;
  updated_at: Updated;
}

export interface ArticleRevisionsTable {
  article_id: string;
  revision: number;
  action: 'create' | 'edit' | 'restore';
  restored_from: number | null;
  group_id: string | null;
  notice: Defaulted<boolean>;
  terms_kind: TermsKindValue | null;
  terms_version_label: string | null;
  terms_effective_on: ColumnType<string | null, string | null | undefined, string | null>;
  title_ko: string;
  summary_ko: string;
  body_markdown_ko: string;
  body_html_ko: string;
  title_en: string | null;
  summary_en: string | null;
  body_markdown_en: string | null;
  body_html_en: string | null;
  /** The title and the text of summary and body as search matches them (ADR 0017). */
  search_title_ko: string;
  search_body_ko: string;
  search_title_en: string | null;
  search_body_en: string | null;
  created_by: string | null;
  created_at: Created;
}

export type GuideCategoryValue = 'guidebook' | 'service' | 'fulfillment' | 'estimation' | 'event';

export interface GuidesTable {
  id: string;
  category: GuideCategoryValue;
  lang: 'ko' | 'en';
  title: string;
  description: string;
  file_name: string;
  /** The object's name under the environment's guide prefix (`GUIDE_BUCKET`). */
  object_name: string;
  size: Defaulted<number>;
  sort_order: Defaulted<number>;
  created_at: Created;
  updated_at: Updated;
}

export interface TermsConsentsTable {
  user_id: string;
  article_id: string;
  terms_kind: TermsKindValue;
  accepted_at: Generated<Date>;
}

export interface ContentTables {
  article_groups: ArticleGroupsTable;
  articles: ArticlesTable;
  article_revisions: ArticleRevisionsTable;
  guides: GuidesTable;
  terms_consents: TermsConsentsTable;
}

type Nullability<T> = { [K in keyof T]-?: null extends SelectType<T[K]> ? 'nullable' : 'required' };
const R = 'required';
const N = 'nullable';

export const contentColumns: { [T in keyof ContentTables]: Nullability<ContentTables[T]> } = {
  article_groups: {
    id: R,
    article_type: R,
    name_ko: R,
    name_en: N,
    description_ko: N,
    description_en: N,
    sort_order: R,
    created_at: R,
    updated_at: R,
  },
  articles: {
    id: R,
    article_type: R,
    group_id: N,
    sort_order: R,
    notice: R,
    terms_kind: N,
    terms_version_label: N,
    terms_effective_on: N,
    revision: R,
    published_revision: N,
    publish_at: N,
    first_published_at: N,
    published_at: N,
    unpublished_at: N,
    created_by: N,
    updated_by: N,
    created_at: R,
    updated_at: R,
  },
  article_revisions: {
    article_id: R,
    revision: R,
    action: R,
    restored_from: N,
    group_id: N,
    notice: R,
    terms_kind: N,
    terms_version_label: N,
    terms_effective_on: N,
    title_ko: R,
    summary_ko: R,
    body_markdown_ko: R,
    body_html_ko: R,
    title_en: N,
    summary_en: N,
    body_markdown_en: N,
    body_html_en: N,
    search_title_ko: R,
    search_body_ko: R,
    search_title_en: N,
    search_body_en: N,
    created_by: N,
    created_at: R,
  },
  guides: {
    id: R,
    category: R,
    lang: R,
    title: R,
    description: R,
    file_name: R,
    object_name: R,
    size: R,
    sort_order: R,
    created_at: R,
    updated_at: R,
  },
  terms_consents: { user_id: R, article_id: R, terms_kind: R, accepted_at: R },
};
