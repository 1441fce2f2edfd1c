import { fakeApi } from '@baro/client/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AuditLog } from './AuditLog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('audit log', { timeout: 20_000 }, () => {
  it('shows who did what to which ids with before and after, and searches an id from the address', async () => {
    const api = fakeApi({
      'GET /api/admin/audit': {
        body: pageOf([
          {
            id: 'aud_01',
            action: 'bid.deadline',
            actor: { id: 'usr_01HZX4STAFF0001', name: '김관리', email: 'admin@baro.demo' },
            target: 'bid_01HZX4REQUEST1',
            targetIds: ['bid_01HZX4REQUEST1', 'team_01HZX4BAROTEAM'],
            details: { reason: '고객 요청' },
            before: { deadline: '2026-11-18T09:00:00.000Z' },
            after: { deadline: '2026-11-19T09:00:00.000Z' },
            clientAddress: '127.0.0.1',
            createdAt: '2026-11-16T01:00:00.000Z',
          },
        ]),
      },
    });
    const { user, router } = renderApp(<AuditLog />, { path: '/audit?query=bid_01HZX4REQUEST1' });
    const row = (await screen.findByText('bid.deadline')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('김관리');
    expect(row.textContent).toContain('사유: 고객 요청');
    expect(api.sent('GET /api/admin/audit')[0]?.path).toContain('query=bid_01HZX4REQUEST1');
    await user.click(screen.getByRole('button', { name: '전후 보기' }));
    expect(screen.getByText(/2026-11-18T09:00:00.000Z/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'team_01HZX4BAROTEAM의 기록 보기' }));
    expect(router.state.location.search).toBe('?query=team_01HZX4BAROTEAM');
  });
});
