import { fakeApi, type SentRequest } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { shipmentSummaryFixture } from '../../../test/forwarding-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ShipmentList } from './ShipmentList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const query = (request: SentRequest | undefined) =>
  Object.fromEntries(new URL(request?.path ?? '/', 'http://localhost').searchParams);

function page(items: ReturnType<typeof shipmentSummaryFixture>[], pageNumber = 1, total = items.length) {
  return { items, page: pageNumber, size: 10, total, pageCount: Math.max(1, Math.ceil(total / 10)) };
}

describe('ShipmentList', { timeout: 20_000 }, () => {
  test('each shipment: lane, partner, the step reached last, ETD/ATD and ETA in Seoul time, status', async () => {
    fakeApi({
      'GET /api/shipments': {
        body: page([
          shipmentSummaryFixture({
            currentMilestone: { kind: 'departed', actualAt: '2026-11-25T01:00:00Z', place: null },
            departure: { plannedAt: '2026-11-24T23:00:00Z', actualAt: '2026-11-25T01:00:00Z' },
            arrival: { plannedAt: '2026-11-26T00:00:00Z', actualAt: null },
          }),
          shipmentSummaryFixture({
            id: 'shp_01HZXSHIP02',
            status: 'completed',
            partner: { id: 'p2', name: 'Eastern Star Forwarding' },
          }),
        ]),
      },
    });
    renderApp(<ShipmentList />, { path: '/mypage/shipments' });
    const [first, second] = (await screen.findAllByRole('link', { name: '상하이 → 부산' })).map(
      (link) => link.closest('li') as HTMLElement,
    );
    expect(screen.getAllByRole('link', { name: '상하이 → 부산' })[0]?.getAttribute('href')).toBe(
      '/mypage/shipments/shp_01HZXSHIP01',
    );
    const text = first?.textContent ?? '';
    expect(text).toContain('Blue Ocean Logistics');
    expect(text).toContain('출발');
    expect(text).toContain('2026년 11월 25일 10:00');
    expect(text).toContain('ATD 2026년 11월 25일 10:00');
    expect(text).toContain('ETA 2026년 11월 26일 09:00');
    expect(text).toContain('진행 중');
    expect(second?.textContent).toContain('시작 전');
    expect(second?.textContent).toContain('ETD 미정');
    expect(second?.textContent).toContain('완료');
  });

  test('the status filter and pages are asked of the server and kept in the address', async () => {
    const api = fakeApi({
      'GET /api/shipments': (request) => ({
        body: page([shipmentSummaryFixture()], Number(query(request).page ?? 1), 12),
      }),
    });
    const { user, router } = renderApp(<ShipmentList />, { path: '/mypage/shipments' });
    await screen.findAllByRole('link', { name: '상하이 → 부산' });
    await user.click(screen.getByRole('tab', { name: '완료' }));
    await waitFor(() =>
      expect(query(api.sent('GET /api/shipments').at(-1))).toEqual({
        status: 'completed',
        page: '1',
        size: '10',
      }),
    );
    expect(router.state.location.search).toBe('?status=completed');
    await user.click(await screen.findByRole('button', { name: /2/ }));
    await waitFor(() =>
      expect(query(api.sent('GET /api/shipments').at(-1))).toEqual({
        status: 'completed',
        page: '2',
        size: '10',
      }),
    );
    expect(router.state.location.search).toBe('?status=completed&page=2');
  });

  test('no shipments yet: where they come from', async () => {
    fakeApi({ 'GET /api/shipments': { body: page([]) } });
    renderApp(<ShipmentList />, { path: '/mypage/shipments' });
    expect(await screen.findByText('아직 운송 건이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '입찰 요청 보기' }).getAttribute('href')).toBe('/mypage/bids');
  });
});
