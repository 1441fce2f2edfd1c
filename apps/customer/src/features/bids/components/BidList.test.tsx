import { fakeApi, type SentRequest } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { bidSummaryFixture } from '../../../test/forwarding-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { BidList } from './BidList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const query = (request: SentRequest | undefined) =>
  Object.fromEntries(new URL(request?.path ?? '/', 'http://localhost').searchParams);

function page(items: ReturnType<typeof bidSummaryFixture>[], pageNumber = 1, total = items.length) {
  return { items, page: pageNumber, size: 10, total, pageCount: Math.max(1, Math.ceil(total / 10)) };
}

describe('BidList', { timeout: 20_000 }, () => {
  test('shows each bid: lane, freight and terms, quotes, lowest total, Seoul deadline with the time left, status', async () => {
    // The machine is in Los Angeles; the deadline is read in Seoul and 5 h 30 min away.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:30:00+09:00'));
    fakeApi({
      'GET /api/bid': {
        body: page([
          bidSummaryFixture({ quoteCount: 2, lowestTotalKRW: 1_960_000 }),
          bidSummaryFixture({
            id: 'bid_01HZXBID0002',
            status: 'expired',
            freightType: 'AIR',
            pol: { code: 'PVG', nameKo: '상하이 푸둥', nameEn: 'Shanghai Pudong' },
            pod: { code: 'ICN', nameKo: '인천', nameEn: 'Incheon' },
          }),
        ]),
      },
    });
    renderApp(<BidList />, { path: '/mypage/bids' });

    const first = (await screen.findByRole('link', { name: '상하이 → 부산' })).closest('li') as HTMLElement;
    expect(screen.getByRole('link', { name: '상하이 → 부산' }).getAttribute('href')).toBe(
      '/mypage/bids/bid_01HZXBID0001',
    );
    const text = first.textContent ?? '';
    // The bid's number, not its id (which stays in the address).
    expect(text).toContain('BID-20261120-0001');
    expect(text).not.toContain('bid_01HZXBID0001');
    expect(text).toContain('해상 FCL');
    expect(text).toContain('FOB · 2026년 11월 30일 준비');
    expect(text).toContain('2건');
    expect(text).toContain('1,960,000원');
    expect(text).toContain('2026년 11월 24일 18:00');
    expect(text).toContain('6시간 후 마감');
    expect(text).toContain('견적 접수 중');

    const second = screen.getByRole('link', { name: '상하이 푸둥 → 인천' }).closest('li') as HTMLElement;
    expect(second.textContent).toContain('항공');
    expect(second.textContent).toContain('아직 없음');
    expect(second.textContent).toContain('만료됨');
    expect(second.textContent).not.toContain('후 마감');
  });

  test('the status filter and the page are asked of the server and kept in the address', async () => {
    const api = fakeApi({
      'GET /api/bid': (request) => {
        const { status, page: pageNumber } = query(request);
        if (status === 'waiting') return { body: page([bidSummaryFixture({ status: 'waiting' })]) };
        const n = Number(pageNumber ?? 1);
        return {
          body: page(
            [
              bidSummaryFixture({
                id: `bid_01HZXPAGE000${n}`,
                pol: { code: 'CNNGB', nameKo: `닝보${n}`, nameEn: `Ningbo${n}` },
              }),
            ],
            n,
            25,
          ),
        };
      },
    });
    const { user, router } = renderApp(<BidList />, { path: '/mypage/bids' });

    expect(await screen.findByRole('link', { name: '닝보1 → 부산' })).toBeTruthy();
    expect(query(api.sent('GET /api/bid')[0])).toEqual({ page: '1', size: '10' });

    await user.click(screen.getByRole('button', { name: /3/ }));
    expect(await screen.findByRole('link', { name: '닝보3 → 부산' })).toBeTruthy();
    expect(query(api.sent('GET /api/bid').at(-1))).toEqual({ page: '3', size: '10' });
    expect(router.state.location.search).toBe('?page=3');

    await user.click(screen.getByRole('tab', { name: '견적 선택 대기' }));
    await waitFor(() =>
      expect(query(api.sent('GET /api/bid').at(-1))).toEqual({ status: 'waiting', page: '1', size: '10' }),
    );
    expect(router.state.location.search).toBe('?status=waiting');
    expect(screen.getByRole('tab', { name: '견적 선택 대기' }).getAttribute('aria-selected')).toBe('true');
    const list = await screen.findByRole('list', { name: '입찰 요청 목록' });
    expect(within(list).getByText('견적 선택 대기')).toBeTruthy();
  });

  test('empty: an invitation to request, or a way back to every status', async () => {
    fakeApi({ 'GET /api/bid': { body: page([]) } });
    const { user, router } = renderApp(<BidList />, { path: '/mypage/bids?status=canceled' });
    expect(await screen.findByText('이 상태의 입찰 요청이 없습니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '전체 보기' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('아직 입찰 요청이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '새 입찰 요청' }).getAttribute('href')).toBe('/mypage/bids/new');
  });

  test('a page past the end goes back to the first page', async () => {
    const api = fakeApi({
      'GET /api/bid': (request) =>
        query(request).page === '1' ? { body: page([bidSummaryFixture()]) } : { body: page([], 4, 1) },
    });
    const { router } = renderApp(<BidList />, { path: '/mypage/bids?page=4' });
    expect(await screen.findByRole('link', { name: '상하이 → 부산' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(api.sent('GET /api/bid').map((request) => query(request).page)).toEqual(['4', '1']);
  });

  test('a failed load shows the server’s words and retries', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/bid': () =>
        ++calls === 1
          ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' } }
          : { body: page([bidSummaryFixture()]) },
    });
    const { user } = renderApp(<BidList />, { path: '/mypage/bids' });
    expect(await screen.findByText('잠시 후 다시 시도해 주세요.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: '상하이 → 부산' })).toBeTruthy();
  });
});
