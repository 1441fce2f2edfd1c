import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../apps/api/src/db/schema.ts';
import { type DraftContent, revisionRow } from '../../apps/api/src/modules/content/admin-article-model.ts';
import { seedSupportContent } from '../../apps/api/src/modules/content/content.seeder.ts';
import { FAQ_CATEGORIES } from '../../apps/api/src/modules/content/faq.data.ts';
import { HOWTO_SERIES } from '../../apps/api/src/modules/content/howto.data.ts';

/** How many published articles the support search looks through (issue 16: 10k). */
export const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const BATCH = 200;

/** One source text in both languages: the real FAQ answers and how-to guides of the demo content. */
interface Source {
  type: 'faq' | 'howto';
  /** Index of the source's group among the demo groups. */
  group: number;
  groupName: { ko: string; en: string };
  ko: { title: string; paragraphs: string[] };
  en: { title: string; paragraphs: string[] };
}

// Where and for whom an article is written: put before a source title, they make 10k articles out
// of the ~40 real ones that read like a support centre's (port guides, per-service variants).
const CONTEXTS: readonly { ko: string; en: string }[] = [
  { ko: '부산항 도착 화물', en: 'Cargo arriving in Busan' },
  { ko: '인천항 도착 화물', en: 'Cargo arriving in Incheon' },
  { ko: '평택항 도착 화물', en: 'Cargo arriving in Pyeongtaek' },
  { ko: '광양항 도착 화물', en: 'Cargo arriving in Gwangyang' },
  { ko: '상하이 출발 해상', en: 'Sea freight from Shanghai' },
  { ko: '닝보 출발 해상', en: 'Sea freight from Ningbo' },
  { ko: '선전 출발 해상', en: 'Sea freight from Shenzhen' },
  { ko: '칭다오 출발 해상', en: 'Sea freight from Qingdao' },
  { ko: '호찌민 출발 해상', en: 'Sea freight from Ho Chi Minh City' },
  { ko: '로스앤젤레스 출발 해상', en: 'Sea freight from Los Angeles' },
  { ko: '함부르크 출발 해상', en: 'Sea freight from Hamburg' },
  { ko: '인천공항 항공 화물', en: 'Air cargo through Incheon Airport' },
  { ko: '홍콩 출발 항공', en: 'Air freight from Hong Kong' },
  { ko: '프랑크푸르트 출발 항공', en: 'Air freight from Frankfurt' },
  { ko: '화주 첫 거래', en: 'First shipment with us' },
  { ko: '정기 수입 화주', en: 'Regular importers' },
  { ko: '온라인 판매자', en: 'Online sellers' },
  { ko: '풀필먼트 이용 고객', en: 'Fulfillment customers' },
  { ko: '냉장·냉동 화물', en: 'Chilled and frozen cargo' },
  { ko: '위험물 화물', en: 'Dangerous goods' },
  { ko: '대형·중량 화물', en: 'Oversized and heavy cargo' },
  { ko: '샘플 화물', en: 'Sample shipments' },
  { ko: '성수기 선적', en: 'Peak-season sailings' },
  { ko: '연말 물량', en: 'Year-end volumes' },
  { ko: '설·추석 연휴 전후', en: 'Around the Lunar New Year and Chuseok holidays' },
];

const paragraphsOf = (markdown: string) =>
  markdown
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);

function sources(): Source[] {
  const faq = FAQ_CATEGORIES.flatMap((category, group) =>
    category.entries.map(
      (entry): Source => ({
        type: 'faq',
        group,
        groupName: { ko: category.nameKo, en: category.nameEn },
        ko: { title: entry.ko[0], paragraphs: paragraphsOf(entry.ko[1]) },
        en: { title: entry.en[0], paragraphs: paragraphsOf(entry.en[1]) },
      }),
    ),
  );
  const howto = HOWTO_SERIES.flatMap((series, group) =>
    series.entries.map(
      (entry): Source => ({
        type: 'howto',
        group: FAQ_CATEGORIES.length + group,
        groupName: { ko: series.nameKo, en: series.nameEn },
        ko: { title: entry.ko.title, paragraphs: paragraphsOf(entry.ko.body) },
        en: { title: entry.en.title, paragraphs: paragraphsOf(entry.en.body) },
      }),
    ),
  );
  return [...faq, ...howto];
}

