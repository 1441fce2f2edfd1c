import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { HolidayCalendar } from './HolidayCalendar.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const year2026 = {
  year: 2026,
  builtIn: ['2026-01-01', '2026-02-16'],
  extra: [
    {
      date: '2026-06-03',
      nameKo: '제9회 전국동시지방선거일',
      nameEn: 'Local elections day',
      createdBy: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
};

describe('holiday calendar', { timeout: 20_000 }, () => {
  it('shows a year and adds a holiday, saying how many deadlines moved', async () => {
    const api = fakeApi({
      'GET /api/admin/holidays': { body: year2026 },
      'POST /api/admin/holidays': {
        status: 201,
        body: {
          holiday: { date: '2026-11-17', nameKo: '임시공휴일', nameEn: 'Temporary holiday' },
          movedBids: [
            { id: 'bid_01HZX4REQUEST1', from: '2026-11-18T09:00:00.000Z', to: '2026-11-19T09:00:00.000Z' },
          ],
        },
      },
    });
    const { user } = renderApp(<HolidayCalendar />, { path: '/calendar?year=2026' });
    expect(await screen.findByText('제9회 전국동시지방선거일')).toBeTruthy();
    expect(screen.getByText('2026년 6월 3일 (수)')).toBeTruthy();
    expect(api.sent('GET /api/admin/holidays')[0]?.path).toContain('year=2026');

    const form = screen.getByRole('form', { name: '휴일 추가' });
    await user.click(within(form).getByRole('button', { name: '휴일 추가' }));
    expect(api.sent('POST /api/admin/holidays')).toHaveLength(0);
    await user.type(within(form).getByLabelText(/날짜/), '2026-11-17');
    await user.type(within(form).getByRole('textbox', { name: /이름 \(한국어\)/ }), '임시공휴일');
    await user.type(within(form).getByRole('textbox', { name: /이름 \(영어\)/ }), 'Temporary holiday');
    await user.click(within(form).getByRole('button', { name: '휴일 추가' }));
    expect(await screen.findByText(/견적 요청 1건의 마감이 바뀌었습니다/)).toBeTruthy();
    expect(api.sent('POST /api/admin/holidays')[0]?.body).toEqual({
      date: '2026-11-17',
      nameKo: '임시공휴일',
      nameEn: 'Temporary holiday',
    });
  });

  it('removes a holiday after confirmation, in English', async () => {
    const api = fakeApi({
      'GET /api/admin/holidays': { body: year2026 },
      'DELETE /api/admin/holidays/2026-06-03': {
        body: { holiday: { date: '2026-06-03', nameKo: 'x', nameEn: 'x' }, movedBids: [] },
      },
    });
    const { user } = renderApp(<HolidayCalendar />, { path: '/calendar?year=2026', language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Delete the holiday on 2026-06-03' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this holiday?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No deadline moved\./)).toBeTruthy();
    expect(api.sent('DELETE /api/admin/holidays/2026-06-03')).toHaveLength(1);
  });
});
