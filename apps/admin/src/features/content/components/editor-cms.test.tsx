import { fakeApi } from '@baro/client/testing';
import type { AdminArticle, AdminArticleGroup, ArticleRevision, ArticleRevisionSummary } from '@baro/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { ArticleEditorPage } from './ArticleEditorPage.tsx';

// Issue 17's CMS in the editor: the preview of each language as readers see it, publishing at a
// Seoul time, the revision history with restore, the group of an article and new terms versions.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = 'art_01HZX4ARTICLE0002';
const staff = { id: 'usr_01HZX4STAFF00001', name: '김직원' };
const article = (overrides: Partial<AdminArticle> = {}): AdminArticle => ({
  id: ID,
  articleType: 'faq',
  groupId: 'agrp_faqReturns01',
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
      title: '반품 신청 방법',
      summary: '',
      bodyMarkdown: '**마이페이지**에서 신청합니다.',
      bodyHtml: '',
    },
    en: { title: 'How to return', summary: '', bodyMarkdown: 'From **My page**.', bodyHtml: '' },
  },
  createdAt: '2026-03-01T01:00:00.000Z',
  updatedAt: '2026-03-02T01:00:00.000Z',
  createdBy: staff,
  updatedBy: staff,
  ...overrides,
});
const group = (id: string, nameKo: string): AdminArticleGroup => ({
  id,
  articleType: 'faq',
  nameKo,
  nameEn: null,
  descriptionKo: null,
  descriptionEn: null,
  sortOrder: 0,
  articleCount: 3,
  publishedCount: 2,
  createdAt: '2026-03-01T01:00:00.000Z',
  updatedAt: '2026-03-01T01:00:00.000Z',
});
const GROUPS = { items: [group('agrp_faqReturns01', '반품·교환'), group('agrp_faqQuote01', '견적·입찰')] };
const revision = (
  number: number,
  overrides: Partial<ArticleRevisionSummary> = {},
): ArticleRevisionSummary => ({
  revision: number,
  action: number === 1 ? 'create' : 'edit',
  restoredFrom: null,
  titleKo: `반품 신청 방법 ${number}`,
  titleEn: null,
  live: false,
  createdAt: `2026-03-0${number}T01:00:00.000Z`,
  createdBy: staff,
  ...overrides,
});
const base = {
  [`GET /api/admin/content/articles/${ID}`]: { body: article() },
  'GET /api/admin/content/groups': { body: GROUPS },
  [`GET /api/admin/content/articles/${ID}/revisions`]: {
    body: { items: [revision(2), revision(1, { live: true })] },
  },
};

