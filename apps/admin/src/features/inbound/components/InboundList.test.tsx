import { fakeApi } from '@baro/client/testing';
import { INBOUND_STATUSES } from '@baro/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { InboundList } from './InboundList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const counts = Object.fromEntries(INBOUND_STATUSES.map((status) => [status, status === 'arrived' ? 1 : 0]));
const inbound = {
  id: 'inb_01HZX4INBOUND01',
  inboundNo: 'IB-20260303-0001',
  status: 'arrived',
  expectedDate: '2026-03-05',
  boxes: 4,
  teamName: '바로무역',
  skuCount: 2,
  expectedQuantity: 120,
  receivedQuantity: 0,
  createdAt: '2026-03-03T01:00:00Z',
} as const;

describe('inbound', { timeout: 20_000 }, () => {
  it("lists every team's inbounds with counts per status and filters by expected day", async () => {
    const api = fakeApi({ 'GET /api/warehouse/inbound': { body: { ...pageOf([inbound]), counts } } });
    const { user, router } = renderApp(<InboundList />, {
      path: '/fulfillment/inbound?expectedDate=2026-03-05',
    });
    const row = (await screen.findByText('IB-20260303-0001')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('0 / 120개 입고');
    expect(row.textContent).toContain('4박스');
    expect(api.sent('GET /api/warehouse/inbound')[0]?.path).toContain('expectedDate=2026-03-05');
    await user.click(screen.getByRole('tab', { name: '도착 1' }));
    expect(router.state.location.search).toContain('status=arrived');
  });

  it('has an empty state in English', async () => {
    fakeApi({ 'GET /api/warehouse/inbound': { body: { ...pageOf([]), counts } } });
    renderApp(<InboundList />, { path: '/fulfillment/inbound', language: 'en' });
    expect(await screen.findByText('No inbounds yet')).toBeTruthy();
  });
});
