import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOf, staffUserFixture, teamSummaryFixture } from '../test/fixtures.ts';
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

describe('admin routes', { timeout: 30_000 }, () => {
  it('lets staff in, opens the teams, and the side navigation reaches each section', async () => {
    fakeApi({
      'GET /api/users/me': { body: staffUserFixture() },
      'GET /api/admin/teams': { body: pageOf([teamSummaryFixture()]) },
      'GET /api/admin/users': { body: pageOf([]) },
    });
    const { user, router } = renderApp(null, { path: '/', routes });
    expect(await screen.findByRole('heading', { level: 1, name: '고객 팀' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/teams'));
    expect(await screen.findByRole('button', { name: /사용자 메뉴: 김관리/ })).toBeTruthy();
    expect(document.title).toBe('고객 팀 | 바로 관리자');

    const nav = screen.getByRole('navigation', { name: '관리 메뉴' });
    await user.click(within(nav).getByRole('link', { name: '계정' }));
    expect(await screen.findByRole('heading', { level: 1, name: '계정' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: '계정' }).getAttribute('aria-current')).toBe('page');
    // Production builds show no environment strip.
    expect(screen.queryByRole('status', { name: /스테이징/ })).toBeNull();
  });

  it('an unknown path is the not-found page inside the shell', async () => {
    fakeApi({ 'GET /api/users/me': { body: staffUserFixture() } });
    renderApp(null, { path: '/no/such/page', routes });
    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '관리자 홈으로' }).getAttribute('href')).toBe('/admin');
  });
});
