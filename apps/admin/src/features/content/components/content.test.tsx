import { fakeApi } from '@baro/client/testing';
import type { AdminArticle } from '@baro/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ArticleEditorPage } from './ArticleEditorPage.tsx';
import { ArticleList } from './ArticleList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = 'art_01HZX4ARTICLE0001';
const staff = { id: 'usr_01HZX4STAFF00001', name: '김직원' };

function articleFixture(overrides: Partial<AdminArticle> = {}): AdminArticle {
  return {
    id: ID,
    articleType: 'faq',
    groupId: null,
    sortOrder: 1,
    notice: false,
    terms: null,
    status: 'draft',
    revision: 2,
    publishedRevision: null,
    hasUnpublishedChanges: true,
    publishAt: null,
    firstPublishedAt: null,
    publishedAt: null,
    unpublishedAt: null,
    translations: {
      ko: {
        title: '반품은 어떻게 하나요?',
        summary: '',
        bodyMarkdown: '마이페이지에서 신청합니다.',
        bodyHtml: '',
      },
      en: null,
    },
    createdAt: '2026-03-01T01:00:00.000Z',
    updatedAt: '2026-03-02T01:00:00.000Z',
    createdBy: staff,
    updatedBy: staff,
    ...overrides,
  };
}

function summaryOf(article: AdminArticle) {
  const {
    translations,
    createdAt: _c,
    createdBy: _b,
    firstPublishedAt: _f,
    unpublishedAt: _u,
    ...rest
  } = article;
  return { ...rest, titleKo: translations.ko.title, titleEn: translations.en?.title ?? null };
}

describe('support articles', { timeout: 20_000 }, () => {
  it('lists articles with their status, by status tab and title', async () => {
    const api = fakeApi({
      'GET /api/admin/content/articles': { body: pageOf([summaryOf(articleFixture({ notice: true }))]) },
    });
    const { user } = renderApp(<ArticleList />, { path: '/content' });
    const row = (await screen.findByText('반품은 어떻게 하나요?')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('초안');
    expect(row.textContent).toContain('FAQ · 공지');
    expect(row.textContent).toContain('영어 없음');
    expect(row.textContent).toContain('2026년 3월 2일 10:00');
    await user.click(screen.getByRole('tab', { name: '게시됨' }));
    expect(api.sent('GET /api/admin/content/articles').at(-1)?.path).toContain('status=published');
    await user.type(screen.getByRole('textbox', { name: '제목' }), '반품');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(api.sent('GET /api/admin/content/articles').at(-1)?.path).toContain('query=%EB%B0%98%ED%92%88');
  });

  it('says so when there are no articles, and when the list fails', async () => {
    fakeApi({ 'GET /api/admin/content/articles': { body: pageOf([]) } });
    renderApp(<ArticleList />, { path: '/content' });
    expect(await screen.findByText('아직 글이 없습니다')).toBeTruthy();
    cleanup();
    fakeApi({ 'GET /api/admin/content/articles': { status: 500, body: { code: 'INTERNAL', message: 'x' } } });
    renderApp(<ArticleList />, { path: '/content' });
    expect(await screen.findByRole('button', { name: /다시/ })).toBeTruthy();
  });

  it('creates a draft with Korean only, after showing what is missing', async () => {
    const api = fakeApi({
      'POST /api/admin/content/articles': { status: 201, body: articleFixture({ revision: 1 }) },
    });
    const { user, router } = renderApp(<ArticleEditorPage id={null} />, { path: '/content/new' });
    await user.click(await screen.findByRole('button', { name: '초안 만들기' }));
    expect(api.sent('POST /api/admin/content/articles')).toHaveLength(0);
    expect(screen.getAllByText(/입력|필수/).length).toBeGreaterThan(0);
    const [koTitle] = screen.getAllByRole('textbox', { name: /제목/ });
    await user.type(koTitle as HTMLElement, '반품은 어떻게 하나요?');
    await user.type(
      screen.getAllByRole('textbox', { name: /본문/ })[0] as HTMLElement,
      '마이페이지에서 신청합니다.',
    );
    await user.click(screen.getByRole('button', { name: '초안 만들기' }));
    await vi.waitFor(() => expect(api.sent('POST /api/admin/content/articles')).toHaveLength(1));
    expect(api.sent('POST /api/admin/content/articles')[0]?.body).toEqual({
      articleType: 'faq',
      notice: false,
      translations: {
        ko: { title: '반품은 어떻게 하나요?', summary: '', bodyMarkdown: '마이페이지에서 신청합니다.' },
        en: null,
      },
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/admin/content/${ID}`));
  });

  it('saves an edit with the revision it started from, then publishes and takes it down', async () => {
    const published = articleFixture({
      status: 'published',
      revision: 3,
      publishedRevision: 3,
      hasUnpublishedChanges: false,
      publishedAt: '2026-03-03T01:00:00.000Z',
    });
    const api = fakeApi({
      [`GET /api/admin/content/articles/${ID}`]: { body: articleFixture() },
      [`PATCH /api/admin/content/articles/${ID}`]: { body: articleFixture({ revision: 3 }) },
      [`POST /api/admin/content/articles/${ID}/publish`]: { body: published },
      [`POST /api/admin/content/articles/${ID}/unpublish`]: {
        body: articleFixture({ status: 'unpublished', revision: 3, publishedRevision: null }),
      },
    });
    const { user } = renderApp(<ArticleEditorPage id={ID} />, { path: `/content/${ID}` });
    const enTitle = (await screen.findAllByRole('textbox', { name: /제목/ }))[1] as HTMLElement;
    await user.type(enTitle, 'How do I return?');
    expect(screen.getByRole('button', { name: '게시' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: '저장' }));
    // English started but without a body: the contract's message, in Korean.
    expect(api.sent(`PATCH /api/admin/content/articles/${ID}`)).toHaveLength(0);
    await user.type(screen.getAllByRole('textbox', { name: /본문/ })[1] as HTMLElement, 'From My page.');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await vi.waitFor(() => expect(api.sent(`PATCH /api/admin/content/articles/${ID}`)).toHaveLength(1));
    expect(api.sent(`PATCH /api/admin/content/articles/${ID}`)[0]?.body).toMatchObject({
      revision: 2,
      translations: { en: { title: 'How do I return?', bodyMarkdown: 'From My page.' } },
    });
    await screen.findByText('초안 버전 3');
    await user.click(screen.getByRole('button', { name: '게시' }));
    await vi.waitFor(() =>
      expect(api.sent(`POST /api/admin/content/articles/${ID}/publish`)).toHaveLength(1),
    );
    expect(api.sent(`POST /api/admin/content/articles/${ID}/publish`)[0]?.body).toEqual({ revision: 3 });
    await user.click(await screen.findByRole('button', { name: '게시 중단' }));
    await vi.waitFor(() =>
      expect(api.sent(`POST /api/admin/content/articles/${ID}/unpublish`)).toHaveLength(1),
    );
  });

  it('shows an edit conflict from the API', async () => {
    fakeApi({
      [`GET /api/admin/content/articles/${ID}`]: { body: articleFixture() },
      [`PATCH /api/admin/content/articles/${ID}`]: {
        status: 409,
        body: { code: 'ARTICLE_EDIT_CONFLICT', message: '다른 사람이 먼저 저장했습니다' },
      },
    });
    const { user } = renderApp(<ArticleEditorPage id={ID} />, { path: `/content/${ID}` });
    const koTitle = (await screen.findAllByRole('textbox', { name: /제목/ }))[0] as HTMLElement;
    await user.type(koTitle, '!');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(/먼저 저장/)).toBeTruthy();
  });
});
