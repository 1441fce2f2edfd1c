import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FloorUserContext } from '../../../lib/worker-user.ts';
import {
  pageOf,
  waveCounts,
  waveFixture,
  waveListItemFixture,
  workerUserFixture,
} from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { WaveList } from './WaveList.tsx';

afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
});

const page = {
  ...pageOf([
    waveListItemFixture(),
    waveListItemFixture({
      id: 'wav_01HZX4WAVE00002',
      waveNo: 'WV260305-0002',
      status: 'picking',
      totals: { orders: 4, tasks: 6, units: 9, tasksConfirmed: 3, tasksShort: 1, unitsPicked: 4 },
    }),
  ]),
  counts: waveCounts({ open: 1, picking: 1 }),
};

function renderList(
  options: { path?: string; language?: 'ko' | 'en'; user?: ReturnType<typeof workerUserFixture> } = {},
) {
  return renderApp(
    <FloorUserContext.Provider value={options.user ?? workerUserFixture()}>
      <WaveList />
    </FloorUserContext.Provider>,
    { path: options.path ?? '/waves', language: options.language ?? 'ko' },
  );
}

describe('the waves list', () => {
  it('lists waves with counts per status, progress and short picks, and pages by status in the address', async () => {
    const api = fakeApi({ 'GET /api/warehouse/waves': { body: page } });
    const { user, router } = renderList();
    const link = await screen.findByRole('link', { name: 'WV260305-0003' });
    expect(link.getAttribute('href')).toBe('/warehouse/waves/wav_01HZX4WAVE00001');
    const row = link.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('오늘 마감분 · 전체 주문 · 전체 택배사');
    expect(row.textContent).toContain('주문 2건 · 작업 2건 · 5개');
    expect(within(row).getByText('대기')).toBeTruthy();
    const picking = screen.getByRole('link', { name: 'WV260305-0002' }).closest('tr') as HTMLElement;
    expect(picking.textContent).toContain('작업 3/6');
    expect(within(picking).getByText('부족 1건')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '전체', selected: true })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: '피킹 중 1' }));
    expect(router.state.location.search).toBe('?status=picking');
    await waitFor(() =>
      expect(api.sent('GET /api/warehouse/waves').at(-1)?.path).toContain('status=picking'),
    );
  });

  it('creates a wave from the filters with an Idempotency-Key, and opens it', async () => {
    const created = waveFixture();
    const api = fakeApi({
      'GET /api/warehouse/waves': { body: { ...pageOf([]), counts: waveCounts() } },
      'POST /api/warehouse/waves': { status: 201, body: created },
      'GET /api/warehouse/waves/preview': { body: { orders: 12, matching: 12 } },
    });
    const { user, router } = renderList();
    expect(await screen.findByText('이 상태의 웨이브가 없습니다')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '새 웨이브' }));
    const form = await screen.findByRole('form', { name: '새 웨이브 만들기' });
    expect(within(form).queryByRole('combobox', { name: /창고/ })).toBeNull();
    expect(
      await within(form).findByText('지금 조건에 맞는 주문 12건 · 이 웨이브에 12건을 담습니다.'),
    ).toBeTruthy();
    expect(api.sent('GET /api/warehouse/waves/preview')[0]?.path).toContain('cutoff=today');
    await user.click(within(form).getByText('단품 주문 (1개)'));
    await user.selectOptions(within(form).getByRole('combobox', { name: '택배사' }), 'CJ대한통운');
    const max = within(form).getByRole('textbox', { name: /최대 주문 수/ });
    await user.clear(max);
    await user.type(max, '500');
    await user.click(within(form).getByRole('button', { name: '웨이브 만들기' }));
    expect(await within(form).findByText('1에서 200 사이의 숫자를 입력해 주세요.')).toBeTruthy();
    expect(api.sent('POST /api/warehouse/waves')).toHaveLength(0);
    await user.clear(max);
    await user.type(max, '30{Enter}');
    await waitFor(() => expect(api.sent('POST /api/warehouse/waves')).toHaveLength(1));
    const sent = api.sent('POST /api/warehouse/waves')[0];
    expect(sent?.body).toEqual({ cutoff: 'today', kind: 'single', parcelCompany: '04', maxOrders: 30 });
    expect(sent?.headers.get('idempotency-key')).toMatch(/^desk-wave-/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/warehouse/waves/wav_01HZX4WAVE00001'));
  });

  it('says why no wave was made, and lets staff choose the warehouse, in English', async () => {
    const api = fakeApi({
      'GET /api/warehouse/waves': { body: { ...pageOf([]), counts: waveCounts() } },
      'GET /api/warehouse/waves/preview': { body: { orders: 0, matching: 0 } },
      'GET /api/admin/warehouses': {
        body: [
          {
            id: 'wh_01HZX4WAREHOUSE',
            code: 'ICN1',
            name: 'Incheon 1',
            address: null,
            cutOffTime: '13:00',
            zipCode: null,
            phone: null,
            parcelCompany: null,
          },
        ],
      },
      'POST /api/warehouse/waves': {
        status: 409,
        body: {
          code: 'WAVE_NO_ORDERS',
          message: 'No allocated order matches these filters, so no wave was created.',
        },
      },
    });
    const { user } = renderList({
      language: 'en',
      user: workerUserFixture({ kind: 'staff', warehouse: null, loginId: null }),
    });
    await user.click(await screen.findByRole('button', { name: 'New wave' }));
    const form = await screen.findByRole('form', { name: 'Create a wave' });
    await user.click(within(form).getByRole('button', { name: 'Create wave' }));
    expect(await within(form).findByText('Choose a warehouse.')).toBeTruthy();
    const warehouse = within(form).getByRole('combobox', { name: /Warehouse/ });
    await waitFor(() =>
      expect(within(warehouse).getByRole('option', { name: 'Incheon 1 (ICN1)' })).toBeTruthy(),
    );
    await user.selectOptions(warehouse, 'Incheon 1 (ICN1)');
    await user.click(within(form).getByRole('button', { name: 'Create wave' }));
    expect(
      await within(form).findByText('No allocated order matches these filters, so no wave was created.'),
    ).toBeTruthy();
    expect(api.sent('POST /api/warehouse/waves')[0]?.body).toMatchObject({
      warehouseId: 'wh_01HZX4WAREHOUSE',
    });
  });

  it('shows the server’s words and a retry when the list fails', async () => {
    fakeApi({
      'GET /api/warehouse/waves': {
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' },
      },
    });
    renderList();
    expect(await screen.findByText('잠시 후 다시 시도해 주세요.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /다시 시도/ })).toBeTruthy();
  });
});
