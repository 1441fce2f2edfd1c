import { fakeApi } from '@baro/client/testing';
import { ARTICLE_SEARCH_KEYWORD_MAX } from '@baro/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SITE_CONFIG } from '../../../lib/site-config.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  articleDetailFixture,
  articleItemFixture,
  articlePageFixture,
} from '../../../test/support-fixtures.ts';
import { SupportArticle } from './SupportArticle.tsx';
import { SupportHome } from './SupportHome.tsx';
import { SupportSearch } from './SupportSearch.tsx';
import { TermsPage } from './TermsPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://localhost').searchParams);

const faq = articleItemFixture({
  id: 'art_faqQuote01',
  articleType: 'faq',
  title: '입찰은 언제 마감되나요?',
  bodyHtml: '<p>요청일로부터 <strong>2영업일 뒤 18:00</strong>에 마감됩니다.</p>',
});
const notice = articleItemFixture({ id: 'art_notice1', title: '설 연휴 출고 안내', notice: true });

function homeApi() {
  return fakeApi({
    'GET /api/content/v2/article/group': {
      body: {
        items: [
          { id: 'agrp_faq1', articleType: 'faq', name: '견적·입찰', description: null, articleCount: 1 },
        ],
      },
    },
    'GET /api/content/v2/article': (request) => {
      const query = queryOf(request.path);
      if (query.notice === 'true') return { body: articlePageFixture([notice]) };
      if (query.articleType === 'faq') return { body: articlePageFixture([faq]) };
      return { body: articlePageFixture([articleItemFixture()]) };
    },
    'GET /api/customerCare/guide': {
      body: {
        items: [
          {
            id: 'guide_1Ko',
            category: 'fulfillment',
            title: '바로 풀필먼트 소개서',
            description: '입고·보관·출고 흐름',
            lang: 'ko',
            fileName: '바로_풀필먼트_소개서.pdf',
            size: 48_000,
            updatedAt: '2026-11-01T00:00:00Z',
            download: {
              preSignedUrl: 'http://localhost/api/storage/download?x=1',
              expirationTime: '2099-01-01T00:00:00Z',
            },
          },
        ],
      },
    },
  });
}

