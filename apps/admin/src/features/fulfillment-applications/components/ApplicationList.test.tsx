import { fakeApi } from '@baro/client/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationFixture, pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ApplicationList } from './ApplicationList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('fulfillment applications list', { timeout: 20_000 }, () => {
  it('opens on the applications awaiting review and switches status through the address', async () => {
    const api = fakeApi({
      'GET /api/admin/fulfillment/applications': { body: pageOf([applicationFixture()]) },
    });
    const { user, router } = renderApp(<ApplicationList />, { path: '/fulfillment/applications' });
    const row = (await screen.findByRole('link', { name: '바로무역 주식회사' })).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('220-81-62517');
    expect(row.textContent).toContain('월 1,200건');
    expect(row.textContent).toContain('2026년 3월 2일 10:00');
    expect(row.textContent).toContain('검토 대기');
    expect(api.sent('GET /api/admin/fulfillment/applications')[0]?.path).toContain('status=pending');

    await user.click(screen.getByRole('tab', { name: '전체' }));
    expect(router.state.location.search).toContain('status=all');
    expect(api.sent('GET /api/admin/fulfillment/applications').at(-1)?.path).not.toContain('status=');
  });

  it('says when nothing awaits review, in English too', async () => {
    fakeApi({ 'GET /api/admin/fulfillment/applications': { body: pageOf([]) } });
    renderApp(<ApplicationList />, { path: '/fulfillment/applications', language: 'en' });
    expect(await screen.findByText('No applications await review')).toBeTruthy();
  });
});
