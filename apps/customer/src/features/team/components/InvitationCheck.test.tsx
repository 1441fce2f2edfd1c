import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { invitationFixture, teamFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { InvitationCheck } from './InvitationCheck.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FLAG = 'needCheckTeamInvitation';

/** A shell with the check and two pages to move between. */
function Layout({ enabled }: { enabled: boolean }) {
  return (
    <>
      <InvitationCheck enabled={enabled} invitationsHref="/mypage?tab=invitations" />
      <Link to="/other">other page</Link>
      <Outlet />
    </>
  );
}

function renderShell(enabled = true) {
  return renderApp(null, {
    routes: [
      {
        path: '/',
        element: <Layout enabled={enabled} />,
        children: [
          { index: true, element: <p>home</p> },
          { path: 'other', element: <p>other</p> },
          { path: 'mypage', element: <p>mypage</p> },
        ],
      },
    ],
  });
}

describe('InvitationCheck (SPEC §3 needCheckTeamInvitation)', () => {
  test('after a refresh set the flag, shows pending invitations once and clears the flag', async () => {
    localStorage.setItem(FLAG, 'true');
    const api = fakeApi({ 'GET /api/users/me/invitations': { body: { items: [invitationFixture()] } } });
    const { user } = renderShell();

    const dialog = await screen.findByRole('dialog', { name: '새 팀 초대가 도착했습니다' });
    expect(dialog.textContent).toContain('한강물류 팀에서 초대했습니다');
    expect(localStorage.getItem(FLAG)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: '나중에' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Moving on does not ask again, nor show the dialog again.
    await user.click(screen.getByRole('link', { name: 'other page' }));
    expect(await screen.findByText('other')).toBeTruthy();
    expect(api.sent('GET /api/users/me/invitations')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('accepting joins the team from the dialog', async () => {
    localStorage.setItem(FLAG, 'true');
    const invitation = invitationFixture();
    const api = fakeApi({
      'GET /api/users/me/invitations': { body: { items: [invitation] } },
      [`POST /api/invitations/${invitation.id}/accept`]: { body: teamFixture('member') },
    });
    const { user } = renderShell();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '수락' }));
    await waitFor(() => expect(api.sent(`POST /api/invitations/${invitation.id}/accept`)).toHaveLength(1));
    expect(await screen.findByText('한강물류 팀에 합류했습니다.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('without the flag nothing is fetched or shown', async () => {
    const api = fakeApi({ 'GET /api/users/me/invitations': { body: { items: [invitationFixture()] } } });
    renderShell();
    expect(await screen.findByText('home')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  test('with the flag but no invitations, the flag is cleared and nothing is shown', async () => {
    localStorage.setItem(FLAG, 'true');
    const api = fakeApi({ 'GET /api/users/me/invitations': { body: { items: [] } } });
    renderShell();
    await waitFor(() => expect(localStorage.getItem(FLAG)).toBeNull());
    expect(api.sent('GET /api/users/me/invitations')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a failed check keeps the flag and tries again at the next navigation', async () => {
    localStorage.setItem(FLAG, 'true');
    let attempts = 0;
    const api = fakeApi({
      'GET /api/users/me/invitations': () =>
        ++attempts === 1
          ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }
          : { body: { items: [invitationFixture()] } },
    });
    const { user } = renderShell();
    await waitFor(() => expect(api.sent('GET /api/users/me/invitations')).toHaveLength(1));
    expect(localStorage.getItem(FLAG)).toBe('true');
    await user.click(screen.getByRole('link', { name: 'other page' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(localStorage.getItem(FLAG)).toBeNull();
  });

  test('does nothing for a visitor', async () => {
    localStorage.setItem(FLAG, 'true');
    const api = fakeApi({});
    renderShell(false);
    expect(await screen.findByText('home')).toBeTruthy();
    expect(api.requests).toEqual([]);
    expect(localStorage.getItem(FLAG)).toBe('true');
  });
});