/** Up to three paragraphs of a source, from a place that moves with `n` (aligned in both languages). */
function excerpt(paragraphs: string[], n: number, count: number): string[] {
  if (paragraphs.length <= count) return paragraphs;
  const start = n % (paragraphs.length - count + 1);
  return paragraphs.slice(start, start + count);
}

const GROUPS = FAQ_CATEGORIES.length + HOWTO_SERIES.length;

/**
 * The `n`th generated article: a context, a source's title and part of its text, and a paragraph
 * of another. It belongs to the group of its context and its source's group ("부산항 도착 화물 ·
 * 견적·입찰"), so groups hold tens of articles, as a real support centre's do.
 */
function generated(all: Source[], n: number): { source: Source; groupId: string; draft: DraftContent } {
  const source = all[n % all.length] as Source;
  const other = all[(n * 7 + 3) % all.length] as Source;
  const contextIndex = Math.floor(n / all.length) % CONTEXTS.length;
  const context = CONTEXTS[contextIndex] as { ko: string; en: string };
  const groupId = benchGroupId(contextIndex * GROUPS + source.group);
  const body = (lang: 'ko' | 'en') =>
    [...excerpt(source[lang].paragraphs, n, 3), ...excerpt(other[lang].paragraphs, n + 1, 1)].join('\n\n');
  return {
    source,
    groupId,
    draft: {
      groupId,
      notice: false,
      terms: null,
      ko: { title: `${context.ko}: ${source.ko.title}`, summary: '', bodyMarkdown: body('ko') },
      en: { title: `${context.en}: ${source.en.title}`, summary: '', bodyMarkdown: body('en') },
    },
  };
}

const benchGroupId = (index: number) => `agrp_bench${String(index).padStart(4, '0')}`;

/** A group per context and demo group, named after both. */
function benchGroups(all: Source[], now: Date) {
  const seen = new Map<number, Source>();
  for (const source of all) if (!seen.has(source.group)) seen.set(source.group, source);
  return CONTEXTS.flatMap((context, contextIndex) =>
    [...seen.values()].map((source) => ({
      id: benchGroupId(contextIndex * GROUPS + source.group),
      article_type: source.type,
      name_ko: `${context.ko} · ${source.groupName.ko}`,
      name_en: `${context.en} · ${source.groupName.en}`,
      sort_order: 100 + contextIndex * GROUPS + source.group,
      created_at: now,
      updated_at: now,
    })),
  );
}

export interface SearchBenchData {
  /** Published articles readers can find (the demo content and the generated ones). */
  articles: number;
  /** A published article's id, for the primary-key read that is a baseline. */
  articleId: string;
}

/**
 * The demo support content (real groups, FAQs, how-tos, notices, terms), then generated published
 * articles up to ARTICLES, each in Korean and English, stored as the CMS stores them (a revision
 * with the rendered HTML and the search text, `revisionRow`), in batches.
 */
export async function seedSearchBenchData(db: Kysely<Database>): Promise<SearchBenchData> {
  const now = new Date();
  await db.transaction().execute((trx) => seedSupportContent(trx, now));
  const existing = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const all = sources();
  const toMake = Math.max(0, ARTICLES - Number(existing.count));
  if (toMake > 0) await db.insertInto('article_groups').values(benchGroups(all, now)).execute();
  const publishedAt = (n: number) => new Date(now.getTime() - 86_400_000 - n * 60_000);
  for (let from = 0; from < toMake; from += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, toMake - from) }, (_, i) => {
      const n = from + i;
      return { n, id: `art_bench${String(n).padStart(6, '0')}`, ...generated(all, n) };
    });
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('articles')
        .values(
          batch.map(({ n, id, source, groupId }) => ({
            id,
            article_type: source.type,
            group_id: groupId,
            sort_order: 100 + n,
            revision: 1,
            published_revision: 1,
            first_published_at: publishedAt(n),
            published_at: publishedAt(n),
            created_at: publishedAt(n),
            updated_at: publishedAt(n),
          })),
        )
        .execute();
      await trx
        .insertInto('article_revisions')
        .values(
          batch.map(({ n, id, draft }) =>
            revisionRow(id, 1, draft, { action: 'create', createdBy: null, now: publishedAt(n) }),
          ),
        )
        .execute();
    });
  }
  const { count } = await db
    .selectFrom('articles')
    .where('published_revision', 'is not', null)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  await sql`vacuum analyze`.execute(db);
  return { articles: Number(count), articleId: 'art_howtoInstantQuote' };
}
