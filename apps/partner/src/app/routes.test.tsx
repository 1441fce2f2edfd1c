import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberListFixture, pageOf, partnerUserFixture } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { routes } from './routes.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // Signed in through the customer site's login (same origin, same storage).
  sessionStorage.setItem('accessToken', 'access-1');
  sessionStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('partner routes', { timeout: 30_000 }, () => {
  it('the guard lets the partner in, the shell names the partner, and the navigation reaches each screen', async () => {
    fakeApi({
      'GET /api/users/me': { body: partnerUserFixture() },
      'GET /api/partner/bids': { body: pageOf([]) },
      'GET /api/partner/members': { body: memberListFixture() },
    });
    const { user, router } = renderApp(null, { path: '/', routes });
    // The app root opens the open requests.
    expect(await screen.findByRole('heading', { level: 1, name: '견적 요청' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/bids'));
    expect((await screen.findByRole('button', { name: /사용자 메뉴: 김파트너/ })).textContent).toContain(
      'Blue Ocean Logistics',
    );
    expect(document.title).toBe('견적 요청 | 바로 파트너');

    const nav = screen.getByRole('navigation', { name: /메뉴|주 메뉴|Main/ });
    await user.click(within(nav).getByRole('link', { name: '팀원' }));
    expect(await screen.findByRole('heading', { level: 1, name: '팀원' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: '팀원' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('이동료')).toBeTruthy();
  });

  it('an unknown path is the not-found page inside the shell', async () => {
    fakeApi({ 'GET /api/users/me': { body: partnerUserFixture() } });
    renderApp(null, { path: '/no/such/page', routes });
    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '견적 요청으로' }).getAttribute('href')).toBe('/partner/bids');
  });
});
