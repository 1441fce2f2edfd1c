import {
  adminArticleGroupListSchema,
  adminArticleGroupSchema,
  adminArticlePageSchema,
  adminArticleSchema,
  articleDetailSchema,
  articleRevisionListSchema,
  auditPageSchema,
  errorBodySchema,
  movedGroupArticleSchema,
} from '@baro/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStaff, type TestUser } from './support/accounts.ts';
import { useTestApp } from './support/use-test-app.ts';

// The staff CMS of the support centre (issue 16): drafts in Korean and English, publishing and
// scheduling (readers see only what is published), edit conflicts, revisions and restore, groups
// and their order, the delete guards, and an audit entry for every write.

const t = useTestApp();
let staff: TestUser;
let headers: Record<string, string>;

beforeEach(async () => {
  t.app.clock.advance(new Date('2026-11-20T10:00:00+09:00').getTime() - t.app.clock.now().getTime());
  staff = await createStaff(t.database, { name: '콘텐츠 담당' });
  headers = await t.as(staff);
});

const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/admin/content${url}`,
    headers: { ...headers, lang: 'en' },
    ...(payload ? { payload } : {}),
  });

const draft = {
  articleType: 'faq',
  translations: {
    ko: { title: '통관 수수료는 얼마인가요?', bodyMarkdown: 'BL 1건당 **33,000원**입니다.' },
    en: { title: 'How much is customs brokerage?', bodyMarkdown: 'KRW **33,000** per BL.' },
  },
};

async function createGroup(nameKo = '요금') {
  const response = await send('POST', '/groups', { articleType: 'faq', nameKo, nameEn: 'Prices' });
  expect(response.statusCode, response.body).toBe(201);
  return adminArticleGroupSchema.parse(response.json());
}

async function createArticle(groupId: string | null = null) {
  const response = await send('POST', '/articles', { ...draft, groupId });
  expect(response.statusCode, response.body).toBe(201);
  return adminArticleSchema.parse(response.json());
}

const readerGet = (id: string) => t.app.inject({ method: 'GET', url: `/api/content/v2/article/${id}` });

describe('articles', () => {
  it('creates a draft readers cannot see, then publishes it', async () => {
    const group = await createGroup();
    const article = await createArticle(group.id);
    expect(article).toMatchObject({
      status: 'draft',
      revision: 1,
      publishedRevision: null,
      groupId: group.id,
    });
    expect(article.translations.ko.bodyHtml).toContain('<strong>33,000원</strong>');
    expect(article.translations.ko.summary).toBe('BL 1건당 33,000원입니다.');
    expect((await readerGet(article.id)).statusCode).toBe(404);

    const published = adminArticleSchema.parse(
      (await send('POST', `/articles/${article.id}/publish`, {})).json(),
    );
    expect(published).toMatchObject({
      status: 'published',
      publishedRevision: 1,
      hasUnpublishedChanges: false,
    });
    expect(articleDetailSchema.parse((await readerGet(article.id)).json()).title).toBe(
      '통관 수수료는 얼마인가요?',
    );
  });

  it('keeps readers on the published text while the draft changes, and refuses a stale edit', async () => {
    const article = await createArticle();
    await send('POST', `/articles/${article.id}/publish`, {});
    const edited = await send('PATCH', `/articles/${article.id}`, {
      revision: 1,
      translations: { ko: { title: '통관 수수료 안내', bodyMarkdown: '바뀐 본문' }, en: null },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(adminArticleSchema.parse(edited.json())).toMatchObject({
      revision: 2,
      hasUnpublishedChanges: true,
    });
    expect(adminArticleSchema.parse(edited.json()).translations.en).toBeNull();
    expect(articleDetailSchema.parse((await readerGet(article.id)).json()).title).toBe(
      '통관 수수료는 얼마인가요?',
    );

    const stale = await send('PATCH', `/articles/${article.id}`, { revision: 1, notice: true });
    expect(stale.statusCode).toBe(409);
    expect(errorBodySchema.parse(stale.json())).toMatchObject({ code: 'ARTICLE_EDIT_CONFLICT' });
  });

  it('publishes a scheduled draft by itself when its time comes', async () => {
    const article = await createArticle();
    const past = await send('PUT', `/articles/${article.id}/schedule`, { publishAt: '2026-11-19T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(errorBodySchema.parse(past.json()).fields).toHaveProperty('publishAt');
    const scheduled = await send('PUT', `/articles/${article.id}/schedule`, {
      publishAt: '2026-11-21T00:00:00+09:00',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(adminArticleSchema.parse(scheduled.json()).status).toBe('scheduled');
    expect((await readerGet(article.id)).statusCode).toBe(404);
    t.app.clock.advance(15 * 3_600_000);
    expect((await readerGet(article.id)).statusCode).toBe(200);
    headers = await t.as(staff); // the access token expired meanwhile
    expect(adminArticleSchema.parse((await send('GET', `/articles/${article.id}`)).json())).toMatchObject({
      status: 'published',
      publishAt: null,
      publishedRevision: 1,
    });
  });

  it('restores an old revision as a new one and lists the history', async () => {
    const article = await createArticle();
    await send('PATCH', `/articles/${article.id}`, {
      revision: 1,
      translations: { ko: { title: '새 제목', bodyMarkdown: '새 본문' } },
    });
    const restored = await send('POST', `/articles/${article.id}/revisions/1/restore`, { revision: 2 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(adminArticleSchema.parse(restored.json())).toMatchObject({ revision: 3 });
    expect(adminArticleSchema.parse(restored.json()).translations.ko.title).toBe('통관 수수료는 얼마인가요?');
    const history = articleRevisionListSchema.parse(
      (await send('GET', `/articles/${article.id}/revisions`)).json(),
    );
    expect(history.items.map((item) => [item.revision, item.action, item.restoredFrom])).toEqual([
      [3, 'restore', 1],
      [2, 'edit', null],
      [1, 'create', null],
    ]);
    expect(history.items[0]?.createdBy?.name).toBe('콘텐츠 담당');
  });

  it('deletes only what readers do not see, and never an accepted terms version', async () => {
    const article = await createArticle();
    await send('POST', `/articles/${article.id}/publish`, {});
    const live = await send('DELETE', `/articles/${article.id}`);
    expect(live.statusCode).toBe(409);
    expect(errorBodySchema.parse(live.json()).code).toBe('INVALID_STATE_TRANSITION');
    await send('POST', `/articles/${article.id}/unpublish`);
    expect((await send('DELETE', `/articles/${article.id}`)).statusCode).toBe(204);

    const terms = adminArticleSchema.parse(
      (
        await send('POST', '/articles', {
          articleType: 'terms',
          terms: { kind: 'privacy', versionLabel: 'v9', effectiveOn: '2027-01-01' },
          translations: { ko: { title: '개인정보 처리방침', bodyMarkdown: '본문' } },
        })
      ).json(),
    );
    await t.database.db
      .insertInto('terms_consents')
      .values({ user_id: staff.id, article_id: terms.id, terms_kind: 'privacy' })
      .execute();
    const inUse = await send('DELETE', `/articles/${terms.id}`);
    expect(errorBodySchema.parse(inUse.json()).code).toBe('TERMS_VERSION_IN_USE');
  });

  it('refuses terms without their version, and a group of another type', async () => {
    const noVersion = await send('POST', '/articles', { ...draft, articleType: 'terms' });
    expect(errorBodySchema.parse(noVersion.json()).fields).toHaveProperty('terms');
    const group = await createGroup();
    const wrongType = await send('POST', '/articles', { ...draft, articleType: 'howto', groupId: group.id });
    expect(errorBodySchema.parse(wrongType.json())).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { groupId: 'This group holds articles of another type.' },
    });
  });

  it('previews Markdown as readers of its language will see it, before saving', async () => {
    const markdown = '**바로** 안내: [통관 안내](https://unipass.customs.go.kr) <script>x</script>';
    const ko = await send('POST', '/preview', { bodyMarkdown: markdown, lang: 'ko' });
    expect(ko.statusCode, ko.body).toBe(200);
    expect(ko.json().bodyHtml).toBe(
      '<p><strong>바로</strong> 안내: <a href="https://unipass.customs.go.kr" target="_blank" rel="noopener noreferrer">통관 안내<span class="baro-visually-hidden"> (새 창에서 열림)</span></a> &lt;script&gt;x&lt;/script&gt;</p>\n',
    );
    // Without `lang`, the caller's language (this file asks in English).
    const en = await send('POST', '/preview', { bodyMarkdown: 'See https://baro.example' });
    expect(en.json().bodyHtml).toContain('(opens in a new tab)');
  });

  it('lists and filters by status and title', async () => {
    const a = await createArticle();
    await createArticle();
    await send('POST', `/articles/${a.id}/publish`, {});
    const published = adminArticlePageSchema.parse((await send('GET', '/articles?status=published')).json());
    expect(published.items.map((item) => item.id)).toEqual([a.id]);
    const byTitle = adminArticlePageSchema.parse((await send('GET', '/articles?query=BROKERAGE')).json());
    expect(byTitle.total).toBe(2);
  });
});

describe('groups', () => {
  it('orders groups and articles, and refuses an order that leaves one out', async () => {
    const first = await createGroup('요금');
    const second = await createGroup('배송');
    const ordered = await send('PUT', '/groups/order', {
      articleType: 'faq',
      groupIds: [second.id, first.id],
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(adminArticleGroupListSchema.parse(ordered.json()).items.map((group) => group.id)).toEqual([
      second.id,
      first.id,
    ]);

    const a = await createArticle(first.id);
    const b = await createArticle(first.id);
    const partial = await send('PUT', `/groups/${first.id}/order`, { articleIds: [b.id] });
    expect(errorBodySchema.parse(partial.json()).fields).toHaveProperty('articleIds');
    const reordered = await send('PUT', `/groups/${first.id}/order`, { articleIds: [b.id, a.id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    await send('POST', `/articles/${a.id}/publish`, {});
    await send('POST', `/articles/${b.id}/publish`, {});
    const readers = await t.app.inject({ method: 'GET', url: `/api/content/v2/article/group/${first.id}` });
    expect((readers.json() as { articles: { id: string }[] }).articles.map((article) => article.id)).toEqual([
      b.id,
      a.id,
    ]);

    const notEmpty = await send('DELETE', `/groups/${first.id}`);
    expect(errorBodySchema.parse(notEmpty.json()).code).toBe('ARTICLE_GROUP_NOT_EMPTY');
    expect((await send('DELETE', `/groups/${second.id}`)).statusCode).toBe(204);
  });

  it('moves one article to any place of a group larger than a page, reading it back a page at a time', async () => {
    const group = await createGroup('많은 글');
    const other = await createGroup('다른 그룹');
    const count = 120;
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push((await createArticle(group.id)).id);
    const stranger = await createArticle(other.id);
    const page = async (n: number) =>
      adminArticlePageSchema
        .parse((await send('GET', `/articles?groupId=${group.id}&sort=group&size=50&page=${n}`)).json())
        .items.map((article) => article.id);
    const everything = async () => [...(await page(1)), ...(await page(2)), ...(await page(3))];
    expect(await everything()).toEqual(ids);

    const last = ids[count - 1] as string;
    const first = ids[0] as string;
    const toTop = await send('POST', `/groups/${group.id}/order/move`, { articleId: last, position: 1 });
    expect(toTop.statusCode, toTop.body).toBe(200);
    expect(movedGroupArticleSchema.parse(toTop.json())).toMatchObject({
      id: group.id,
      articleCount: count,
      articleId: last,
      from: count,
      position: 1,
    });
    expect(await page(1)).toEqual([last, ...ids.slice(0, 49)]);

    // Past the end is last; the rest keep their order.
    const toEnd = movedGroupArticleSchema.parse(
      (await send('POST', `/groups/${group.id}/order/move`, { articleId: first, position: 5000 })).json(),
    );
    expect(toEnd).toMatchObject({ from: 2, position: count });
    const middle = ids[60] as string;
    await send('POST', `/groups/${group.id}/order/move`, { articleId: middle, position: 51 });
    const expected = [last, ...ids.slice(1, count - 1), first].filter((id) => id !== middle);
    expected.splice(50, 0, middle);
    expect(await everything()).toEqual(expected);

    // Another group's article, or no group, is not found; nothing moved.
    const foreign = await send('POST', `/groups/${group.id}/order/move`, {
      articleId: stranger.id,
      position: 1,
    });
    expect(foreign.statusCode).toBe(404);
    const missing = await send('POST', '/groups/agrp_none/order/move', { articleId: first, position: 1 });
    expect(missing.statusCode).toBe(404);
    const zero = await send('POST', `/groups/${group.id}/order/move`, { articleId: first, position: 0 });
    expect(errorBodySchema.parse(zero.json()).fields).toHaveProperty('position');
    expect(await everything()).toEqual(expected);

    const audit = auditPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/admin/audit?query=${last}`, headers })).json(),
    ).items;
    expect(audit.find((entry) => entry.action === 'articleGroup.moveArticle')).toMatchObject({
      before: { articleId: last, position: count },
      after: { articleId: last, position: 1 },
    });
  });

  it('records every write in the audit log with before and after', async () => {
    const group = await createGroup();
    const article = await createArticle(group.id);
    await send('POST', `/articles/${article.id}/publish`, {});
    const audit = await t.app.inject({ method: 'GET', url: `/api/admin/audit?query=${article.id}`, headers });
    const entries = auditPageSchema.parse(audit.json()).items;
    expect(entries.map((entry) => entry.action).sort()).toEqual(['article.create', 'article.publish']);
  });
});
