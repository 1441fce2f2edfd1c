import { fakeApi } from '@baro/client/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf, teamSummaryFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { TeamList } from './TeamList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('customer teams list', { timeout: 20_000 }, () => {
  it('lists teams with master, members and pending invitations, and pages through them', async () => {
    const api = fakeApi({
      'GET /api/admin/teams': (request) => ({
        body: request.path.includes('page=2')
          ? pageOf(
              [teamSummaryFixture({ id: 'team_01HZX4OTHERTEAM', name: '한빛상사', pendingInvitations: 0 })],
              2,
              21,
            )
          : pageOf([teamSummaryFixture()], 1, 21),
      }),
    });
    const { user, router } = renderApp(<TeamList />, { path: '/teams' });
    const row = (await screen.findByRole('link', { name: '바로무역' })).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('이고객');
    expect(row.textContent).toContain('customer@baro.demo');
    expect(row.textContent).toContain('2명');
    expect(row.textContent).toContain('1건');
    expect(row.textContent).toContain('2026년 1월 5일');
    expect(screen.getByText(/총 21건/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /2/ }));
    expect(await screen.findByRole('link', { name: '한빛상사' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.sent('GET /api/admin/teams').at(-1)?.path).toContain('page=2');
  });

  it('says when a search found nothing, and clears it', async () => {
    fakeApi({
      'GET /api/admin/teams': (request) => ({
        body: request.path.includes('query=') ? pageOf([]) : pageOf([teamSummaryFixture()]),
      }),
    });
    const { user, router } = renderApp(<TeamList />, { path: '/teams?query=zzz', language: 'en' });
    expect(await screen.findByText('No teams match')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Search teams' }) as HTMLInputElement).value).toBe('zzz');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('link', { name: '바로무역' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});
