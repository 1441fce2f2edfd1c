import { fakeApi } from '@baro/client/testing';
import type { CustomerBidQuote } from '@baro/core';
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

/** The request's cargo asking partners for these services (none by default). */
function cargoAsking(services: { customsClearance?: boolean; inlandTransport?: boolean } = {}) {
  const { cargo } = bidDetailFixture();
  return {
    ...cargo,
    services: {
      ...cargo.services,
      customsClearance: services.customsClearance ?? false,
      inlandTransport: services.inlandTransport ?? false,
    },
  };
}

/** The column headers of the comparison, left to right (partner names). */
const columnOrder = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .slice(1)
    .map((header) => header.getAttribute('data-quote-id'));

describe('BidDetail quotes side by side', { timeout: 20_000 }, () => {
  test('one column per quote, every charge on its row, a missing charge flagged, sortable', async () => {
    fakeApi({
      [`GET /api/bid/${BID}`]: {
        body: bidDetailFixture({
          status: 'waiting',
          quoteCount: 2,
          lowestTotalKRW: 1_960_000,
          quotes: twoQuotes(true),
          cargo: cargoAsking(),
        }),
      },
    });
    const { user } = renderBid();
    const table = await screen.findByRole('table', { name: '받은 견적 비교표' });

    expect(columnOrder(table)).toEqual(['bq_01HZXQUOTE02', 'bq_01HZXQUOTE01']);
    // Eastern Star is cheaper only because it left THC out: it is not called the lowest.
    const eastern = within(table).getByRole('columnheader', { name: /Eastern Star Forwarding/ });
    expect(eastern.textContent).not.toContain('최저가');
    expect(eastern.textContent).toContain('미포함 1개');
    expect(eastern.className ?? '').not.toContain('quote-compare__cheapest');
    expect(screen.getByTestId('scope-note').textContent).toContain('견적마다 포함된 비용 항목이 다릅니다');

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
    ).toEqual(['미포함', 'THC300,000원2 CNTR × 150,000원']);
    // Rows are the catalogue's charges, the partner's own wording under the amount.
    expect(
      within(row('해상운임 40HQ'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Ocean freightUSD 1,400.002 CNTR × USD 700.00',
      'Ocean freightUSD 1,600.002 CNTR × USD 800.00',
    ]);
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

  test('differently worded lines line up by code, and the lowest is claimed among quotes of the same charges', async () => {
    const [eastern, blue] = twoQuotes(true) as [CustomerBidQuote, CustomerBidQuote];
    const third = {
      ...blue,
      id: 'bq_01HZXQUOTE03',
      partner: { id: 'ptn_01HZXHANRIVER', name: 'Han River Shipping' },
      totalKRW: 2_400_000,
      lines: [
        { ...(blue.lines[1] as CustomerBidQuote['lines'][number]), name: '터미널 화물처리비' },
        { ...(blue.lines[0] as CustomerBidQuote['lines'][number]), name: '해상운임 40HC' },
      ],
    };
    fakeApi({
      [`GET /api/bid/${BID}`]: {
        body: bidDetailFixture({ status: 'waiting', quoteCount: 3, quotes: [eastern, third, blue] }),
      },
    });
    renderBid();
    const table = await screen.findByRole('table', { name: '받은 견적 비교표' });
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    // One freight row and one THC row, whatever each partner called them.
    expect(rowHeaders.filter((name) => name === '해상운임 40HQ')).toHaveLength(1);
    expect(rowHeaders.filter((name) => name === '터미널 화물처리비 (THC)')).toHaveLength(1);
    expect(rowHeaders).not.toContain('Ocean freight');
    // Han River and Blue Ocean quote the same charges: the cheaper of the two is the lowest of them.
    const han = within(table).getByRole('columnheader', { name: /Han River Shipping/ });
    expect(han.textContent).toContain('최저가 (같은 항목 기준)');
    expect(within(table).getByRole('columnheader', { name: /Blue Ocean/ }).textContent).not.toContain(
      '최저가',
    );
    expect(within(table).getByRole('columnheader', { name: /Eastern Star/ }).textContent).not.toContain(
      '최저가',
    );
    expect(screen.getByTestId('scope-note').textContent).toContain('같은 항목을 견적한 파트너끼리만');
  });

  test('quotes of the same charges: the cheapest is the lowest, and no scope note', async () => {
    const [, blue] = twoQuotes(true) as [CustomerBidQuote, CustomerBidQuote];
    const cheaper = {
      ...blue,
      id: 'bq_01HZXQUOTE04',
      partner: { id: 'ptn_01HZXX', name: 'Cheaper Co' },
      totalKRW: 2_000_000,
    };
    fakeApi({
      [`GET /api/bid/${BID}`]: {
        body: bidDetailFixture({ status: 'waiting', quoteCount: 2, quotes: [cheaper, blue] }),
      },
    });
    renderApp(<BidDetail id={BID} />, { path: `/mypage/bids/${BID}`, language: 'en' });
    const table = await screen.findByRole('table', { name: 'Quotes compared' });
    const header = within(table).getByRole('columnheader', { name: /Cheaper Co/ });
    expect(header.textContent).toContain('Lowest');
    expect(header.className).toContain('quote-compare__cheapest');
    expect(screen.queryByTestId('scope-note')).toBeNull();
    expect(within(table).queryByText('Not quoted')).toBeNull();
  });

  test('each requested service has a row: priced, or declined with the reason; a decline narrows the scope', async () => {
    const [, blue] = twoQuotes(true) as [CustomerBidQuote, CustomerBidQuote];
    const trucking = {
      chargeCode: 'TRUCKING' as const,
      name: '내륙 운송비',
      unit: 'CNTR' as const,
      quantity: 2,
      unitPrice: 450_000,
      currency: 'KRW',
      amount: 900_000,
    };
    // Both quote the same charges, but Eastern Star declines trucking while Han River prices it.
    const pricing = {
      ...blue,
      id: 'bq_01HZXQUOTE05',
      partner: { id: 'ptn_01HZXHANRIVER', name: 'Han River Shipping' },
      totalKRW: 3_440_000,
      lines: [...blue.lines, trucking],
    };
    const declining = {
      ...blue,
      id: 'bq_01HZXQUOTE06',
      partner: { id: 'ptn_01HZXEASTERN', name: 'Eastern Star Forwarding' },
      totalKRW: 2_500_000,
      declinedServices: [{ service: 'inlandTransport' as const, reason: '부산 외 지역 불가' }],
    };
    const api = fakeApi({
      [`GET /api/bid/${BID}`]: {
        body: bidDetailFixture({
          status: 'waiting',
          quoteCount: 2,
          quotes: [declining, pricing],
          cargo: cargoAsking({ inlandTransport: true }),
        }),
      },
      [`POST /api/bid/${BID}/accept`]: { body: { shipmentId: 'shp_01HZXSHIP01' } },
    });
    const { user } = renderBid();
    const table = await screen.findByRole('table', { name: '받은 견적 비교표' });
    const row = within(table)
      .getByRole('rowheader', { name: '요청 서비스: 내륙 운송' })
      .closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['제공 불가부산 외 지역 불가', '포함900,000원']);
    // Trucking is on its service row, not a second charge row.
    expect(within(table).queryByRole('rowheader', { name: '내륙 운송비' })).toBeNull();
    // The cheaper quote left trucking out: nobody is the lowest, and the note says why.
    expect(within(table).getByRole('columnheader', { name: /Eastern Star/ }).textContent).toContain(
      '미포함 1개',
    );
    expect(within(table).queryByText(/^최저가/)).toBeNull();
    expect(screen.getByTestId('scope-note')).toBeTruthy();

    // Accepting says what the accepted total includes of the requested services.
    await user.click(screen.getByRole('button', { name: 'Eastern Star Forwarding 견적 수락' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('accept-services').textContent).toBe(
      '요청 서비스 — 내륙 운송 제공 불가',
    );
    expect(api.sent(`POST /api/bid/${BID}/accept`)).toHaveLength(0);
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
    expect(screen.getByText('BID-20261120-0001')).toBeTruthy();
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
