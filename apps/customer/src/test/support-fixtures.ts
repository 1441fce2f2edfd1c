import type { ArticleDetail, ArticleListItem, ArticlePage } from '@baro/core';

/** A published article as the content API lists it. */
export function articleItemFixture(overrides: Partial<ArticleListItem> = {}): ArticleListItem {
  return {
    id: 'art_howtoReturns0001',
    articleType: 'howto',
    title: '반품 정책과 처리 절차',
    summary: '반품 접수, 회수, 검수와 재고 반영까지의 과정을 안내합니다.',
    groupId: 'agrp_howtoFulfill01',
    updatedAt: '2026-11-01T01:00:00Z',
    publishedAt: '2026-11-01T01:00:00Z',
    lang: 'ko',
    notice: false,
    terms: null,
    ...overrides,
  };
}

export function articlePageFixture(items: ArticleListItem[]): ArticlePage {
  return { items, page: 1, size: 20, total: items.length, pageCount: 1 };
}

export function articleDetailFixture(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    id: 'art_howtoReturns0001',
    articleType: 'howto',
    lang: 'ko',
    availableLanguages: ['ko', 'en'],
    title: '반품 정책과 처리 절차',
    summary: '반품 접수, 회수, 검수와 재고 반영까지의 과정을 안내합니다.',
    bodyHtml: '<h2>접수</h2><p>주문 상세에서 <strong>반품 등록</strong>을 누릅니다.</p>',
    group: { id: 'agrp_howtoFulfill01', name: '풀필먼트 시작하기' },
    notice: false,
    terms: null,
    publishedAt: '2026-11-01T01:00:00Z',
    updatedAt: '2026-11-02T01:00:00Z',
    previous: { id: 'art_howtoInboundPrep', title: '입고 준비하기 (박스 라벨)' },
    next: null,
    ...overrides,
  };
}
