import type { Session } from '@baro/client';
import { fakeApi, memorySession } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workerUserFixture } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { RequireWorker } from './RequireWorker.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderGuard(session: Session, path: string, language: 'ko' | 'en' = 'ko') {
  const leave = vi.fn();
  const view = renderApp(
    <RequireWorker session={session} leave={leave}>
      <p>warehouse app</p>
    </RequireWorker>,
    { path, language },
  );
  return { ...view, leave };
}

describe('RequireWorker', () => {
  it("sends a visitor without a session to the warehouse's own login page, coming back to this very page", async () => {
    const api = fakeApi({});
    const { leave } = renderGuard(memorySession(false), '/orders?status=packed');
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(leave).toHaveBeenCalledWith('/warehouse/login?backTo=%2Fwarehouse%2Forders%3Fstatus%3Dpacked');
    expect(api.requests).toHaveLength(0);
  });

  it('lets a worker and staff in', async () => {
    fakeApi({ 'GET /api/users/me': { body: workerUserFixture() } });
    renderGuard(memorySession(true), '/');
    expect(await screen.findByText('warehouse app')).toBeTruthy();
    cleanup();
    fakeApi({
      'GET /api/users/me': { body: workerUserFixture({ kind: 'staff', warehouse: null, loginId: null }) },
    });
    renderGuard(memorySession(true), '/');
    expect(await screen.findByText('warehouse app')).toBeTruthy();
  });

  it('tells a customer the app is for warehouse workers, and logs them out on request', async () => {
    const api = fakeApi({
      'GET /api/users/me': {
        body: workerUserFixture({ kind: 'customer', email: 'customer@baro.demo', warehouse: null }),
      },
      'POST /api/auth/logout': { status: 204 },
    });
    const session = memorySession(true);
    const { user, leave } = renderGuard(session, '/orders');
    expect(await screen.findByRole('heading', { name: '창고 작업자 전용 화면입니다' })).toBeTruthy();
    expect(screen.getByText(/customer@baro\.demo/)).toBeTruthy();
    expect(screen.queryByText('warehouse app')).toBeNull();
    await user.click(screen.getByRole('button', { name: '로그아웃하고 다시 로그인' }));
    await waitFor(() => expect(session.ended).toBe(true));
    expect(api.sent('POST /api/auth/logout')[0]?.body).toEqual({ refreshToken: 'refresh-token-1' });
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/warehouse/login?backTo=%2Fwarehouse%2Forders'));
  });

  it('says it in English too, to a partner', async () => {
    fakeApi({
      'GET /api/users/me': {
        body: workerUserFixture({
          kind: 'partner',
          warehouse: null,
          partner: { id: 'ptn_01HZX4BLUE', name: 'Blue' },
        }),
      },
    });
    renderGuard(memorySession(true), '/', 'en');
    expect(await screen.findByRole('heading', { name: 'This app is for warehouse workers' })).toBeTruthy();
  });
});
