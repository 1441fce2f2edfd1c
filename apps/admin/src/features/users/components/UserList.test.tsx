import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUserFixture, pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { UserList } from './UserList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('accounts list', { timeout: 20_000 }, () => {
  it('lists accounts with kind, team, last login in Seoul and status; searches by the address', async () => {
    const api = fakeApi({
      'GET /api/admin/users': (request) =>
        request.path.includes('query=')
          ? { body: pageOf([]) }
          : {
              body: pageOf([
                adminUserFixture(),
                adminUserFixture({
                  id: 'usr_01HZX4WORKER001',
                  kind: 'worker',
                  name: '박작업',
                  email: 'worker@baro.demo',
                  loginId: 'worker01',
                  team: null,
                  warehouse: { id: 'wh_01HZX4WAREHOUSE', name: '인천 1센터' },
                  lastLoginAt: null,
                  disabledAt: '2026-03-01T00:00:00Z',
                }),
              ]),
            },
    });
    const { user, router } = renderApp(<UserList />, { path: '/users' });
    const customer = (await screen.findByRole('link', { name: '이고객' })).closest('tr') as HTMLElement;
    expect(within(customer).getByRole('link', { name: '이고객' }).getAttribute('href')).toBe(
      '/admin/users/usr_01HZX4CUSTOMER1',
    );
    expect(customer.textContent).toContain('바로무역');
    expect(customer.textContent).toContain('마스터');
    expect(customer.textContent).toContain('2026년 3월 2일 10:05');
    expect(customer.textContent).toContain('사용 중');
    const worker = screen.getByRole('link', { name: '박작업' }).closest('tr') as HTMLElement;
    expect(worker.textContent).toContain('worker01');
    expect(worker.textContent).toContain('인천 1센터');
    expect(worker.textContent).toContain('로그인 기록 없음');
    expect(worker.textContent).toContain('사용 중지');

    await user.type(screen.getByRole('textbox', { name: '계정 검색' }), '없는 사람');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('조건에 맞는 계정이 없습니다')).toBeTruthy();
    expect(router.state.location.search).toBe('?query=%EC%97%86%EB%8A%94+%EC%82%AC%EB%9E%8C');
    expect(api.sent('GET /api/admin/users').at(-1)?.path).toContain('query=');

    await user.selectOptions(screen.getByRole('combobox', { name: '계정 종류' }), '직원');
    expect(api.sent('GET /api/admin/users').at(-1)?.path).toContain('kind=staff');
  });

  it('speaks English', async () => {
    fakeApi({ 'GET /api/admin/users': { body: pageOf([adminUserFixture()]) } });
    renderApp(<UserList />, { path: '/users', language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeTruthy();
    const row = (await screen.findByRole('link', { name: '이고객' })).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Mar 2, 2026 10:05');
    expect(row.textContent).toContain('Active');
  });
});
