import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Seeder } from '../../seed/seeder.ts';
import { type DraftContent, revisionRow } from './admin-article-model.ts';
import { FAQ_CATEGORIES } from './faq.data.ts';
import { DEMO_GUIDES } from './guides.data.ts';
import { insertMissingGuides } from './guides.repository.ts';
import { HOWTO_SERIES, NOTICES } from './howto.data.ts';
import { TERMS } from './terms.data.ts';

// The support centre's content (issue 16): FAQ categories and answers, how-to series, notices,
// the terms of service and privacy policy (versions), and the guide files' records. Everything
// has a fixed id and goes in only when missing, so staff edits survive a re-seed.

interface SeedArticle {
  id: string;
  articleType: 'howto' | 'terms' | 'faq';
  groupId: string | null;
  sortOrder: number;
  draft: DraftContent;
  publishedAt: Date;
}

async function seedArticle(trx: Transaction<Database>, article: SeedArticle): Promise<void> {
  const inserted = await trx
    .insertInto('articles')
    .values({
      id: article.id,
      article_type: article.articleType,
      group_id: article.groupId,
      sort_order: article.sortOrder,
      notice: article.draft.notice,
      terms_kind: article.draft.terms?.kind ?? null,
      terms_version_label: article.draft.terms?.versionLabel ?? null,
      terms_effective_on: article.draft.terms?.effectiveOn ?? null,
      revision: 1,
      published_revision: 1,
      first_published_at: article.publishedAt,
      published_at: article.publishedAt,
      created_at: article.publishedAt,
      updated_at: article.publishedAt,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return;
  await trx
    .insertInto('article_revisions')
    .values(
      revisionRow(article.id, 1, article.draft, {
        action: 'create',
        createdBy: null,
        now: article.publishedAt,
      }),
    )
    .execute();
}

async function seedGroup(
  trx: Transaction<Database>,
  group: { id: string; nameKo: string; nameEn: string; descriptionKo: string; descriptionEn: string },
  articleType: 'howto' | 'faq',
  sortOrder: number,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('article_groups')
    .values({
      id: group.id,
      article_type: articleType,
      name_ko: group.nameKo,
      name_en: group.nameEn,
      description_ko: group.descriptionKo,
      description_en: group.descriptionEn,
      sort_order: sortOrder,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** Fixed ids for the FAQ entries: the category's id and the entry's place. */
const faqId = (categoryId: string, index: number) =>
  `art_${categoryId.slice(5)}${String(index + 1).padStart(2, '0')}`;

export async function seedSupportContent(trx: Transaction<Database>, now: Date): Promise<void> {
  const day = 86_400_000;
  for (const [index, category] of FAQ_CATEGORIES.entries()) {
    await seedGroup(trx, category, 'faq', index, now);
    for (const [position, entry] of category.entries.entries()) {
      await seedArticle(trx, {
        id: faqId(category.id, position),
        articleType: 'faq',
        groupId: category.id,
        sortOrder: position,
        publishedAt: new Date(now.getTime() - 60 * day + position * 1000),
        draft: {
          groupId: category.id,
          notice: false,
          terms: null,
          ko: { title: entry.ko[0], summary: '', bodyMarkdown: entry.ko[1] },
          en: { title: entry.en[0], summary: '', bodyMarkdown: entry.en[1] },
        },
      });
    }
  }
  for (const [index, series] of HOWTO_SERIES.entries()) {
    await seedGroup(trx, series, 'howto', index, now);
    for (const [position, entry] of series.entries.entries()) {
      await seedArticle(trx, {
        id: entry.id,
        articleType: 'howto',
        groupId: series.id,
        sortOrder: position,
        publishedAt: new Date(now.getTime() - 45 * day + position * 1000),
        draft: {
          groupId: series.id,
          notice: false,
          terms: null,
          ko: { title: entry.ko.title, summary: entry.ko.summary, bodyMarkdown: entry.ko.body },
          en: { title: entry.en.title, summary: entry.en.summary, bodyMarkdown: entry.en.body },
        },
      });
    }
  }
  for (const [index, notice] of NOTICES.entries()) {
    await seedArticle(trx, {
      id: notice.id,
      articleType: 'howto',
      groupId: null,
      sortOrder: index,
      publishedAt: new Date(now.getTime() - (10 + index * 20) * day),
      draft: {
        groupId: null,
        notice: true,
        terms: null,
        ko: { title: notice.ko.title, summary: notice.ko.summary, bodyMarkdown: notice.ko.body },
        en: { title: notice.en.title, summary: notice.en.summary, bodyMarkdown: notice.en.body },
      },
    });
  }
  for (const [index, terms] of TERMS.entries()) {
    await seedArticle(trx, {
      id: terms.id,
      articleType: 'terms',
      groupId: null,
      sortOrder: index,
      publishedAt:
        new Date(`${terms.effectiveOn}T00:00:00+09:00`).getTime() > now.getTime() - 30 * day
          ? new Date(now.getTime() - 30 * day)
          : new Date(`${terms.effectiveOn}T00:00:00+09:00`),
      draft: {
        groupId: null,
        notice: false,
        terms: { kind: terms.kind, versionLabel: terms.versionLabel, effectiveOn: terms.effectiveOn },
        ko: { title: terms.ko.title, summary: '', bodyMarkdown: terms.ko.body },
        en: { title: terms.en.title, summary: '', bodyMarkdown: terms.en.body },
      },
    });
  }
  await insertMissingGuides(
    trx,
    DEMO_GUIDES.flatMap((guide, index) =>
      (['ko', 'en'] as const).map((lang) => ({
        id: `${guide.id}${lang === 'ko' ? 'Ko' : 'En'}`,
        category: guide.category,
        lang,
        title: guide.editions[lang].title,
        description: guide.editions[lang].description,
        file_name: guide.editions[lang].fileName,
        object_name: guide.objectName,
        sort_order: index,
        created_at: now,
        updated_at: now,
      })),
    ),
  );
}

export const supportContentSeeder: Seeder = {
  name: 'support-content',
  run: (trx, context) => seedSupportContent(trx, context.now),
};
