import { fakeApi } from '@baro/client/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { redirectToLogin } from '../../lib/api.ts';
import { invitationFixture, teamFixture, userFixture } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { Component as MypagePage } from './mypage.tsx';

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

describe('/mypage', () => {
  test('without a session, leaves for the login page with backTo (full page load)', async () => {
    const api = fakeApi({});
    renderApp(<MypagePage />, { path: '/mypage?tab=team' });
    await vi.waitFor(() => expect(redirectToLogin).toHaveBeenCalledWith('/mypage?tab=team'));
    expect(api.requests).toEqual([]);
  });

  test('with a session, shows the tab of the address and the pending-invitation notice', async () => {
    sessionStorage.setItem('accessToken', 'a');
    sessionStorage.setItem('refreshToken', 'r');
    fakeApi({
      'GET /api/users/me': { body: userFixture({ id: 'usr_01HZX4MASTERXX' }) },
      'GET /api/teams/me': { body: teamFixture('master') },
      'GET /api/users/me/invitations': { body: { items: [invitationFixture()] } },
    });
    renderApp(<MypagePage />, { path: '/mypage?tab=team' });
    expect(await screen.findByRole('heading', { name: '마이페이지' })).toBeTruthy();
    expect((await screen.findByRole('tab', { name: '팀 관리' })).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('김마스터')).toBeTruthy();
    expect(await screen.findByText('새 팀 초대가 1건 있습니다.')).toBeTruthy();
    expect(redirectToLogin).not.toHaveBeenCalled();
  });
});
