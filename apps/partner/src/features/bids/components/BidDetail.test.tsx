import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bidFixture, ownQuoteFixture, RATES } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { BidDetail } from './BidDetail.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BID_PATH = '/api/partner/bids/bid_01HZX4REQUEST1';
const renderDetail = (language: 'ko' | 'en' = 'ko') =>
  renderApp(<BidDetail id="bid_01HZX4REQUEST1" />, { path: '/bids/bid_01HZX4REQUEST1', language });

describe('partner bid detail', { timeout: 30_000 }, () => {
  it('shows the request without the customer, and quotes it through the API with today’s rates', async () => {
    const quoted = bidFixture({ myQuote: ownQuoteFixture() });
    const api = fakeApi({
      [`GET ${BID_PATH}`]: { body: bidFixture() },
      'GET /api/exchange-rates': { body: RATES },
      [`POST ${BID_PATH}/quotes`]: { status: 201, body: quoted },
    });
    const { user } = renderDetail();

    expect(await screen.findByRole('heading', { level: 2, name: '견적 작성' })).toBeTruthy();
    const request = document.body;
    expect(request.textContent).toContain('BID-20260302-0007'); // the request's number, not its id
    expect(request.textContent).toContain('고객 정보는 공개되지 않습니다.');
    expect(request.textContent).toContain('40HQ × 2');
    // The request asks for customs clearance: this partner declines it (its line goes).
    const customs = within(screen.getByRole('region', { name: '요청 서비스' })).getByRole('radiogroup', {
      name: '통관',
    });
    await user.click(within(customs).getByRole('radio', { name: '제공 불가' }));

    await user.type(screen.getByRole('textbox', { name: '1행 단가' }), '1200');
    await waitFor(() => expect(screen.getByTestId('total-krw').textContent).toContain('3,360,000원'));
    expect(screen.getByTestId('quote-totals').textContent).toContain('2026년 3월 2일 환율 기준');
    await user.type(screen.getByRole('textbox', { name: /운송 소요일/ }), '3');
    await user.type(screen.getByRole('textbox', { name: /운송사/ }), 'HMM');
    await user.click(screen.getByRole('button', { name: '견적 제출' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '견적 제출' }));

    expect(await screen.findByText('견적을 제출했습니다.')).toBeTruthy();
    expect(api.sent(`POST ${BID_PATH}/quotes`).map((request) => request.body)).toEqual([
      {
        lines: [
          {
            chargeCode: 'OFR_40HQ',
            name: '해상운임 40HQ',
            unit: 'CNTR',
            quantity: 2,
            unitPrice: 1200,
            currency: 'USD',
          },
        ],
        declinedServices: [{ service: 'customsClearance' }],
        validUntil: '2026-03-18',
        transitDays: 3,
        carrier: 'HMM',
      },
    ]);
    // The answer is the bid with this partner's quote: the form now revises it.
    expect(await screen.findByRole('heading', { level: 2, name: '견적 수정' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '견적 철회' })).toBeTruthy();
  });

  it('once quoting closed: no form, the closed notice and this partner’s quote with its outcome', async () => {
    fakeApi({
      [`GET ${BID_PATH}`]: {
        body: bidFixture({
          status: 'accepted',
          open: false,
          myQuote: ownQuoteFixture({
            outcome: 'won',
            declinedServices: [{ service: 'customsClearance', reason: '화주 지정 관세사' }],
          }),
        }),
      },
      'GET /api/exchange-rates': { body: RATES },
    });
    renderDetail();
    expect(await screen.findByText('견적 마감이 지나 더 이상 제출·수정·철회할 수 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '견적 제출' })).toBeNull();
    const summary = screen.getByRole('heading', { name: '내 견적' }).closest('section') as HTMLElement;
    expect(summary.textContent).toContain('선정');
    expect(summary.textContent).toContain('3,360,000원');
    expect(summary.textContent).toContain('USD 1,200.00');
    expect(summary.textContent).toContain('운송 소요일 3일 · 운송사 HMM');
    expect(within(summary).getByTestId('declined-service').textContent).toBe(
      '제공 불가: 통관 (화주 지정 관세사)',
    );
  });

  it('counts transit days with plural words in English: 1 day, 3 days', async () => {
    for (const [transitDays, words] of [
      [1, 'Transit time 1 day ·'],
      [3, 'Transit time 3 days ·'],
    ] as const) {
      fakeApi({
        [`GET ${BID_PATH}`]: {
          body: bidFixture({ status: 'accepted', open: false, myQuote: ownQuoteFixture({ transitDays }) }),
        },
        'GET /api/exchange-rates': { body: RATES },
      });
      renderDetail('en');
      const summary = (await screen.findByRole('heading', { name: 'My quote' })).closest(
        'section',
      ) as HTMLElement;
      expect(summary.textContent).toContain(words);
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('says a request that is not there (or no longer this partner’s) is not found', async () => {
    fakeApi({
      [`GET ${BID_PATH}`]: {
        status: 404,
        body: { code: 'NOT_FOUND', message: '요청한 항목을 찾을 수 없습니다.' },
      },
      'GET /api/exchange-rates': { body: RATES },
    });
    renderDetail();
    const message = await screen.findByText('요청한 항목을 찾을 수 없습니다.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: /목록으로/ }).getAttribute('href')).toBe('/partner/bids');
  });
});
