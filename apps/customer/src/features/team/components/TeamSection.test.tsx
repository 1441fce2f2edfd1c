import { fakeApi } from '@baro/client/testing';
import type { Team } from '@baro/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { descriptionOf, isInvalid } from '../../../test/dom.ts';
import { teamFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { MembersTable, TeamSection } from './TeamSection.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MASTER = 'usr_01HZX4MASTERXX';
const ADMIN = 'usr_01HZX4ADMINXXX';
const MEMBER = 'usr_01HZX4MEMBERXX';
const idOf = { master: MASTER, admin: ADMIN, member: MEMBER } as const;

/** What the row of `name` offers: its role control and its buttons. */
function rowControls(name: string) {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  const select = within(row).queryByRole('combobox');
  return {
    roleSelect: select ? [...select.querySelectorAll('option')].map((option) => option.value) : null,
    buttons: within(row)
      .queryAllByRole('button')
      .map((button) => button.textContent),
  };
}

function renderAs(role: Team['myRole']) {
  fakeApi({});
  return renderApp(<MembersTable team={teamFixture(role)} myUserId={idOf[role]} />);
}

describe('MembersTable role controls', () => {
  test('the master changes and removes admins and members, hands over the master role, cannot leave', () => {
    renderAs('master');
    expect(rowControls('김마스터')).toEqual({ roleSelect: null, buttons: [] });
    for (const name of ['이관리', '박멤버']) {
      expect(rowControls(name)).toEqual({
        roleSelect: ['admin', 'member'],
        buttons: ['마스터 권한 넘기기', '팀에서 내보내기'],
      });
    }
  });

  test('an admin manages members only, and may leave', () => {
    renderAs('admin');
    expect(rowControls('김마스터')).toEqual({ roleSelect: null, buttons: [] });
    expect(rowControls('이관리')).toEqual({ roleSelect: null, buttons: ['팀 나가기'] });
    expect(rowControls('박멤버')).toEqual({ roleSelect: ['admin', 'member'], buttons: ['팀에서 내보내기'] });
  });

  test('a member sees roles only, and may leave', () => {
    renderAs('member');
    expect(rowControls('김마스터')).toEqual({ roleSelect: null, buttons: [] });
    expect(rowControls('이관리')).toEqual({ roleSelect: null, buttons: [] });
    expect(rowControls('박멤버')).toEqual({ roleSelect: null, buttons: ['팀 나가기'] });
  });

  test('changing a role sends it and says so', async () => {
    const api = fakeApi({
      [`PATCH /api/teams/me/members/${MEMBER}`]: { body: teamFixture('master') },
    });
    const { user } = renderApp(<MembersTable team={teamFixture('master')} myUserId={MASTER} />);
    await user.selectOptions(screen.getByRole('combobox', { name: '박멤버님의 권한' }), 'admin');
    await waitFor(() => expect(api.sent(`PATCH /api/teams/me/members/${MEMBER}`)).toHaveLength(1));
    expect(api.sent(`PATCH /api/teams/me/members/${MEMBER}`)[0]?.body).toEqual({ role: 'admin' });
    expect(await screen.findByText('박멤버님의 권한이 관리자(으)로 변경되었습니다.')).toBeTruthy();
  });

  test('handing over the master role is confirmed in a dialog first', async () => {
    const api = fakeApi({ 'POST /api/teams/me/transfer': { body: teamFixture('admin') } });
    const { user } = renderApp(<MembersTable team={teamFixture('master')} myUserId={MASTER} />);
    await user.click(screen.getByRole('button', { name: '마스터 권한 넘기기: 이관리' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('이관리님이 새 마스터가 되고');
    expect(api.requests).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '마스터 권한 넘기기' }));
    await waitFor(() => expect(api.sent('POST /api/teams/me/transfer')[0]?.body).toEqual({ userId: ADMIN }));
  });
});

describe('TeamSection', () => {
  test('lets master and admins rename the team, and shows members the name only', async () => {
    fakeApi({ 'GET /api/teams/me': { body: teamFixture('member') } });
    renderApp(<TeamSection myUserId={MEMBER} />);
    expect(await screen.findByText('바로무역')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /팀 이름/ })).toBeNull();
    cleanup();

    fakeApi({ 'GET /api/teams/me': { body: teamFixture('admin') } });
    renderApp(<TeamSection myUserId={ADMIN} />);
    expect(await screen.findByRole('textbox', { name: /팀 이름/ })).toBeTruthy();
  });

  test('a team name longer than 100 characters is kept whole and refused, nothing sent', async () => {
    const api = fakeApi({ 'GET /api/teams/me': { body: teamFixture('master') } });
    const { user } = renderApp(<TeamSection myUserId={MASTER} />);
    const name = await screen.findByRole('textbox', { name: /팀 이름/ });
    const long = '가'.repeat(101);
    await user.clear(name);
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect((name as HTMLInputElement).value).toBe(long); // not cut at 100
    expect(descriptionOf(name)).toBe('100자 이하로 입력해 주세요 101 / 100자');
    expect(isInvalid(name)).toBe(true);
    expect(api.sent('PATCH /api/teams/me')).toEqual([]);
  });

  test('shows an error with a retry when the team cannot be loaded', async () => {
    let attempts = 0;
    fakeApi({
      'GET /api/teams/me': () =>
        ++attempts === 1
          ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' } }
          : { body: teamFixture('master') },
    });
    const { user } = renderApp(<TeamSection myUserId={MASTER} />);
    const alert = (await screen.findByText('잠시 후 다시 시도해 주세요.')).closest<HTMLElement>(
      '[role="alert"]',
    );
    if (!alert) throw new Error('the error state is not announced');
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('김마스터')).toBeTruthy();
  });
});
