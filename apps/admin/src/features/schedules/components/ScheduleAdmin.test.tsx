import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { ScheduleAdmin } from './ScheduleAdmin.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const sailing = (id: string, voyage: string) => ({
  id,
  carrier: 'HMM',
  vessel: 'HMM ALGECIRAS',
  voyage,
  pol: { code: 'KRPUS', nameKo: '부산', nameEn: 'Busan' },
  pod: { code: 'NLRTM', nameKo: '로테르담', nameEn: 'Rotterdam' },
  cutoffAt: null,
  etd: '2026-03-10T09:00:00Z',
  eta: '2026-04-12T01:00:00Z',
  transitDays: 33,
});

describe('vessel schedules', { timeout: 20_000 }, () => {
  it('lists sailings in Seoul time, loads more, and deletes one after a confirmation', async () => {
    const api = fakeApi({
      'GET /api/forwarding/schedules': (request) =>
        request.path.includes('cursor=')
          ? { body: { items: [sailing('vs_2', '002W')], nextCursor: null } }
          : { body: { items: [sailing('vs_1', '001W')], nextCursor: 'next1' } },
      'DELETE /api/admin/schedules/vs_1': { status: 204 },
    });
    const { user } = renderApp(<ScheduleAdmin />, { path: '/reference/schedules' });
    const row = (await screen.findByText('HMM ALGECIRAS 001W')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('2026년 3월 10일 18:00');
    expect(row.textContent).toContain('운송 33일');
    await user.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await screen.findByText('HMM ALGECIRAS 002W')).toBeTruthy();
    expect(api.sent('GET /api/forwarding/schedules').at(-1)?.path).toContain('cursor=next1');

    await user.click(screen.getByRole('button', { name: 'HMM ALGECIRAS 001W 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '스케줄을 삭제할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('HMM ALGECIRAS 001W 스케줄을 삭제했습니다.')).toBeTruthy();
    expect(api.sent('DELETE /api/admin/schedules/vs_1')).toHaveLength(1);
  });

  it('checks a new sailing before sending it, in English', async () => {
    const api = fakeApi({ 'GET /api/forwarding/schedules': { body: { items: [], nextCursor: null } } });
    const { user } = renderApp(<ScheduleAdmin />, { path: '/reference/schedules', language: 'en' });
    expect(await screen.findByText('No sailings match')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add sailing' });
    await user.type(within(form).getByRole('textbox', { name: /Carrier/ }), 'HMM');
    await user.click(within(form).getByRole('button', { name: 'Add sailing' }));
    expect(api.sent('POST /api/admin/schedules')).toHaveLength(0);
    expect(
      within(form)
        .getByRole('textbox', { name: /Vessel/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });
});
