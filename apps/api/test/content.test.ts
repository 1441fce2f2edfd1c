import {
  articleDetailSchema,
  articleGroupListSchema,
  articleGroupSchema,
  articlePageSchema,
  articleSearchResultSchema,
  errorBodySchema,
  guideListSchema,
} from '@baro/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSupportContent } from '../src/modules/content/content.seeder.ts';
import { useTestApp } from './support/use-test-app.ts';

// The support centre's reading calls (issue 16, SPEC §7 content API v2): the seeded content in
// both languages, Korean search as people type it, details with neighbours, terms versions and
// the guide files with expiring links.

const t = useTestApp({ reset: 'never' });
const NOW = new Date('2026-11-20T10:00:00+09:00');

beforeAll(async () => {
  t.app.clock.advance(NOW.getTime() - t.app.clock.now().getTime());
  await t.database.db.transaction().execute((trx) => seedSupportContent(trx, NOW));
});

const get = (url: string, lang?: 'ko' | 'en') =>
  t.app.inject({ method: 'GET', url, headers: lang ? { lang } : {} });

describe('GET /api/content/v2/article', () => {
  it('lists FAQs in category order with their answers, in Korean by default', async () => {
    const response = await get('/api/content/v2/article?articleType=faq&size=100');
    expect(response.statusCode).toBe(200);
    const page = articlePageSchema.parse(response.json());
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect(page.items[0]).toMatchObject({
      title: '즉시 견적은 어떻게 계산되나요?',
      lang: 'ko',
      articleType: 'faq',
    });
    expect(page.items[0]?.bodyHtml).toContain('<strong>그날 환율</strong>');
  });

  it('answers in English for lang: en', async () => {
    const page = articlePageSchema.parse(
      (await get('/api/content/v2/article?articleType=howto&notice=false', 'en')).json(),
    );
    expect(page.items[0]).toMatchObject({ title: 'How to get an instant quote', lang: 'en' });
    expect(page.items[0]?.bodyHtml).toBeUndefined();
  });

  it('lists terms newest version first, the one in force marked current', async () => {
    const page = articlePageSchema.parse(
      (await get('/api/content/v2/article?articleType=terms&termsKind=service')).json(),
    );
    expect(page.items.map((item) => item.terms?.versionLabel)).toEqual(['v2.0', 'v1.0']);
    expect(page.items.map((item) => item.terms?.current)).toEqual([true, false]);
  });

  it('lists notices newest first', async () => {
    const page = articlePageSchema.parse((await get('/api/content/v2/article?notice=true')).json());
    expect(page.items.map((item) => item.id)).toEqual(['art_noticeHoliday001', 'art_noticeTerms2026']);
  });

  it('refuses an unknown article type with a field error', async () => {
    const response = await get('/api/content/v2/article?articleType=blog', 'en');
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).fields).toHaveProperty('articleType');
  });
});

describe('GET /api/content/v2/article/search', () => {
  const search = async (keyword: string, lang?: 'ko' | 'en') => {
    const response = await get(`/api/content/v2/article/search?keyword=${encodeURIComponent(keyword)}`, lang);
    expect(response.statusCode, response.body).toBe(200);
    return articleSearchResultSchema.parse(response.json());
  };

  it('finds a Korean word inside a longer one (반품 → 반품 정책과 처리 절차) and highlights it', async () => {
    const result = await search('반품');
    expect(result.approximate).toBe(false);
    const hit = result.items.find((item) => item.id === 'art_howtoReturns0001');
    expect(hit?.titleSegments).toEqual([
      { text: '반품', match: true },
      { text: ' 정책과 처리 절차', match: false },
    ]);
    // Title matches come first.
    expect(result.items[0]?.titleSegments.some((segment) => segment.match)).toBe(true);
  });

  it('matches with or without spaces', async () => {
    const spaced = await search('입고 라벨');
    const joined = await search('입고라벨');
    expect(joined.items.map((item) => item.id)).toContain('art_howtoInboundPrep');
    expect(spaced.items.map((item) => item.id)).toContain('art_howtoInboundPrep');
    const hit = joined.items.find((item) => item.id === 'art_howtoInboundPrep');
    expect(hit?.snippetSegments.filter((segment) => segment.match).map((segment) => segment.text)).toContain(
      '입고 라벨',
    );
  });

  it('tolerates one wrong syllable when nothing matches exactly', async () => {
    const result = await search('수입신고필층');
    expect(result.approximate).toBe(true);
    expect(result.items.map((item) => item.id)).toContain('art_howtoImportDocs1');
  });

  it('is case-insensitive in English', async () => {
    const result = await search('INCOTERMS', 'en');
    expect(result.items[0]).toMatchObject({ id: 'art_howtoIncoterms01', lang: 'en' });
    expect(result.items[0]?.titleSegments[0]).toEqual({ text: 'Incoterms', match: true });
  });

  it('finds nothing for punctuation only, and refuses an empty keyword', async () => {
    expect((await search('!!')).total).toBe(0);
    expect((await get('/api/content/v2/article/search?keyword=')).statusCode).toBe(400);
  });
});

