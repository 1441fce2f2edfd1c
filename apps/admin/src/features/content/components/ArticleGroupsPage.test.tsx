import { fakeApi } from '@baro/client/testing';
import type { AdminArticleGroup, AdminArticleSummary } from '@baro/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ArticleGroupsPage, moved } from './ArticleGroupsPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const group = (
  id: string,
  nameKo: string,
  overrides: Partial<AdminArticleGroup> = {},
): AdminArticleGroup => ({
  id,
  articleType: 'faq',
  nameKo,
  nameEn: null,
  descriptionKo: null,
  descriptionEn: null,
  sortOrder: 0,
  articleCount: 2,
  publishedCount: 1,
  createdAt: '2026-03-01T01:00:00.000Z',
  updatedAt: '2026-03-01T01:00:00.000Z',
  ...overrides,
});
const QUOTES = group('agrp_quote', '견적·입찰', { nameEn: 'Quotes and bids' });
const RETURNS = group('agrp_returns', '반품·교환');
const EMPTY = group('agrp_empty', '새 분류', { articleCount: 0, publishedCount: 0 });
const summary = (id: string, titleKo: string, sortOrder: number): AdminArticleSummary => ({
  id,
  articleType: 'faq',
  groupId: 'agrp_quote',
  sortOrder,
  notice: false,
  terms: null,
  status: 'published',
  revision: 1,
  publishedRevision: 1,
  hasUnpublishedChanges: false,
  publishAt: null,
  publishedAt: '2026-03-01T01:00:00.000Z',
  updatedAt: '2026-03-01T01:00:00.000Z',
  updatedBy: null,
  titleKo,
  titleEn: null,
});

