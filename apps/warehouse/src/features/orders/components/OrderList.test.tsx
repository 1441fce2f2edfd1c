import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderCounts, orderListItemFixture, pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { OrderList } from './OrderList.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const counts = orderCounts({ allocated: 3, picking: 1, packed: 2 });

describe('the orders desk list', () => {
  it('opens on the orders to pick, with counts per status, and marks the late ones', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-05T10:00:00+09:00'));
    const api = fakeApi({
      'GET /api/warehouse/orders': {
        body: {
          ...pageOf([
            orderListItemFixture(),
            orderListItemFixture({
              id: 'ord_01HZX4ORDER0002',
              orderNo: 'FO260305-00001',
              promisedShipDate: '2026-03-05',
              itemCount: 1,
            }),
          ]),
          counts,
        },
      },
    });
    const { user, router } = renderApp(<OrderList />, { path: '/orders' });
    const link = await screen.findByRole('link', { name: 'FO260304-00012' });
    expect(link.getAttribute('href')).toBe('/warehouse/orders/ord_01HZX4ORDER0001');
    const row = link.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('바로 물티슈 100매 외 2건');
    expect(row.textContent).toContain('2026년 3월 4일');
    expect(within(row).getByText('지연')).toBeTruthy();
    const onTime = screen.getByRole('link', { name: 'FO260305-00001' }).closest('tr') as HTMLElement;
    expect(within(onTime).queryByText('지연')).toBeNull();
    expect(api.sent('GET /api/warehouse/orders')[0]?.path).toContain('status=allocated');
    expect(screen.getByRole('tab', { name: '피킹 대기 3', selected: true })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: '포장 완료 2' }));
    expect(router.state.location.search).toBe('?status=packed');
    expect(api.sent('GET /api/warehouse/orders').at(-1)?.path).toContain('status=packed');

    // A scanned order number is typed text and Enter.
    await user.type(screen.getByRole('textbox', { name: '검색' }), 'FO260304-00012{Enter}');
    expect(api.sent('GET /api/warehouse/orders').at(-1)?.path).toContain('q=FO260304-00012');
    await user.click(screen.getByRole('button', { name: '오늘 출고분' }));
    expect(router.state.location.search).toContain('promisedShipDate=2026-03-05');
  });

  it('says when nothing matches, in English', async () => {
    fakeApi({ 'GET /api/warehouse/orders': { body: { ...pageOf([]), counts: orderCounts() } } });
    renderApp(<OrderList />, { path: '/orders?q=nothing', language: 'en' });
    expect(await screen.findByText('No orders match')).toBeTruthy();
  });

  it('shows the server’s words and a retry when the list fails', async () => {
    fakeApi({
      'GET /api/warehouse/orders': {
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' },
      },
    });
    renderApp(<OrderList />, { path: '/orders' });
    expect(await screen.findByText('잠시 후 다시 시도해 주세요.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /다시 시도/ })).toBeTruthy();
  });
});