describe('the article editor (CMS)', { timeout: 30_000 }, () => {
  it('previews each language as the article page shows it, in that language', async () => {
    const api = fakeApi({
      ...base,
      'POST /api/admin/content/preview': (request) => ({
        body: {
          bodyHtml:
            (request.body as { lang: string }).lang === 'en'
              ? '<p>From <strong>My page</strong>.</p>'
              : '<p><strong>마이페이지</strong>에서 신청합니다.</p>',
        },
      }),
    });
    const { user } = renderApp(<ArticleEditorPage id={ID} />, { path: `/content/${ID}` });
    await screen.findAllByRole('textbox', { name: /제목/ });
    const [koMode, enMode] = screen.getAllByRole('radiogroup');
    await user.click(within(koMode as HTMLElement).getByRole('radio', { name: '미리보기' }));
    const koPreview = await screen.findByRole('region', { name: '한국어 미리보기' });
    expect(within(koPreview).getByText('마이페이지').tagName).toBe('STRONG');
    await user.click(within(enMode as HTMLElement).getByRole('radio', { name: '미리보기' }));
    await screen.findByRole('region', { name: '영어 미리보기' });
    expect(api.sent('POST /api/admin/content/preview').map((request) => request.body)).toEqual([
      { bodyMarkdown: '**마이페이지**에서 신청합니다.', lang: 'ko' },
      { bodyMarkdown: 'From **My page**.', lang: 'en' },
    ]);
    // Back to writing: the text is still there.
    await user.click(within(koMode as HTMLElement).getByRole('radio', { name: '작성' }));
    expect((screen.getAllByRole('textbox', { name: /본문/ })[0] as HTMLTextAreaElement).value).toBe(
      '**마이페이지**에서 신청합니다.',
    );
  });

  it('schedules the saved draft at a Seoul time, shows the schedule and cancels it', async () => {
    const scheduled = article({ status: 'scheduled', publishAt: '2026-04-01T00:30:00.000Z' });
    const api = fakeApi({
      ...base,
      [`PUT /api/admin/content/articles/${ID}/schedule`]: { body: scheduled },
      [`DELETE /api/admin/content/articles/${ID}/schedule`]: { body: article() },
    });
    const { user } = renderApp(<ArticleEditorPage id={ID} />, { path: `/content/${ID}` });
    const at = await screen.findByLabelText(/예약 게시 시각/);
    await user.click(screen.getByRole('button', { name: '예약 게시' }));
    expect(await screen.findByText('게시할 날짜와 시간을 입력해 주세요')).toBeTruthy();
    expect(api.sent(`PUT /api/admin/content/articles/${ID}/schedule`)).toHaveLength(0);
    await user.type(at, '2026-04-01T09:30');
    await user.click(screen.getByRole('button', { name: '예약 게시' }));
    await vi.waitFor(() =>
      expect(api.sent(`PUT /api/admin/content/articles/${ID}/schedule`)).toHaveLength(1),
    );
    // Typed in Seoul time whatever the machine's zone (the tests run in Los Angeles).
    expect(api.sent(`PUT /api/admin/content/articles/${ID}/schedule`)[0]?.body).toEqual({
      publishAt: '2026-04-01T09:30:00+09:00',
    });
    expect(await screen.findByText('2026년 4월 1일 09:30에 게시 예정 (버전 2)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '예약 취소' }));
    await vi.waitFor(() =>
      expect(api.sent(`DELETE /api/admin/content/articles/${ID}/schedule`)).toHaveLength(1),
    );
  });

  it('puts a past time from the API on the field', async () => {
    fakeApi({
      ...base,
      [`PUT /api/admin/content/articles/${ID}/schedule`]: {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: '입력값을 확인해 주세요.',
          fields: { publishAt: '지금보다 나중 시각이어야 합니다' },
        },
      },
    });
    const { user } = renderApp(<ArticleEditorPage id={ID} />, { path: `/content/${ID}` });
    await user.type(await screen.findByLabelText(/예약 게시 시각/), '2020-01-01T09:00');
    await user.click(screen.getByRole('button', { name: '예약 게시' }));
    expect(await screen.findByText('지금보다 나중 시각이어야 합니다')).toBeTruthy();
  });

  it('lists the revisions, shows one in both languages and restores it as a new draft', async () => {
    const first: ArticleRevision = {
      ...revision(1, { live: true }),
      groupId: 'agrp_faqReturns01',
      notice: false,
      terms: null,
      translations: {
        ko: { title: '반품 안내', summary: '', bodyMarkdown: '', bodyHtml: '<p>처음 쓴 본문</p>' },
        en: null,
      },
    };
    const api = fakeApi({
      ...base,
      [`GET /api/admin/content/articles/${ID}/revisions/1`]: { body: first },
      [`POST /api/admin/content/articles/${ID}/revisions/1/restore`]: {
        body: article({ revision: 3, translations: { ...article().translations } }),
      },
    });
    const { user } = renderApp(<ArticleEditorPage id={ID} />, { path: `/content/${ID}` });
    const history = await screen.findByRole('region', { name: '변경 이력' });
    const rows = await within(history).findAllByRole('row');
    expect(rows[1]?.textContent).toContain('2 · 현재 초안');
    expect(rows[2]?.textContent).toContain('게시 중');
    expect(rows[2]?.textContent).toContain('만듦');
    expect(within(history).getByRole('button', { name: '버전 2 복원' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(history).getByRole('button', { name: '버전 1 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '버전 1' });
    expect(await within(dialog).findByText('처음 쓴 본문')).toBeTruthy();
    expect(within(dialog).getByText('영어 없음')).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.click(within(history).getByRole('button', { name: '버전 1 복원' }));
    const confirm = await screen.findByRole('dialog', { name: '버전 1을 복원할까요?' });
    expect(confirm.textContent).toContain('새 초안(버전 3)');
    await user.click(within(confirm).getByRole('button', { name: '복원' }));
    await vi.waitFor(() =>
      expect(api.sent(`POST /api/admin/content/articles/${ID}/revisions/1/restore`)).toHaveLength(1),
    );
    expect(api.sent(`POST /api/admin/content/articles/${ID}/revisions/1/restore`)[0]?.body).toEqual({
      revision: 2,
    });
    expect(await screen.findByText('초안 버전 3')).toBeTruthy();
  });

  it('moves an article to another group with its next save', async () => {
    const api = fakeApi({
      ...base,
      [`PATCH /api/admin/content/articles/${ID}`]: {
        body: article({ revision: 3, groupId: 'agrp_faqQuote01' }),
      },
    });
    const { user } = renderApp(<ArticleEditorPage id={ID} />, { path: `/content/${ID}` });
    const groupField = await screen.findByRole('combobox', { name: /그룹/ });
    await screen.findByRole('option', { name: '견적·입찰' });
    expect((groupField as HTMLSelectElement).value).toBe('agrp_faqReturns01');
    await user.selectOptions(groupField, '견적·입찰');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await vi.waitFor(() => expect(api.sent(`PATCH /api/admin/content/articles/${ID}`)).toHaveLength(1));
    expect(api.sent(`PATCH /api/admin/content/articles/${ID}`)[0]?.body).toMatchObject({
      revision: 2,
      groupId: 'agrp_faqQuote01',
    });
  });

  it('makes a new version of the terms with its kind, label and effective day', async () => {
    const created = article({
      articleType: 'terms',
      groupId: null,
      terms: { kind: 'privacy', versionLabel: 'v2.0', effectiveOn: '2027-01-01' },
    });
    const api = fakeApi({ 'POST /api/admin/content/articles': { status: 201, body: created } });
    const { user } = renderApp(<ArticleEditorPage id={null} />, { path: '/content/new' });
    await user.selectOptions(await screen.findByRole('combobox', { name: /^종류/ }), '약관');
    await user.selectOptions(screen.getByRole('combobox', { name: /약관 종류/ }), '개인정보 처리방침');
    await user.type(screen.getByRole('textbox', { name: /버전/ }), 'v2.0');
    await user.type(screen.getByLabelText(/시행일/), '2027-01-01');
    await user.type(screen.getAllByRole('textbox', { name: /제목/ })[0] as HTMLElement, '개인정보 처리방침');
    await user.type(screen.getAllByRole('textbox', { name: /본문/ })[0] as HTMLElement, '## 1. 수집 항목');
    await user.click(screen.getByRole('button', { name: '초안 만들기' }));
    await vi.waitFor(() => expect(api.sent('POST /api/admin/content/articles')).toHaveLength(1));
    expect(api.sent('POST /api/admin/content/articles')[0]?.body).toEqual({
      articleType: 'terms',
      notice: false,
      terms: { kind: 'privacy', versionLabel: 'v2.0', effectiveOn: '2027-01-01' },
      translations: {
        ko: { title: '개인정보 처리방침', summary: '', bodyMarkdown: '## 1. 수집 항목' },
        en: null,
      },
    });
    // Terms have no group field.
    expect(screen.queryByRole('combobox', { name: /그룹/ })).toBeNull();
  });
});
