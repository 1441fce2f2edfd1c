import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { downloadStarter } from '../../../components/documents/downloads.ts';
import {
  bidDetailFixture,
  boundFileFixture,
  downloadLinkFixture,
  twoQuotes,
} from '../../../test/forwarding-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { BidDetail } from './BidDetail.tsx';

const BID = 'bid_01HZXBID0001';
const started: string[] = [];

beforeEach(() => {
  started.length = 0;
  vi.spyOn(downloadStarter, 'start').mockImplementation((url) => {
    started.push(url);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderBid() {
  return renderApp(<BidDetail id={BID} />, {
    routes: [
      { path: '/mypage/bids/:id', element: <BidDetail id={BID} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path: `/mypage/bids/${BID}`,
  });
}

/** The column headers of the comparison, left to right (partner names). */
const columnOrder = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .slice(1)
    .map((header) => header.getAttribute('data-quote-id'));

describe('BidDetail quotes side by side', { timeout: 20_000 }, () => {
  test('one column per quote, every charge on its row, the cheapest marked and highlighted, sortable', async () => {
    fakeApi({
      [`GET /api/bid/${BID}`]: {
        body: bidDetailFixture({
          status: 'waiting',
          quoteCount: 2,
          lowestTotalKRW: 1_960_000,
          quotes: twoQuotes(true),
        }),
      },
    });
    const { user } = renderBid();
    const table = await screen.findByRole('table', { name: '받은 견적 비교표' });

    expect(columnOrder(table)).toEqual(['bq_01HZXQUOTE02', 'bq_01HZXQUOTE01']);
    const cheapest = within(table).getByRole('columnheader', { name: /Eastern Star Forwarding/ });
    expect(cheapest.textContent).toContain('최저가');
    expect(cheapest.className).toContain('quote-compare__cheapest');

    const row = (name: string) =>
      within(table)
        .getByRole('rowheader', { name: new RegExp(name) })
        .closest('tr') as HTMLElement;
    expect(
      within(row('운송 기간'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5일', '3일']);
    expect(
      within(row('THC'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', '300,000원2 CNTR × 150,000원']);
    expect(
      within(row('합계\\(원\\)'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,960,000원', '2,540,000원']);
    expect(
      within(row('합계\\(USD\\)'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['USD 1,400.00', 'USD 1,826.34']);

    // Shortest transit first, then the other way round.
    await user.click(within(table).getByRole('button', { name: '운송 기간 기준으로 정렬' }));
    expect(columnOrder(table)).toEqual(['bq_01HZXQUOTE01', 'bq_01HZXQUOTE02']);
    expect(row('운송 기간').querySelector('th')?.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(table).getByRole('button', { name: '운송 기간 기준으로 정렬' }));
    expect(columnOrder(table)).toEqual(['bq_01HZXQUOTE02', 'bq_01HZXQUOTE01']);
    expect(row('운송 기간').querySelector('th')?.getAttribute('aria-sort')).toBe('descending');
  });

  test('accepting asks first, then goes to the new shipment', async () => {
    const api = fakeApi({
      [`GET /api/bid/${BID}`]: {
        body: bidDetailFixture({ status: 'waiting', quoteCount: 2, quotes: twoQuotes(true) }),
      },
      [`POST /api/bid/${BID}/accept`]: { body: { shipmentId: 'shp_01HZXSHIP01' } },
    });
    const { user, router } = renderBid();
    await user.click(await screen.findByRole('button', { name: 'Blue Ocean Logistics 견적 수락' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Blue Ocean Logistics의 견적(합계 2,540,000원)');
    expect(api.sent(`POST /api/bid/${BID}/accept`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '견적 수락' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/shipments/shp_01HZXSHIP01'));
    expect(api.sent(`POST /api/bid/${BID}/accept`).map((request) => request.body)).toEqual([
      { quoteId: 'bq_01HZXQUOTE01' },
    ]);
  });

  test('a refused accept is said in the server’s words, and the bid is read again', async () => {
    let reads = 0;
    const api = fakeApi({
      [`GET /api/bid/${BID}`]: () => {
        reads += 1;
        return {
          body:
            reads === 1
              ? bidDetailFixture({ status: 'waiting', quoteCount: 2, quotes: twoQuotes(true) })
              : bidDetailFixture({ status: 'expired', quoteCount: 2, quotes: twoQuotes(false) }),
        };
      },
      [`POST /api/bid/${BID}/accept`]: {
        status: 409,
        body: { code: 'QUOTE_EXPIRED', message: '견적 유효기간이 지나 수락할 수 없습니다.' },
      },
    });
    const { user } = renderBid();
    await user.click(await screen.findByRole('button', { name: 'Eastern Star Forwarding 견적 수락' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '견적 수락' }));

    const message = await screen.findByText('견적 유효기간이 지나 수락할 수 없습니다.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(api.sent(`GET /api/bid/${BID}`)).toHaveLength(2));
    expect(await screen.findByText('만료됨')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /견적 수락/ })).toBeNull());
  });

  test('an estimating bid can be closed early with its quotes; accept waits for it', async () => {
    const waiting = bidDetailFixture({
      status: 'waiting',
      quoteCount: 2,
      quotes: twoQuotes(true),
      closedAt: '2026-11-21T10:00:00+09:00',
    });
    const api = fakeApi({
      [`GET /api/bid/${BID}`]: { body: bidDetailFixture({ quoteCount: 2, quotes: twoQuotes(false) }) },
      [`POST /api/bid/${BID}/close`]: { body: waiting },
    });
    const { user } = renderBid();
    expect(await screen.findByText('견적을 수락하려면 먼저 견적 접수를 마감해 주세요.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /견적 수락/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: '지금 견적 마감' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('지금까지 받은 견적 2건으로 마감합니다.');
    await user.click(within(dialog).getByRole('button', { name: '지금 마감' }));

    expect(await screen.findByRole('button', { name: 'Blue Ocean Logistics 견적 수락' })).toBeTruthy();
    expect(api.sent(`POST /api/bid/${BID}/close`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '지금 견적 마감' })).toBeNull();
  });

  test('cancel asks first; a refusal (INVALID_STATE_TRANSITION) shows the server’s message', async () => {
    const api = fakeApi({
      [`GET /api/bid/${BID}`]: { body: bidDetailFixture() },
      [`POST /api/bid/${BID}/cancel`]: {
        status: 409,
        body: { code: 'INVALID_STATE_TRANSITION', message: '지금 상태에서는 할 수 없는 작업입니다.' },
      },
    });
    const { user } = renderBid();
    await user.click(await screen.findByRole('button', { name: '요청 취소' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('취소하면 되돌릴 수 없고');
    // Declining sends nothing.
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(`POST /api/bid/${BID}/cancel`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '요청 취소' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '요청 취소' }));
    const message = await screen.findByText('지금 상태에서는 할 수 없는 작업입니다.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(api.sent(`POST /api/bid/${BID}/cancel`)).toHaveLength(1);
  });

  test('a canceled bid answered by cancel replaces the page', async () => {
    fakeApi({
      [`GET /api/bid/${BID}`]: { body: bidDetailFixture() },
      [`POST /api/bid/${BID}/cancel`]: { body: bidDetailFixture({ status: 'canceled' }) },
    });
    const { user } = renderBid();
    await user.click(await screen.findByRole('button', { name: '요청 취소' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '요청 취소' }));
    expect(await screen.findByText('취소한 입찰 요청입니다.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '요청 취소' })).toBeNull());
    expect(screen.getByText('지금 상태에서는 서류를 더 올릴 수 없습니다.')).toBeTruthy();
  });
});

describe('BidDetail downloads', { timeout: 20_000 }, () => {
  test('the quotation PDF and each attachment download through their links', async () => {
    const api = fakeApi({
      [`GET /api/bid/${BID}`]: { body: bidDetailFixture({ files: [boundFileFixture()] }) },
      [`GET /api/bid/download/${BID}`]: { body: downloadLinkFixture('/api/storage/get/bid-pdf?sig=1') },
      'GET /api/file/download': { body: downloadLinkFixture('/api/storage/get/invoice?sig=2') },
    });
    const { user } = renderBid();

    await user.click(await screen.findByRole('button', { name: '견적 비교표 PDF' }));
    await waitFor(() => expect(started).toEqual(['/api/storage/get/bid-pdf?sig=1']));

    await user.click(screen.getByRole('button', { name: 'invoice.pdf 내려받기' }));
    await waitFor(() => expect(started).toHaveLength(2));
    expect(started[1]).toBe('/api/storage/get/invoice?sig=2');
    expect(api.sent('GET /api/file/download')[0]?.path).toBe(
      '/api/file/download?key=uploads%2F2026%2Finvoice-0001',
    );

    // A link still valid is used again, not asked for twice.
    await user.click(screen.getByRole('button', { name: 'invoice.pdf 내려받기' }));
    await waitFor(() => expect(started).toHaveLength(3));
    expect(api.sent('GET /api/file/download')).toHaveLength(1);
  });

  test('a refused download says why', async () => {
    fakeApi({
      [`GET /api/bid/${BID}`]: { body: bidDetailFixture() },
      [`GET /api/bid/download/${BID}`]: {
        status: 503,
        body: {
          code: 'SERVICE_UNAVAILABLE',
          message: '문서를 만들지 못했습니다. 잠시 후 다시 시도해 주세요.',
        },
      },
    });
    const { user } = renderBid();
    await user.click(await screen.findByRole('button', { name: '견적 비교표 PDF' }));
    expect(await screen.findByText('문서를 만들지 못했습니다. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
    expect(started).toEqual([]);
  });
});