describe('support screens', { timeout: 20_000 }, () => {
  test('the home: FAQ answers in place, how-tos, notices, guides and the contact in Korean', async () => {
    const api = homeApi();
    const { user } = renderApp(<SupportHome contact={SITE_CONFIG.ko} chatAvailable={false} />, {
      path: '/support',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '고객센터' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '입찰은 언제 마감되나요?' }));
    expect(await screen.findByText('2영업일 뒤 18:00')).toBeTruthy();
    expect(await screen.findByRole('link', { name: '반품 정책과 처리 절차' })).toHaveProperty(
      'pathname',
      '/support/article/art_howtoReturns0001',
    );
    expect(await screen.findByRole('link', { name: '설 연휴 출고 안내' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '바로 풀필먼트 소개서 PDF 내려받기' })).toBeTruthy();
    expect(screen.getByRole('link', { name: SITE_CONFIG.ko.supportPhone }).getAttribute('href')).toBe(
      'tel:15880000',
    );
    // The FAQ of the first category, through SPEC §3 GET_FAQ_LIST.
    const faqRequest = api
      .sent('GET /api/content/v2/article')
      .find((request) => queryOf(request.path).articleType === 'faq');
    expect(queryOf(faqRequest?.path ?? '/')).toMatchObject({ groupId: 'agrp_faq1' });
  });

  test('the home in English shows the English support phone, and asks for a keyword before searching', async () => {
    homeApi();
    const { user, router } = renderApp(<SupportHome contact={SITE_CONFIG.en} chatAvailable />, {
      path: '/support',
      language: 'en',
    });
    expect(await screen.findByRole('link', { name: '+82-1588-0000' })).toBeTruthy();
    expect(screen.getByText('Use the chat button at the bottom right to talk to an agent.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter something to search for')).toBeTruthy();
    // The box takes as much as the search contract does (100 characters), no more.
    const box = screen.getByRole('searchbox', { name: 'Search support' });
    expect(box.getAttribute('maxlength')).toBe(String(ARTICLE_SEARCH_KEYWORD_MAX));
    await user.type(box, '반품{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('반품')}`));
  });

  test('search marks what matched and says when the results are near matches', async () => {
    fakeApi({
      'GET /api/content/v2/article/search': {
        body: {
          ...articlePageFixture([]),
          items: [
            {
              ...articleItemFixture(),
              titleSegments: [
                { text: '반품', match: true },
                { text: ' 정책과 처리 절차', match: false },
              ],
              snippetSegments: [{ text: '반품 접수와 검수', match: false }],
            },
          ],
          total: 1,
          keyword: '반풍',
          approximate: true,
        },
      },
    });
    renderApp(<SupportSearch />, { path: '/support/search?keyword=반풍' });
    const link = await screen.findByRole('link', { name: '반품 정책과 처리 절차' });
    expect(within(link).getByText('반품').tagName).toBe('MARK');
    expect(screen.getByText('정확히 일치하는 글이 없어 비슷한 글을 보여 드립니다.')).toBeTruthy();
    expect(screen.getByText('‘반풍’ 검색 결과 1건')).toBeTruthy();
  });

  test('search with no results says so', async () => {
    fakeApi({
      'GET /api/content/v2/article/search': {
        body: { ...articlePageFixture([]), keyword: '없는말', approximate: false },
      },
    });
    renderApp(<SupportSearch />, { path: '/support/search?keyword=없는말' });
    expect(await screen.findByText('검색 결과가 없습니다')).toBeTruthy();
  });

  test('an article the server rendered is taken from the store without asking again', async () => {
    const api = fakeApi({});
    renderApp(<SupportArticle id="art_howtoReturns0001" />, {
      path: '/support/article/art_howtoReturns0001',
      serverState: { support: { GET_DETAIL: { data: articleDetailFixture(), status: 'SUCCESS' } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '반품 정책과 처리 절차' })).toBeTruthy();
    expect(screen.getByText('반품 등록')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← 입고 준비하기 (박스 라벨)' })).toBeTruthy();
    expect(api.sent('GET /api/content/v2/article/art_howtoReturns0001')).toHaveLength(0);
  });

  test('an article is asked for, and a missing one shows the server’s words with a retry', async () => {
    fakeApi({
      'GET /api/content/v2/article/art_gone': {
        status: 404,
        body: { code: 'NOT_FOUND', message: '찾을 수 없습니다.' },
      },
    });
    renderApp(<SupportArticle id="art_gone" />, { path: '/support/article/art_gone' });
    expect(await screen.findByText('찾을 수 없습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /다시 시도/ })).toBeTruthy();
  });

  test('terms: the version in force first, earlier versions to choose from', async () => {
    const termsV2 = {
      kind: 'service',
      versionLabel: 'v2.0',
      effectiveOn: '2026-06-01',
      current: true,
      upcoming: false,
    } as const;
    const current = articleItemFixture({
      id: 'art_termsV2',
      articleType: 'terms',
      title: '바로 이용약관',
      terms: termsV2,
    });
    const older = {
      ...current,
      id: 'art_termsV1',
      terms: { ...termsV2, versionLabel: 'v1.0', effectiveOn: '2025-01-01', current: false },
    };
    const api = fakeApi({
      'GET /api/content/v2/article': { body: articlePageFixture([current, older]) },
      'GET /api/content/v2/article/art_termsV2': {
        body: articleDetailFixture({
          id: 'art_termsV2',
          articleType: 'terms',
          bodyHtml: '<p>제9조 (입찰) 2영업일</p>',
        }),
      },
      'GET /api/content/v2/article/art_termsV1': {
        body: articleDetailFixture({
          id: 'art_termsV1',
          articleType: 'terms',
          bodyHtml: '<p>제9조 (입찰) 회사가 정한 기간</p>',
        }),
      },
    });
    const { user } = renderApp(<TermsPage kind="service" />, { path: '/terms' });
    expect(await screen.findByText('제9조 (입찰) 2영업일')).toBeTruthy();
    expect(screen.getByText('현재 시행 중')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: '버전' }), 'art_termsV1');
    expect(await screen.findByText('제9조 (입찰) 회사가 정한 기간')).toBeTruthy();
    expect(queryOf(api.sent('GET /api/content/v2/article')[0]?.path ?? '/')).toMatchObject({
      articleType: 'terms',
      termsKind: 'service',
    });
  });
});
