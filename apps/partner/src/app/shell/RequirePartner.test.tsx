import type { Session } from '@baro/client';
import { fakeApi, memorySession } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partnerUserFixture } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { RequirePartner } from './RequirePartner.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderGuard(session: Session, path: string, language: 'ko' | 'en' = 'ko') {
  const leave = vi.fn();
  const view = renderApp(
    <RequirePartner session={session} leave={leave}>
      <p>partner app</p>
    </RequirePartner>,
    { path, language },
  );
  return { ...view, leave };
}

describe('RequirePartner', () => {
  it('sends a visitor without a session to the login page, coming back to this very page', async () => {
    const api = fakeApi({});
    const { leave } = renderGuard(memorySession(false), '/bids?status=won');
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(leave).toHaveBeenCalledWith('/login?backTo=%2Fpartner%2Fbids%3Fstatus%3Dwon');
    expect(screen.queryByText('partner app')).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it('comes back to the app root when opened at /partner/', async () => {
    fakeApi({});
    const { leave } = renderGuard(memorySession(false), '/');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/login?backTo=%2Fpartner%2F'));
  });

  it('lets a partner user in', async () => {
    fakeApi({ 'GET /api/users/me': { body: partnerUserFixture() } });
    const { leave } = renderGuard(memorySession(true), '/rates');
    expect(await screen.findByText('partner app')).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
  });

  it('tells a customer this app is for partner forwarders, and logs them out on request', async () => {
    const api = fakeApi({
      'GET /api/users/me': {
        body: partnerUserFixture({
          kind: 'customer',
          email: 'customer@baro.demo',
          partner: null,
          team: { id: 'team_01HZX4BAROTEAM', name: '바로무역', role: 'master' },
        }),
      },
      'POST /api/auth/logout': { status: 204 },
    });
    const session = memorySession(true);
    const { user, leave } = renderGuard(session, '/bids');
    expect(await screen.findByRole('heading', { name: '파트너 포워더 전용 서비스입니다' })).toBeTruthy();
    expect(screen.getByText(/customer@baro\.demo/)).toBeTruthy();
    expect(screen.queryByText('partner app')).toBeNull();

    await user.click(screen.getByRole('button', { name: '로그아웃하고 다시 로그인' }));
    await waitFor(() => expect(session.ended).toBe(true));
    expect(api.sent('POST /api/auth/logout')[0]?.body).toEqual({ refreshToken: 'refresh-token-1' });
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/login?backTo=%2Fpartner%2Fbids'));
  });

  it('says it in English too, and treats staff the same way', async () => {
    fakeApi({ 'GET /api/users/me': { body: partnerUserFixture({ kind: 'staff', partner: null }) } });
    renderGuard(memorySession(true), '/bids', 'en');
    expect(await screen.findByRole('heading', { name: 'This app is for partner forwarders' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out and log in again' })).toBeTruthy();
  });
});
