import { fakeApi, type SentRequest } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf, shipmentSummaryFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ShipmentList } from './ShipmentList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const query = (request: SentRequest | undefined) =>
  Object.fromEntries(new URL(request?.path ?? '/', 'http://localhost').searchParams);

describe('partner shipment list', { timeout: 20_000 }, () => {
  it('shows each shipment: its number as the link, lane, customer team, step reached, ETD and ETA in Seoul', async () => {
    fakeApi({
      'GET /api/partner/shipments': {
        body: pageOf([
          shipmentSummaryFixture({
            currentMilestone: { kind: 'departed', actualAt: '2026-03-10T01:00:00Z', place: null },
            departure: { plannedAt: '2026-03-10T00:00:00Z', actualAt: '2026-03-10T01:00:00Z' },
            arrival: { plannedAt: '2026-03-12T00:00:00Z', actualAt: null },
          }),
          shipmentSummaryFixture({ id: 'shp_01HZX4SHIPMENT2', status: 'completed', currentMilestone: null }),
        ]),
      },
    });
    renderApp(<ShipmentList />, { path: '/shipments' });
    const link = await screen.findByRole('link', { name: 'shp_01HZX4SHIPMENT1' });
    expect(link.getAttribute('href')).toBe('/partner/shipments/shp_01HZX4SHIPMENT1');
    const row = link.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('진행 중');
    expect(row.textContent).toContain('상하이');
    expect(row.textContent).toContain('바로무역');
    expect(row.textContent).toContain('출항·출발');
    expect(row.textContent).toContain('2026년 3월 10일 10:00');
    expect(row.textContent).toContain('예정 2026년 3월 12일 09:00');
    const second = screen.getByRole('link', { name: 'shp_01HZX4SHIPMENT2' }).closest('tr') as HTMLElement;
    expect(second.textContent).toContain('시작 전');
    expect(second.textContent).toContain('완료');
  });

  it('filters by status in the address', async () => {
    const api = fakeApi({ 'GET /api/partner/shipments': { body: pageOf([shipmentSummaryFixture()]) } });
    const { user, router } = renderApp(<ShipmentList />, { path: '/shipments' });
    await screen.findByRole('link', { name: 'shp_01HZX4SHIPMENT1' });
    await user.click(screen.getByRole('tab', { name: '완료' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=completed'));
    await waitFor(() =>
      expect(query(api.requests.at(-1))).toEqual({ status: 'completed', page: '1', size: '20' }),
    );
  });

  it('says when there is no shipment yet', async () => {
    fakeApi({ 'GET /api/partner/shipments': { body: pageOf([]) } });
    renderApp(<ShipmentList />, { path: '/shipments' });
    expect(await screen.findByText('운송 건이 없습니다')).toBeTruthy();
    expect(screen.getByText('고객이 내 견적을 선정하면 운송이 시작됩니다.')).toBeTruthy();
  });
});
