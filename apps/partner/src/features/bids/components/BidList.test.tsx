import { fakeApi, type SentRequest } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bidSummaryFixture, ownQuoteFixture, pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { BidList } from './BidList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const query = (request: SentRequest | undefined) =>
  Object.fromEntries(new URL(request?.path ?? '/', 'http://localhost').searchParams);

const rowOf = (link: HTMLElement) => link.closest('tr') as HTMLElement;

describe('partner bid list', { timeout: 20_000 }, () => {
  it('lists open requests: lane, cargo, Seoul dates, time left, and whether this partner quoted', async () => {
    // The machine is in Los Angeles; the deadline (18:00 Seoul) is 1 day 2 h 30 min away.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-03T15:30:00+09:00'));
    const quote = ownQuoteFixture();
    const api = fakeApi({
      'GET /api/partner/bids': {
        body: pageOf([
          bidSummaryFixture(),
          bidSummaryFixture({
            id: 'bid_01HZX4REQUEST2',
            number: 'BID-20260302-0008',
            freightType: 'LCL',
            pol: { code: 'CNNGB', nameKo: '닝보', nameEn: 'Ningbo' },
            cargo: {
              containers: [],
              packages: [{ length: 100, width: 100, height: 100, weight: 250, quantity: 4 }],
              services: {
                customsClearance: false,
                insurance: false,
                inlandTransport: false,
                cargoValue: null,
              },
              description: null,
            },
            myQuote: {
              id: quote.id,
              status: 'active',
              outcome: 'pending',
              totalKRW: quote.totalKRW,
              totalUSD: quote.totalUSD,
              validUntil: quote.validUntil,
              submittedAt: quote.submittedAt,
            },
          }),
        ]),
      },
    });
    renderApp(<BidList />, { path: '/bids' });

    const first = rowOf(await screen.findByRole('link', { name: /상하이/ }));
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/partner/bids/bid_01HZX4REQUEST1');
    expect(first.textContent).toContain('BID-20260302-0007');
    expect(first.textContent).toContain('FCL (컨테이너)');
    expect(first.textContent).toContain('40HQ × 2');
    expect(first.textContent).toContain('2026년 3월 20일');
    expect(first.textContent).toContain('1일 2시간 남음');
    expect(first.textContent).toContain('2026년 3월 4일 18:00 마감');
    expect(first.textContent).toContain('미제출');

    const second = rowOf(screen.getByRole('link', { name: /닝보/ }));
    expect(second.textContent).toContain('BID-20260302-0008');
    expect(second.textContent).toContain('포장 4개 · 1,000kg · 4CBM');
    expect(second.textContent).toContain('3,360,000원');
    expect(second.textContent).toContain('결과 대기');

    expect(screen.getByText('총 2건')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '접수 중', selected: true })).toBeTruthy();
    expect(query(api.sent('GET /api/partner/bids')[0])).toEqual({ status: 'open', page: '1', size: '20' });
  });

  it('keeps the tab, the filters and the page in the address and asks the server for them', async () => {
    const api = fakeApi({
      'GET /api/partner/bids': (request) => {
        const page = Number(query(request).page ?? 1);
        return { body: pageOf([bidSummaryFixture({ id: `bid_01HZX4PAGE0000${page}` })], page, 45) };
      },
    });
    const { user, router } = renderApp(<BidList />, { path: '/bids' });
    await screen.findByRole('link', { name: /상하이/ });

    await user.click(screen.getByRole('tab', { name: '선정' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=won'));
    await waitFor(() => expect(query(api.requests.at(-1))).toMatchObject({ status: 'won', page: '1' }));

    await user.selectOptions(screen.getByRole('combobox', { name: '운송 유형' }), 'AIR');
    await waitFor(() => expect(router.state.location.search).toBe('?status=won&freightType=AIR'));
    await waitFor(() =>
      expect(query(api.requests.at(-1))).toEqual({
        status: 'won',
        freightType: 'AIR',
        page: '1',
        size: '20',
      }),
    );

    await user.click(await screen.findByRole('button', { name: '3 페이지' }));
    await waitFor(() => expect(query(api.requests.at(-1))).toMatchObject({ page: '3', freightType: 'AIR' }));
    expect(router.state.location.search).toBe('?status=won&freightType=AIR&page=3');

    // Clearing the filters keeps the tab and goes back to the first page.
    await user.click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=won'));
  });

  it('says when nothing matches, and why a request failed, with a retry', async () => {
    let fail = true;
    fakeApi({
      'GET /api/partner/bids': () =>
        fail
          ? { status: 403, body: { code: 'FORBIDDEN', message: '이 작업을 할 권한이 없습니다.' } }
          : { body: pageOf([]) },
    });
    const { user } = renderApp(<BidList />, { path: '/bids' });
    expect((await screen.findByRole('alert')).textContent).toContain('이 작업을 할 권한이 없습니다.');
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('조건에 맞는 견적 요청이 없습니다')).toBeTruthy();
    expect(screen.getByText('새 요청이 들어오면 이곳에 표시됩니다.')).toBeTruthy();
  });

  it('speaks English', async () => {
    fakeApi({ 'GET /api/partner/bids': { body: pageOf([bidSummaryFixture()]) } });
    renderApp(<BidList />, { path: '/bids', language: 'en' });
    const row = rowOf(await screen.findByRole('link', { name: /Shanghai/ }));
    expect(row.textContent).toContain('Mar 20, 2026');
    expect(screen.getByRole('tab', { name: 'Open', selected: true })).toBeTruthy();
  });
});
