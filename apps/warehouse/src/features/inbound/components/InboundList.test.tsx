import { fakeApi } from '@baro/client/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inboundCounts, inboundListItemFixture, pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { InboundList } from './InboundList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the inbound list', () => {
  it('opens on what is at the dock, with counts, and searches by a scanned box code', async () => {
    const api = fakeApi({
      'GET /api/warehouse/inbound': {
        body: { ...pageOf([inboundListItemFixture()]), counts: inboundCounts({ arrived: 1, requested: 4 }) },
      },
    });
    const { user, router } = renderApp(<InboundList />, { path: '/inbound' });
    const link = await screen.findByRole('link', { name: 'IB260304-0001' });
    expect(link.getAttribute('href')).toBe('/warehouse/inbound/inb_01HZX4INBOUND01');
    const row = link.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('2 / 14');
    expect(row.textContent).toContain('2026년 3월 4일');
    expect(screen.getByRole('tab', { name: '도착 1', selected: true })).toBeTruthy();
    expect(api.sent('GET /api/warehouse/inbound')[0]?.path).toContain('status=arrived');

    await user.type(screen.getByRole('textbox', { name: '검색' }), 'IB260304-0001-B01{Enter}');
    expect(router.state.location.search).toContain('q=IB260304-0001-B01');
    expect(api.sent('GET /api/warehouse/inbound').at(-1)?.path).toContain('q=IB260304-0001-B01');
  });

  it('follows Today’s link to what is expected today, and says when there is none, in English', async () => {
    const api = fakeApi({
      'GET /api/warehouse/inbound': { body: { ...pageOf([]), counts: inboundCounts() } },
    });
    renderApp(<InboundList />, { path: '/inbound?status=requested&expectedDate=2026-03-04', language: 'en' });
    expect(await screen.findByText('No inbound matches')).toBeTruthy();
    const asked = api.sent('GET /api/warehouse/inbound')[0]?.path ?? '';
    expect(asked).toContain('status=requested');
    expect(asked).toContain('expectedDate=2026-03-04');
  });
});
