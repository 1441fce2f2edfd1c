import { fakeApi } from '@baro/client/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bidSummaryFixture, pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { BidList } from './BidList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('bid requests list', { timeout: 20_000 }, () => {
  it('lists every team’s bids and filters by status, deadline days and sort through the address', async () => {
    const api = fakeApi({
      'GET /api/admin/bids': { body: pageOf([bidSummaryFixture({ deadlineSource: 'staff' })]) },
    });
    const { user, router } = renderApp(<BidList />, { path: '/bids' });
    // Named by its number; the id stays in the link's address.
    const link = await screen.findByRole('link', { name: 'BID-20260302-0001' });
    expect(link.getAttribute('href')).toBe('/admin/bids/bid_01HZX4REQUEST1');
    expect(screen.queryByText('bid_01HZX4REQUEST1')).toBeNull();
    const row = link.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('바로무역');
    expect(row.textContent).toContain('연장됨');
    expect(row.textContent).toContain('최저 3,360,000원');
    expect(row.textContent).toContain('견적 접수 중');

    await user.click(screen.getByRole('tab', { name: '고객 선택 대기' }));
    expect(api.sent('GET /api/admin/bids').at(-1)?.path).toContain('status=waiting');
    await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), '마감 임박 순');
    expect(api.sent('GET /api/admin/bids').at(-1)?.path).toContain('sort=deadline');
    expect(router.state.location.search).toContain('sort=deadline');
  });

  it('reads deadline days from the address', async () => {
    const api = fakeApi({ 'GET /api/admin/bids': { body: pageOf([]) } });
    renderApp(<BidList />, { path: '/bids?deadlineFrom=2026-11-18&deadlineTo=2026-11-19', language: 'en' });
    expect(await screen.findByText('No requests match')).toBeTruthy();
    const path = api.sent('GET /api/admin/bids').at(-1)?.path ?? '';
    expect(path).toContain('deadlineFrom=2026-11-18');
    expect(path).toContain('deadlineTo=2026-11-19');
  });

  it('searches by bid number through the address', async () => {
    const api = fakeApi({ 'GET /api/admin/bids': { body: pageOf([bidSummaryFixture()]) } });
    const { user } = renderApp(<BidList />, { path: '/bids' });
    const search = await screen.findByRole('textbox', { name: '요청 검색' });
    expect(search.getAttribute('placeholder')).toContain('BID-');
    await user.type(search, 'BID-20260302-0001{Enter}');
    expect(api.sent('GET /api/admin/bids').at(-1)?.path).toContain('query=BID-20260302-0001');
  });
});
