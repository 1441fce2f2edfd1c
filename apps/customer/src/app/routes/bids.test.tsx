import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { redirectToLogin } from '../../lib/api.ts';
import { userFixture } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { routes } from '../routes.tsx';

vi.mock('../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api.ts')>()),
  redirectToLogin: vi.fn(),
}));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(redirectToLogin).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signIn = () => {
  sessionStorage.setItem('accessToken', 'a');
  sessionStorage.setItem('refreshToken', 'r');
};
const emptyPage = { items: [], page: 1, size: 10, total: 0, pageCount: 1 };

describe('bid and shipment pages', { timeout: 20_000 }, () => {
  test.each([
    '/mypage/bids?status=waiting',
    '/mypage/bids/new',
    '/mypage/bids/bid_01HZXBID0001',
    '/mypage/shipments',
    '/mypage/shipments/shp_01HZXSHIP01',
  ])('a visitor at %s is sent to log in and come back', async (path) => {
    const api = fakeApi({});
    renderApp(null, { path, routes });
    // The page's chunk is loaded first (lazy routes), which takes a while on a busy machine.
    await vi.waitFor(() => expect(redirectToLogin).toHaveBeenCalledWith(path), { timeout: 10_000 });
    expect(api.requests.filter((request) => !request.path.startsWith('/api/health'))).toEqual([]);
  });

  test('a member sees the bids in the my page, with the sections and the account menu to reach them', async () => {
    signIn();
    fakeApi({
      'GET /api/users/me': { body: userFixture() },
      'GET /api/bid': { body: emptyPage },
    });
    const { user } = renderApp(null, { path: '/mypage/bids', routes });
    expect(await screen.findByRole('heading', { level: 1, name: '입찰 요청' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '마이페이지 메뉴' });
    expect(within(nav).getByRole('link', { name: '입찰' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '운송' }).getAttribute('href')).toBe('/mypage/shipments');
    expect(document.title).toContain('입찰 요청');

    // The menu is its own chunk, loaded once the member is signed in.
    await user.click(await screen.findByRole('button', { name: /계정 메뉴/ }));
    // (The menu is laid out by the browser; the test environment has no layout, so it counts as hidden.)
    const item = (name: string) => screen.findByRole('menuitem', { name, hidden: true });
    expect((await item('내 운송 현황')).getAttribute('href')).toBe('/mypage/shipments');
    expect((await item('내 입찰 요청')).getAttribute('href')).toBe('/mypage/bids');
  });
});
