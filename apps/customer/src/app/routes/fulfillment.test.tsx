import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { redirectToLogin } from '../../lib/api.ts';
import { userFixture } from '../../test/fixtures.ts';
import {
  applicationFixture,
  approvedApplication,
  dashboardFixture,
  pageFixture,
  skuListItemFixture,
} from '../../test/fulfillment-fixtures.ts';
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

describe('fulfillment pages', { timeout: 20_000 }, () => {
  test('/fulfillment loads with its words, for visitors too', async () => {
    fakeApi({});
    renderApp(null, { path: '/fulfillment', routes });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: '보관부터 택배 출고, 반품까지 맡겨 주세요' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '풀필먼트' }).getAttribute('aria-current')).toBe('page');
  });

  test('a visitor in the fulfillment area is sent to log in and come back', async () => {
    const api = fakeApi({});
    renderApp(null, { path: '/mypage/fulfillment/skus?q=텀블러', routes });
    await vi.waitFor(
      () => expect(redirectToLogin).toHaveBeenCalledWith('/mypage/fulfillment/skus?q=텀블러'),
      {
        timeout: 10_000,
      },
    );
    expect(api.requests.filter((request) => !request.path.startsWith('/api/health'))).toEqual([]);
  });

  test.each([
    [{ status: 'none' }, '풀필먼트 이용 신청이 필요합니다', '이용 신청하러 가기'],
    [applicationFixture(), '이용 신청을 검토하고 있습니다', '신청 현황 보기'],
    [
      applicationFixture({ status: 'rejected', rejectReason: '서류 미비' }),
      '이용 신청이 반려되었습니다',
      '이용 신청하러 가기',
    ],
  ])(
    'a team not approved (%#) is told why, and sent to apply instead of a page of failures',
    async (state, title, link) => {
      signIn();
      const api = fakeApi({
        'GET /api/users/me': { body: userFixture() },
        'GET /api/fulfillment/application': { body: state },
      });
      renderApp(null, { path: '/mypage/fulfillment/skus', routes });
      expect(await screen.findByRole('heading', { name: title }, { timeout: 10_000 })).toBeTruthy();
      expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe('/fulfillment#apply');
      expect(api.sent('GET /api/fulfillment/sku')).toHaveLength(0);
    },
  );

  test('an approved team opens on its overview, with the my page and fulfillment menus', async () => {
    signIn();
    fakeApi({
      'GET /api/users/me': { body: userFixture() },
      'GET /api/fulfillment/application': { body: approvedApplication() },
      'GET /api/fulfillment/dashboard': { body: dashboardFixture() },
      'GET /api/fulfillment/sku': { body: pageFixture([skuListItemFixture()]) },
    });
    const { user } = renderApp(null, { path: '/mypage/fulfillment', routes });
    expect(
      await screen.findByRole('heading', { level: 1, name: '풀필먼트 현황' }, { timeout: 10_000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('link', { name: '상품' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '상품(SKU)' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const mypage = screen.getByRole('navigation', { name: '마이페이지 메뉴' });
    expect(within(mypage).getByRole('link', { name: '풀필먼트' }).getAttribute('aria-current')).toBe('page');
    const menu = screen.getByRole('navigation', { name: '풀필먼트 메뉴' });
    expect(within(menu).getByRole('link', { name: '상품' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: '세트 상품' }).getAttribute('href')).toBe(
      '/mypage/fulfillment/kits',
    );
  });

  test('an address the area does not have shows the not-found page', async () => {
    signIn();
    fakeApi({
      'GET /api/users/me': { body: userFixture() },
      'GET /api/fulfillment/application': { body: approvedApplication() },
    });
    renderApp(null, { path: '/mypage/fulfillment/nothing-here', routes });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: '페이지를 찾을 수 없습니다' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });
});
