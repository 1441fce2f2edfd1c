import { type Kysely, sql } from 'kysely';

// Issue 16: the support centre. An article's every saved state is a row of `article_revisions`
// (both languages side by side, the Markdown and the sanitised HTML, and the normalised text that
// search matches, ADR 0017); `articles` points at the draft (`revision`) and at what readers see
// (`published_revision`, or the draft once `publish_at` has passed). Guides are PDF files in
// object storage under a prefix per environment (`GUIDE_BUCKET`). Sign-up records the versions
// of the terms that were accepted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table article_groups (
    id text primary key,
    article_type text not null check (article_type in ('howto', 'terms', 'faq')),
    name_ko text not null,
    name_en text,
    description_ko text,
    description_en text,
    sort_order integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index article_groups_type_order_idx on article_groups (article_type, sort_order, id)`.execute(
    db,
  );

  await sql`create table articles (
    id text primary key,
    article_type text not null check (article_type in ('howto', 'terms', 'faq')),
    group_id text references article_groups (id),
    sort_order integer not null default 0,
    notice boolean not null default false,
    terms_kind text check (terms_kind in ('service', 'privacy')),
    terms_version_label text,
    terms_effective_on date,
    revision integer not null default 1,
    published_revision integer,
    publish_at timestamptz,
    first_published_at timestamptz,
    published_at timestamptz,
    unpublished_at timestamptz,
    created_by text references users (id) on delete set null,
    updated_by text references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check ((article_type = 'terms') = (terms_kind is not null)),
    check (terms_kind is null or (terms_version_label is not null and terms_effective_on is not null))
  )`.execute(db);
  await sql`create index articles_type_group_order_idx on articles (article_type, group_id, sort_order, id)`.execute(
    db,
  );
  await sql`create index articles_group_idx on articles (group_id)`.execute(db);
  await sql`create index articles_publish_at_idx on articles (publish_at) where publish_at is not null`.execute(
    db,
  );
  await sql`create index articles_created_by_idx on articles (created_by)`.execute(db);
  await sql`create index articles_updated_by_idx on articles (updated_by)`.execute(db);

  await sql`create table article_revisions (
    article_id text not null references articles (id) on delete cascade,
    revision integer not null,
    action text not null check (action in ('create', 'edit', 'restore')),
    restored_from integer,
    group_id text,
    notice boolean not null default false,
    terms_kind text,
    terms_version_label text,
    terms_effective_on date,
    title_ko text not null,
    summary_ko text not null,
    body_markdown_ko text not null,
    body_html_ko text not null,
    title_en text,
    summary_en text,
    body_markdown_en text,
    body_html_en text,
    search_title_ko text not null,
    search_body_ko text not null,
    search_title_en text,
    search_body_en text,
    created_by text references users (id) on delete set null,
    created_at timestamptz not null default now(),
    primary key (article_id, revision)
  )`.execute(db);
  await sql`create index article_revisions_created_by_idx on article_revisions (created_by)`.execute(db);

  await sql`create table guides (
    id text primary key,
    category text not null check (category in ('guidebook', 'service', 'fulfillment', 'estimation', 'event')),
    lang text not null check (lang in ('ko', 'en')),
    title text not null,
    description text not null,
    file_name text not null,
    object_name text not null,
    size integer not null default 0,
    sort_order integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (category, lang, object_name)
  )`.execute(db);

  await sql`create table terms_consents (
    user_id text not null references users (id) on delete cascade,
    article_id text not null references articles (id),
    terms_kind text not null check (terms_kind in ('service', 'privacy')),
    accepted_at timestamptz not null default now(),
    primary key (user_id, article_id)
  )`.execute(db);
  await sql`create index terms_consents_article_idx on terms_consents (article_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists terms_consents`.execute(db);
  await sql`drop table if exists guides`.execute(db);
  await sql`drop table if exists article_revisions`.execute(db);
  await sql`drop table if exists articles`.execute(db);
  await sql`drop table if exists article_groups`.execute(db);
}
