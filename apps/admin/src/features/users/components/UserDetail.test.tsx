import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffUserContext } from '../../../lib/staff-user.ts';
import {
  adminUserDetailFixture,
  adminUserFixture,
  pageOf,
  staffListFixture,
  staffUserFixture,
} from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { UserDetail } from './UserDetail.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const renderDetail = (id = 'usr_01HZX4CUSTOMER1', language: 'ko' | 'en' = 'ko') =>
  renderApp(
    <StaffUserContext.Provider value={staffUserFixture()}>
      <UserDetail id={id} />
    </StaffUserContext.Provider>,
    { path: `/users/${id}`, language },
  );

describe('account detail', { timeout: 20_000 }, () => {
  it('shows the account and disables it after confirmation', async () => {
    let disabled = false;
    const api = fakeApi({
      'GET /api/admin/users/usr_01HZX4CUSTOMER1': () => ({
        body: adminUserDetailFixture(disabled ? { disabledAt: '2026-03-03T01:00:00Z' } : {}),
      }),
      'POST /api/admin/users/usr_01HZX4CUSTOMER1/disable': () => {
        disabled = true;
        return { body: adminUserFixture({ disabledAt: '2026-03-03T01:00:00Z' }) };
      },
      'GET /api/admin/users': { body: pageOf(staffListFixture()) },
    });
    const { user } = renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: /이고객/ })).toBeTruthy();
    expect(screen.getByText('로그인 중인 기기').nextElementSibling?.textContent).toBe('2대');
    expect(screen.getByText('화주(수입)')).toBeTruthy();
    expect(screen.getByRole('link', { name: '변경 이력' }).getAttribute('href')).toBe(
      '/admin/audit?query=usr_01HZX4CUSTOMER1',
    );

    await user.click(screen.getByRole('button', { name: '사용 중지' }));
    const dialog = await screen.findByRole('dialog', { name: '계정을 사용 중지할까요?' });
    expect(dialog.textContent).toContain('customer@baro.demo');
    expect(api.sent('POST /api/admin/users/usr_01HZX4CUSTOMER1/disable')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '사용 중지' }));
    expect(await screen.findByText('이고객 님의 계정을 사용 중지했습니다.')).toBeTruthy();
    expect(api.sent('POST /api/admin/users/usr_01HZX4CUSTOMER1/disable')).toHaveLength(1);
    expect(await screen.findByText('2026년 3월 3일 10:00부터 사용 중지된 계정입니다.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: '다시 사용' })).toBeTruthy();
  });

  it('assigns managers from the enabled staff, showing the server’s field errors', async () => {
    let fail = true;
    const api = fakeApi({
      'GET /api/admin/users/usr_01HZX4CUSTOMER1': { body: adminUserDetailFixture() },
      'GET /api/admin/users': { body: pageOf(staffListFixture()) },
      'PUT /api/admin/users/usr_01HZX4CUSTOMER1/managers': (request) =>
        fail
          ? {
              status: 400,
              body: {
                code: 'VALIDATION_FAILED',
                message: '입력한 내용을 확인해 주세요.',
                fields: { forwarding: '바로 직원 계정만 담당자로 지정할 수 있습니다' },
              },
            }
          : {
              body: adminUserDetailFixture({
                managers: {
                  forwarding: {
                    id: (request.body as { forwarding: string }).forwarding,
                    name: '박운영',
                    email: 'ops@baro.demo',
                    phone: null,
                  },
                  exportForwarding: null,
                  fulfillment: null,
                },
              }),
            },
    });
    const { user } = renderDetail();
    const panel = (await screen.findByRole('heading', { name: '담당자' })).closest('section') as HTMLElement;
    expect(within(panel).getAllByText('지정 안 함')).toHaveLength(3);
    await user.click(within(panel).getByRole('button', { name: '수정' }));
    await waitFor(() =>
      expect(within(panel).getByRole('combobox', { name: '포워딩 담당' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: '포워딩 담당' }),
      '박운영 (ops@baro.demo)',
    );
    await user.click(within(panel).getByRole('button', { name: '저장' }));
    expect(await within(panel).findByText('바로 직원 계정만 담당자로 지정할 수 있습니다')).toBeTruthy();

    fail = false;
    await user.click(within(panel).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('담당자를 저장했습니다.')).toBeTruthy();
    expect(api.sent('PUT /api/admin/users/usr_01HZX4CUSTOMER1/managers').at(-1)?.body).toEqual({
      forwarding: 'usr_01HZX4STAFF0002',
      exportForwarding: null,
      fulfillment: null,
    });
    expect(await within(panel).findByText('박운영')).toBeTruthy();
  });

  it('never offers to disable your own account; says a missing account in the server’s words', async () => {
    fakeApi({
      'GET /api/admin/users/usr_01HZX4STAFF0001': {
        body: adminUserDetailFixture({
          id: 'usr_01HZX4STAFF0001',
          kind: 'staff',
          name: '김관리',
          team: null,
        }),
      },
      'GET /api/admin/users/usr_missing': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Not found.' },
      },
    });
    renderDetail('usr_01HZX4STAFF0001', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: /김관리/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Managers' })).toBeNull();
    cleanup();
    renderDetail('usr_missing', 'en');
    expect(await screen.findByText('Not found.')).toBeTruthy();
  });
});
