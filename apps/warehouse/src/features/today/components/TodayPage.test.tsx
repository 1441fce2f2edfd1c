import { fakeApi, type SentRequest } from '@baro/client/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inboundCounts, orderCounts, pageOf, returnCounts } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { TodayPage } from './TodayPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Wednesday 4 March 2026, 10:00 in Seoul (the night before in Los Angeles, where the tests run).
const NOW = new Date('2026-03-04T10:00:00+09:00');

/** Orders: 9 to pick overall — 4 due today, 2 due tomorrow (ordered after the cut-off), so 3 late. */
function ordersByDay(request: SentRequest) {
  const day = new URL(request.path, 'http://x').searchParams.get('promisedShipDate');
  const counts =
    day === '2026-03-04'
      ? orderCounts({ allocated: 4, picking: 1, packed: 2, shipped: 5 })
      : day === '2026-03-05'
        ? orderCounts({ allocated: 2 })
        : orderCounts({ waiting: 1, allocated: 9, picking: 1, packed: 2, shipped: 40, delivered: 100 });
  return { body: { ...pageOf([]), counts } };
}

const handlers = {
  'GET /api/calendar/holidays': { body: { items: [] } },
  'GET /api/warehouse/orders': ordersByDay,
  'GET /api/warehouse/inbound': (request: SentRequest) => ({
    body: {
      ...pageOf([]),
      counts: request.path.includes('expectedDate=2026-03-04')
        ? inboundCounts({ requested: 3 })
        : inboundCounts({ requested: 8, arrived: 2, receiving: 1 }),
    },
  }),
  'GET /api/warehouse/returns': {
    body: { ...pageOf([]), counts: returnCounts({ in_transit: 2, arrived: 4, inspected: 1 }) },
  },
};

describe('Today', () => {
  it('counts the day’s orders, the late ones, inbound and returns, each linking to its list', async () => {
    const api = fakeApi(handlers);
    renderApp(<TodayPage now={NOW} />);
    expect(await screen.findByRole('heading', { level: 1, name: '오늘' })).toBeTruthy();
    expect(screen.getByText(/2026년 3월 4일 창고 현황입니다/)).toBeTruthy();

    const due = screen.getByRole('region', { name: '오늘 출고 예정' });
    expect((await within(due).findByRole('link', { name: '피킹 대기' })).getAttribute('href')).toBe(
      '/warehouse/orders?status=allocated&promisedShipDate=2026-03-04',
    );
    expect(within(due).getByText('남은 출고').nextSibling?.textContent).toBe('7');

    const late = screen.getByRole('region', { name: '늦은 출고' });
    expect(await within(late).findByText('3')).toBeTruthy();
    expect(within(late).getByText('확인 필요')).toBeTruthy();
    expect(within(late).getByRole('link', { name: '재고 대기' }).getAttribute('href')).toBe(
      '/warehouse/orders?status=waiting',
    );

    const inbound = screen.getByRole('region', { name: '입고' });
    expect((await within(inbound).findByRole('link', { name: '오늘 도착 예정' })).getAttribute('href')).toBe(
      '/warehouse/inbound?status=requested&expectedDate=2026-03-04',
    );
    expect(
      within(inbound).getByRole('link', { name: '오늘 도착 예정' }).parentElement?.textContent,
    ).toContain('3');
    expect(within(inbound).getByRole('link', { name: '도착' }).parentElement?.textContent).toContain('2');

    const returns = screen.getByRole('region', { name: '반품' });
    expect(
      (await within(returns).findByRole('link', { name: '검수 대기' })).parentElement?.textContent,
    ).toContain('4');

    // One request per list and day, asking for one row only.
    const days = api
      .sent('GET /api/warehouse/orders')
      .map((request) => new URL(request.path, 'http://x').searchParams.get('promisedShipDate'));
    expect(new Set(days)).toEqual(new Set([null, '2026-03-04', '2026-03-05']));
    expect(api.sent('GET /api/warehouse/orders').every((request) => request.path.includes('size=1'))).toBe(
      true,
    );
  });

  it('skips a holiday for the next business day and says so in English', async () => {
    // Friday 6 March: the next business day is Monday 9 March, unless staff made it a holiday.
    const api = fakeApi({
      ...handlers,
      'GET /api/calendar/holidays': {
        body: { items: [{ date: '2026-03-09', nameKo: '임시 공휴일', nameEn: 'Extra holiday' }] },
      },
    });
    renderApp(<TodayPage now={new Date('2026-03-06T10:00:00+09:00')} />, { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Late orders' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(
        api
          .sent('GET /api/warehouse/orders')
          .some((request) => request.path.includes('promisedShipDate=2026-03-10')),
      ).toBe(true),
    );
  });

  it('shows a failing board with the server’s words and a retry, the others still counting', async () => {
    fakeApi({
      ...handlers,
      'GET /api/warehouse/returns': {
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' },
      },
    });
    renderApp(<TodayPage now={NOW} />);
    const returns = await screen.findByRole('region', { name: '반품' });
    expect(await within(returns).findByText('잠시 후 다시 시도해 주세요.')).toBeTruthy();
    expect(within(returns).getByRole('button', { name: /다시 시도/ })).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: '늦은 출고' })).findByText('3')).toBeTruthy();
  });
});
