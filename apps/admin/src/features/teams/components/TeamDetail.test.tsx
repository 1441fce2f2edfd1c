import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf, staffListFixture, teamDetailFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { TeamDetail } from './TeamDetail.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const TEAM = 'team_01HZX4BAROTEAM';
const renderTeam = (language: 'ko' | 'en' = 'ko') =>
  renderApp(<TeamDetail id={TEAM} />, { path: `/teams/${TEAM}`, language });

describe('customer team detail', { timeout: 20_000 }, () => {
  it('shows members with roles, managers and state, and resends an unanswered invitation', async () => {
    let resent = false;
    const api = fakeApi({
      [`GET /api/admin/teams/${TEAM}`]: () => ({
        body: resent
          ? teamDetailFixture({
              invitations: teamDetailFixture().invitations.map((invitation) =>
                invitation.id === 'inv_01HZX4INVITE01'
                  ? { ...invitation, status: 'pending', expiresAt: '2026-03-15T09:00:00+09:00' }
                  : invitation,
              ),
            })
          : teamDetailFixture(),
      }),
      [`POST /api/admin/teams/${TEAM}/invitations/inv_01HZX4INVITE01/resend`]: () => {
        resent = true;
        return { body: { ...teamDetailFixture().invitations[0], status: 'pending' } };
      },
    });
    const { user } = renderTeam();
    expect(await screen.findByRole('heading', { level: 1, name: '바로무역' })).toBeTruthy();
    const master = screen.getByRole('link', { name: '이고객' }).closest('tr') as HTMLElement;
    expect(master.textContent).toContain('마스터');
    expect(master.textContent).toContain('포워딩 담당: 김관리');
    const member = screen.getByRole('link', { name: '최멤버' }).closest('tr') as HTMLElement;
    expect(member.textContent).toContain('사용 중지');
    expect(member.textContent).toContain('로그인 기록 없음');

    const invitations = screen.getByRole('heading', { name: '초대' }).closest('section') as HTMLElement;
    const accepted = within(invitations).getByText('수락').closest('tr') as HTMLElement;
    expect(within(accepted).queryByRole('button')).toBeNull();
    await user.click(within(invitations).getByRole('button', { name: 'new@baro.demo에 초대 다시 보내기' }));
    expect(
      await screen.findByText('new@baro.demo에 초대 메일을 다시 보냈습니다. 7일 동안 유효합니다.'),
    ).toBeTruthy();
    expect(api.sent(`POST /api/admin/teams/${TEAM}/invitations/inv_01HZX4INVITE01/resend`)).toHaveLength(1);
    expect(await within(invitations).findByText('대기 중')).toBeTruthy();
  });

  it('gives every member the same managers', async () => {
    const api = fakeApi({
      [`GET /api/admin/teams/${TEAM}`]: { body: teamDetailFixture() },
      'GET /api/admin/users': { body: pageOf(staffListFixture()) },
      [`PUT /api/admin/teams/${TEAM}/managers`]: { body: teamDetailFixture() },
    });
    const { user } = renderTeam('en');
    const panel = (await screen.findByRole('heading', { name: 'Managers' })).closest(
      'section',
    ) as HTMLElement;
    expect(panel.textContent).toContain('Saving gives all 2 members the same managers.');
    expect(panel.textContent).toContain('김관리');
    await user.click(within(panel).getByRole('button', { name: 'Edit' }));
    await user.selectOptions(
      await within(panel).findByRole('combobox', { name: 'Fulfillment' }),
      '박운영 (ops@baro.demo)',
    );
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The managers are saved.')).toBeTruthy();
    expect(api.sent(`PUT /api/admin/teams/${TEAM}/managers`)[0]?.body).toEqual({
      forwarding: 'usr_01HZX4STAFF0001',
      exportForwarding: null,
      fulfillment: 'usr_01HZX4STAFF0002',
    });
  });
});