describe('moved', () => {
  it('swaps with the neighbour, and leaves the ends alone', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});

describe('FAQ categories and how-to series', { timeout: 30_000 }, () => {
  it('lists the groups in order and moves one, sending the whole new order', async () => {
    const api = fakeApi({
      'GET /api/admin/content/groups': { body: { items: [QUOTES, RETURNS, EMPTY] } },
      'PUT /api/admin/content/groups/order': { body: { items: [RETURNS, QUOTES, EMPTY] } },
    });
    const { user } = renderApp(<ArticleGroupsPage />, { path: '/content/groups' });
    const rows = await screen.findAllByRole('row');
    expect(rows[1]?.textContent).toContain('견적·입찰');
    expect(rows[1]?.textContent).toContain('Quotes and bids');
    expect(rows[1]?.textContent).toContain('게시 1 / 전체 2');
    expect(screen.getByRole('button', { name: '견적·입찰 위로' }).hasAttribute('disabled')).toBe(true);
    // Only an empty group may be deleted.
    expect(screen.getByRole('button', { name: '견적·입찰 삭제' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '새 분류 삭제' }).hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: '반품·교환 위로' }));
    await vi.waitFor(() => expect(api.sent('PUT /api/admin/content/groups/order')).toHaveLength(1));
    expect(api.sent('PUT /api/admin/content/groups/order')[0]?.body).toEqual({
      articleType: 'faq',
      groupIds: ['agrp_returns', 'agrp_quote', 'agrp_empty'],
    });
    expect(api.sent('GET /api/admin/content/groups')[0]?.path).toContain('articleType=faq');
    await user.click(screen.getByRole('radio', { name: '가이드 시리즈' }));
    await vi.waitFor(() =>
      expect(api.sent('GET /api/admin/content/groups').at(-1)?.path).toContain('articleType=howto'),
    );
  });

  it('creates a group after saying what is missing, and renames one', async () => {
    const api = fakeApi({
      'GET /api/admin/content/groups': { body: { items: [QUOTES] } },
      'POST /api/admin/content/groups': { status: 201, body: group('agrp_new', '통관') },
      'PATCH /api/admin/content/groups/agrp_quote': { body: { ...QUOTES, nameKo: '견적' } },
    });
    const { user } = renderApp(<ArticleGroupsPage />, { path: '/content/groups' });
    await screen.findAllByRole('row');
    await user.click(screen.getByRole('button', { name: '새 그룹' }));
    const dialog = await screen.findByRole('dialog', { name: '새 FAQ 분류' });
    await user.click(within(dialog).getByRole('button', { name: '만들기' }));
    expect(api.sent('POST /api/admin/content/groups')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /이름 \(한국어\)/ }), '통관');
    await user.type(within(dialog).getByRole('textbox', { name: /이름 \(영어\)/ }), 'Customs');
    await user.click(within(dialog).getByRole('button', { name: '만들기' }));
    await vi.waitFor(() => expect(api.sent('POST /api/admin/content/groups')).toHaveLength(1));
    expect(api.sent('POST /api/admin/content/groups')[0]?.body).toEqual({
      articleType: 'faq',
      nameKo: '통관',
      nameEn: 'Customs',
      descriptionKo: null,
      descriptionEn: null,
    });

    await user.click(screen.getByRole('button', { name: '견적·입찰 수정' }));
    const edit = await screen.findByRole('dialog', { name: '견적·입찰 수정' });
    const name = within(edit).getByRole('textbox', { name: /이름 \(한국어\)/ });
    await user.clear(name);
    await user.type(name, '견적');
    await user.click(within(edit).getByRole('button', { name: '저장' }));
    await vi.waitFor(() =>
      expect(api.sent('PATCH /api/admin/content/groups/agrp_quote')[0]?.body).toMatchObject({
        nameKo: '견적',
      }),
    );
  });

  it('orders the articles of a group of any size a page at a time, saving each move at once', async () => {
    // 120 articles: three pages of 50 in the group's order, read from the server page by page.
    const BIG = { ...QUOTES, articleCount: 120 };
    let order = Array.from({ length: 120 }, (_, i) => `art_${String(i + 1).padStart(3, '0')}`);
    const title = (id: string) => `질문 ${Number(id.slice(4))}`;
    const api = fakeApi({
      'GET /api/admin/content/groups': { body: { items: [BIG] } },
      'GET /api/admin/content/articles': (request) => {
        const query = new URLSearchParams(request.path.split('?')[1]);
        const page = Number(query.get('page'));
        const ids = order.slice((page - 1) * 50, page * 50);
        return {
          body: pageOf(
            ids.map((id, i) => summary(id, title(id), (page - 1) * 50 + i)),
            page,
            120,
            50,
          ),
        };
      },
      'POST /api/admin/content/groups/agrp_quote/order/move': (request) => {
        const { articleId, position } = request.body as { articleId: string; position: number };
        const from = order.indexOf(articleId) + 1;
        order = order.filter((id) => id !== articleId);
        order.splice(position - 1, 0, articleId);
        return { body: { ...BIG, articleId, from, position } };
      },
    });
    const { user } = renderApp(<ArticleGroupsPage />, { path: '/content/groups' });
    await user.click(await screen.findByRole('button', { name: '견적·입찰 글 순서' }));
    const dialog = await screen.findByRole('dialog', { name: '견적·입찰: 글 순서' });
    let items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(50);
    expect(items[0]?.textContent).toContain('1. 질문 1');
    const query = new URLSearchParams(api.sent('GET /api/admin/content/articles')[0]?.path.split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({
      groupId: 'agrp_quote',
      sort: 'group',
      page: '1',
      size: '50',
    });
    expect(within(dialog).getByRole('button', { name: '질문 1 위로' }).hasAttribute('disabled')).toBe(true);

    // Down one: saved at once, the page read again.
    await user.click(within(dialog).getByRole('button', { name: '질문 1 아래로' }));
    await vi.waitFor(() =>
      expect(api.sent('POST /api/admin/content/groups/agrp_quote/order/move')[0]?.body).toEqual({
        articleId: 'art_001',
        position: 2,
      }),
    );
    expect(await within(dialog).findByRole('status')).toBeTruthy();
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe('질문 1을(를) 2번째로 옮겼습니다.'),
    );
    await vi.waitFor(() =>
      expect(within(dialog).getAllByRole('listitem')[0]?.textContent).toContain('1. 질문 2'),
    );

    // The last page, and its last article typed to the first place.
    await user.click(within(dialog).getByRole('button', { name: '3 페이지' }));
    await vi.waitFor(() =>
      expect(within(dialog).getAllByRole('listitem')[0]?.textContent).toContain('101. 질문 101'),
    );
    items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(within(dialog).getByRole('button', { name: '질문 120 아래로' }).hasAttribute('disabled')).toBe(
      true,
    );
    const place = within(dialog).getByRole('textbox', { name: '질문 120 순서 번호' });
    await user.clear(place);
    await user.type(place, '1{Enter}');
    await vi.waitFor(() =>
      expect(api.sent('POST /api/admin/content/groups/agrp_quote/order/move')[1]?.body).toEqual({
        articleId: 'art_120',
        position: 1,
      }),
    );
    // A place past the end is the last one; nothing is sent when it does not change.
    const back = within(dialog).getByRole('textbox', { name: '질문 119 순서 번호' });
    await vi.waitFor(() => expect((back as HTMLInputElement).value).toBe('120'));
    await user.clear(back);
    await user.type(back, '999{Enter}');
    expect(api.sent('POST /api/admin/content/groups/agrp_quote/order/move')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: '1 페이지' }));
    await vi.waitFor(() =>
      expect(within(dialog).getAllByRole('listitem')[0]?.textContent).toContain('1. 질문 120'),
    );
  });

  it('says so when there are no groups, and when the list fails', async () => {
    fakeApi({ 'GET /api/admin/content/groups': { body: { items: [] } } });
    renderApp(<ArticleGroupsPage />, { path: '/content/groups' });
    expect(await screen.findByText('아직 그룹이 없습니다')).toBeTruthy();
    cleanup();
    fakeApi({ 'GET /api/admin/content/groups': { status: 500, body: { code: 'INTERNAL', message: 'x' } } });
    renderApp(<ArticleGroupsPage />, { path: '/content/groups' });
    expect(await screen.findByRole('button', { name: /다시/ })).toBeTruthy();
  });
});
