import { fakeApi } from '@baro/client/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf, shipmentDetailFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ShipmentList } from './ShipmentList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('shipments list', { timeout: 20_000 }, () => {
  it('lists every shipment with customer, partner and the latest milestone in Seoul time', async () => {
    const { milestones: _m, quote: _q, documents: _d, ...summary } = shipmentDetailFixture();
    const api = fakeApi({ 'GET /api/admin/shipments': { body: pageOf([summary]) } });
    const { user } = renderApp(<ShipmentList />, { path: '/shipments' });
    const row = (await screen.findByRole('link', { name: 'shp_01HZX4SHIPMENT1' })).closest(
      'tr',
    ) as HTMLElement;
    expect(row.textContent).toContain('바로무역');
    expect(row.textContent).toContain('Blue Ocean Logistics');
    expect(row.textContent).toContain('2026년 3월 5일 10:00');
    await user.click(screen.getByRole('tab', { name: '완료' }));
    expect(api.sent('GET /api/admin/shipments').at(-1)?.path).toContain('status=completed');
  });
});
