import { fakeApi, type SentRequest } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf, quoteItemFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { QuoteList } from './QuoteList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const query = (request: SentRequest | undefined) =>
  Object.fromEntries(new URL(request?.path ?? '/', 'http://localhost').searchParams);

describe('partner quote list', { timeout: 20_000 }, () => {
  it('shows each quote with its totals, validity, Seoul submission time and outcome; filters by outcome', async () => {
    const api = fakeApi({
      'GET /api/partner/quotes': (request) =>
        query(request).outcome === 'won'
          ? { body: pageOf([quoteItemFixture({ outcome: 'won' })]) }
          : { body: pageOf([quoteItemFixture(), quoteItemFixture({ id: 'bq_2', outcome: 'lost' })]) },
    });
    const { user, router } = renderApp(<QuoteList />, { path: '/quotes' });

    const [first, second] = (await screen.findAllByRole('link', { name: /상하이/ })).map(
      (link) => link.closest('tr') as HTMLElement,
    );
    expect(first?.textContent).toContain('3,360,000원');
    expect(first?.textContent).toContain('USD 2,400.00');
    expect(first?.textContent).toContain('2026년 3월 20일');
    expect(first?.textContent).toContain('2026년 3월 2일 11:00');
    expect(first?.textContent).toContain('결과 대기');
    expect(first?.textContent).toContain('견적 접수 중');
    expect(second?.textContent).toContain('미선정');
    expect(screen.getAllByRole('link', { name: /상하이/ })[0]?.getAttribute('href')).toBe(
      '/partner/bids/bid_01HZX4REQUEST1',
    );

    await user.click(screen.getByRole('tab', { name: '선정' }));
    await waitFor(() => expect(router.state.location.search).toBe('?outcome=won'));
    await waitFor(() =>
      expect(query(api.requests.at(-1))).toEqual({ outcome: 'won', page: '1', size: '20' }),
    );
    await waitFor(() => expect(screen.getAllByRole('link', { name: /상하이/ })).toHaveLength(1));
  });

  it('leads to the open requests when there is no quote yet', async () => {
    fakeApi({ 'GET /api/partner/quotes': { body: pageOf([]) } });
    renderApp(<QuoteList />, { path: '/quotes' });
    expect(await screen.findByText('제출한 견적이 없습니다')).toBeTruthy();
    expect(screen.getByRole('link', { name: '견적 요청 보기' }).getAttribute('href')).toBe('/partner/bids');
  });
});
