import type { Session } from '@baro/client';
import { fakeApi, memorySession } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffUserFixture } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { RequireStaff } from './RequireStaff.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderGuard(session: Session, path: string, language: 'ko' | 'en' = 'ko') {
  const leave = vi.fn();
  const view = renderApp(
    <RequireStaff session={session} leave={leave}>
      <p>admin app</p>
    </RequireStaff>,
    { path, language },
  );
  return { ...view, leave };
}

describe('RequireStaff', () => {
  it('sends a visitor without a session to the login page, coming back to this very page', async () => {
    const api = fakeApi({});
    const { leave } = renderGuard(memorySession(false), '/teams?page=2');
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(leave).toHaveBeenCalledWith('/login?backTo=%2Fadmin%2Fteams%3Fpage%3D2');
    expect(screen.queryByText('admin app')).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it('comes back to the app root when opened at /admin/', async () => {
    fakeApi({});
    const { leave } = renderGuard(memorySession(false), '/');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/login?backTo=%2Fadmin%2F'));
  });

  it('lets staff in', async () => {
    fakeApi({ 'GET /api/users/me': { body: staffUserFixture() } });
    const { leave } = renderGuard(memorySession(true), '/teams');
    expect(await screen.findByText('admin app')).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
  });

  it('tells a customer this app is for Baro staff, and logs them out on request', async () => {
    const api = fakeApi({
      'GET /api/users/me': {
        body: staffUserFixture({
          kind: 'customer',
          email: 'customer@baro.demo',
          team: { id: 'team_01HZX4BAROTEAM', name: '바로무역', role: 'master' },
        }),
      },
      'POST /api/auth/logout': { status: 204 },
    });
    const session = memorySession(true);
    const { user, leave } = renderGuard(session, '/teams');
    expect(await screen.findByRole('heading', { name: '바로 직원 전용 화면입니다' })).toBeTruthy();
    expect(screen.getByText(/customer@baro\.demo/)).toBeTruthy();
    expect(screen.queryByText('admin app')).toBeNull();
    // Nothing of the staff API was asked for.
    expect(api.requests.map((request) => request.path)).toEqual(['/api/users/me']);

    await user.click(screen.getByRole('button', { name: '로그아웃하고 다시 로그인' }));
    await waitFor(() => expect(session.ended).toBe(true));
    expect(api.sent('POST /api/auth/logout')[0]?.body).toEqual({ refreshToken: 'refresh-token-1' });
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/login?backTo=%2Fadmin%2Fteams'));
  });

  it('says it in English too, and refuses partners and warehouse workers the same way', async () => {
    fakeApi({
      'GET /api/users/me': {
        body: staffUserFixture({
          kind: 'partner',
          partner: { id: 'ptn_01HZX4BLUEOCEAN', name: 'Blue Ocean' },
        }),
      },
    });
    renderGuard(memorySession(true), '/teams', 'en');
    expect(await screen.findByRole('heading', { name: 'This app is for Baro staff' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out and log in again' })).toBeTruthy();
    cleanup();
    fakeApi({
      'GET /api/users/me': {
        body: staffUserFixture({
          kind: 'worker',
          warehouse: { id: 'wh_01HZX4WAREHOUSE', name: '인천 1센터' },
        }),
      },
    });
    renderGuard(memorySession(true), '/teams');
    expect(await screen.findByRole('heading', { name: '바로 직원 전용 화면입니다' })).toBeTruthy();
  });
});
