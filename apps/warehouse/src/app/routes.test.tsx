import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inboundCounts, orderCounts, pageOf, returnCounts, workerUserFixture } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { routes } from './routes.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStorage.setItem('accessToken', 'access-1');
  sessionStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const floorLists = {
  'GET /api/warehouse/orders': { body: { ...pageOf([]), counts: orderCounts() } },
  'GET /api/warehouse/inbound': { body: { ...pageOf([]), counts: inboundCounts() } },
  'GET /api/warehouse/returns': { body: { ...pageOf([]), counts: returnCounts() } },
  'GET /api/calendar/holidays': { body: { items: [] } },
};

describe('warehouse routes', { timeout: 30_000 }, () => {
  it('opens Today for a worker, names them and their warehouse, switches language and logs out', async () => {
    const api = fakeApi({
      'GET /api/users/me': { body: workerUserFixture() },
      'POST /api/auth/logout': { status: 204 },
      ...floorLists,
    });
    const { user } = renderApp(null, { path: '/', routes });
    expect(await screen.findByRole('heading', { level: 1, name: '오늘' })).toBeTruthy();
    expect(document.title).toBe('오늘 | 바로 창고');
    const account = screen.getByRole('group', { name: '로그인한 계정' });
    expect(account.textContent).toContain('박작업');
    expect(account.textContent).toContain('인천 1센터');
    const nav = screen.getByRole('navigation', { name: /메뉴|주 메뉴|Main/ });
    expect(within(nav).getByRole('link', { name: '오늘' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '출고' }).getAttribute('href')).toBe('/warehouse/orders');

    await user.click(screen.getAllByRole('radio', { name: /English/ })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeTruthy();

    await user.click(
      within(screen.getByRole('group', { name: 'Signed in as' })).getByRole('button', { name: 'Log out' }),
    );
    await waitFor(() => expect(api.sent('POST /api/auth/logout')).toHaveLength(1));
    await waitFor(() => expect(sessionStorage.getItem('accessToken')).toBeNull());
  });

  it('shows staff that they see every warehouse', async () => {
    fakeApi({
      'GET /api/users/me': { body: workerUserFixture({ kind: 'staff', name: '김직원', warehouse: null }) },
      ...floorLists,
    });
    renderApp(null, { path: '/', routes });
    const account = await screen.findByRole('group', { name: '로그인한 계정' });
    expect(account.textContent).toContain('모든 창고');
  });

  it('an unknown path is the not-found page inside the shell', async () => {
    fakeApi({ 'GET /api/users/me': { body: workerUserFixture() } });
    renderApp(null, { path: '/no/such/page', routes });
    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '오늘 화면으로' }).getAttribute('href')).toBe('/warehouse');
  });

  it('serves the login page without the gate', async () => {
    sessionStorage.clear();
    fakeApi({});
    renderApp(null, { path: '/login', routes });
    expect(await screen.findByRole('heading', { level: 1, name: '창고 로그인' })).toBeTruthy();
  });
});
