import { fakeApi } from '@baro/client/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { OutboxList } from './OutboxList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('outbox', { timeout: 20_000 }, () => {
  it('lists e-mails with status and opens the text; searches by recipient', async () => {
    const api = fakeApi({
      'GET /api/admin/outbox': {
        body: pageOf([
          {
            id: 'mail_01',
            to: 'new@baro.demo',
            subject: '[바로] 팀 초대',
            template: 'team-invitation',
            locale: 'ko',
            text: '초대 링크: [redacted]',
            status: 'failed',
            transport: 'smtp',
            attempts: 3,
            error: 'connection refused',
            createdAt: '2026-03-02T01:00:00.000Z',
            sentAt: null,
          },
        ]),
      },
    });
    const { user } = renderApp(<OutboxList />, { path: '/outbox' });
    const row = (await screen.findByText('new@baro.demo')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('실패');
    expect(row.textContent).toContain('connection refused');
    expect(row.textContent).toContain('2026년 3월 2일 10:00');
    await user.click(screen.getByRole('button', { name: '본문 보기' }));
    expect(screen.getByText('초대 링크: [redacted]')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: '받는 사람' }), 'new@baro.demo');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(api.sent('GET /api/admin/outbox').at(-1)?.path).toContain('to=new%40baro.demo');
  });
});