describe('GET /api/content/v2/article/{id}', () => {
  it('answers the article with sanitised HTML and its neighbours in the series', async () => {
    const response = await get('/api/content/v2/article/art_howtoBidding0001');
    const article = articleDetailSchema.parse(response.json());
    expect(article).toMatchObject({
      title: '입찰은 이렇게 진행됩니다',
      group: { id: 'agrp_howtoForward01', name: '포워딩 시작하기' },
      previous: { id: 'art_howtoInstantQuote' },
      next: { id: 'art_howtoMilestones1' },
      availableLanguages: ['ko', 'en'],
    });
    expect(article.bodyHtml).toContain('<h2>입찰의 흐름</h2>');
  });

  it('links the older and newer versions of the terms', async () => {
    const older = articleDetailSchema.parse(
      (await get('/api/content/v2/article/art_termsService2025')).json(),
    );
    expect(older.terms).toMatchObject({ versionLabel: 'v1.0', current: false });
    expect(older.previous).toBeNull();
    expect(older.next?.id).toBe('art_termsService2026');
  });

  it('is 404 for an unknown or unpublished article', async () => {
    expect((await get('/api/content/v2/article/art_doesNotExist00')).statusCode).toBe(404);
    await t.database.db
      .updateTable('articles')
      .set({ published_revision: null })
      .where('id', '=', 'art_noticeHoliday001')
      .execute();
    expect((await get('/api/content/v2/article/art_noticeHoliday001')).statusCode).toBe(404);
    await t.database.db
      .updateTable('articles')
      .set({ published_revision: 1 })
      .where('id', '=', 'art_noticeHoliday001')
      .execute();
  });
});

describe('groups', () => {
  it('lists the FAQ categories with their counts', async () => {
    const list = articleGroupListSchema.parse(
      (await get('/api/content/v2/article/group?articleType=faq', 'en')).json(),
    );
    expect(list.items.map((group) => group.name)).toEqual([
      'Quotes and bids',
      'Shipping and customs',
      'Fulfillment',
      'Account and team',
    ]);
    expect(list.items.reduce((sum, group) => sum + group.articleCount, 0)).toBe(30);
  });

  it('answers a group with its articles in order', async () => {
    const group = articleGroupSchema.parse(
      (await get('/api/content/v2/article/group/agrp_howtoFulfill01')).json(),
    );
    expect(group.articles.map((article) => article.id)).toEqual([
      'art_howtoOnboarding',
      'art_howtoInboundPrep',
      'art_howtoReturns0001',
    ]);
    expect((await get('/api/content/v2/article/group/agrp_nope00000000')).statusCode).toBe(404);
  });
});

describe('GET /api/customerCare/guide', () => {
  it('answers each category’s guide in the caller’s language with a link that expires', async () => {
    const response = await get('/api/customerCare/guide', 'en');
    expect(response.statusCode, response.body).toBe(200);
    const { items } = guideListSchema.parse(response.json());
    expect(items.map((item) => item.category).sort()).toEqual([
      'estimation',
      'event',
      'fulfillment',
      'guidebook',
      'service',
    ]);
    const guide = items.find((item) => item.category === 'fulfillment');
    expect(guide).toMatchObject({ lang: 'en', fileName: 'Baro_Fulfillment_Introduction.pdf' });
    expect(guide?.size).toBeGreaterThan(1000);
    const expires = new Date(guide?.download.expirationTime ?? 0).getTime();
    expect(expires - t.app.clock.now().getTime()).toBeLessThanOrEqual(300_000);
    // The file lives under the environment's guide prefix (development and tests: baro-guides-dev).
    const url = new URL(guide?.download.preSignedUrl ?? '');
    expect(url.searchParams.get('key')).toBe('baro-guides-dev/fulfillment/fulfillment-introduction.en.pdf');
    const file = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    t.app.clock.advance(301_000);
    expect((await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(410);
  });

  it('filters by category, in Korean by default', async () => {
    const { items } = guideListSchema.parse((await get('/api/customerCare/guide?category=guidebook')).json());
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: '바로 이용 가이드북', lang: 'ko' });
  });
});
