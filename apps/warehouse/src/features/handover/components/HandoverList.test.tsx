import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FloorUserContext } from '../../../lib/worker-user.ts';
import { pageOf, workerUserFixture } from '../../../test/fixtures.ts';
import { handoverCounts, handoverFixture, handoverListItemFixture } from '../../../test/handover-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { HandoverList } from './HandoverList.tsx';

afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
});

const openCj = handoverListItemFixture({ parcelCount: 3, orderCount: 2 });
const closedHanjin = handoverListItemFixture({
  id: 'hov_01HZX4HANDOVER02',
  handoverNo: 'HO260304-0007',
  parcelCompany: '05',
  status: 'closed',
  parcelCount: 12,
  orderCount: 10,
  closedAt: '2026-03-04T17:30:00+09:00',
});
const page = { ...pageOf([openCj, closedHanjin]), counts: handoverCounts({ open: 1, closed: 1 }) };
const openPage = { ...pageOf([openCj]), counts: handoverCounts({ open: 1, closed: 1 }) };

function renderList(
  options: { language?: 'ko' | 'en'; user?: ReturnType<typeof workerUserFixture>; path?: string } = {},
) {
  return renderApp(
    <FloorUserContext.Provider value={options.user ?? workerUserFixture()}>
      <HandoverList />
    </FloorUserContext.Provider>,
    { path: options.path ?? '/handover', language: options.language ?? 'ko' },
  );
}

/** The list answers by its query: the open manifests (the carrier cards) or the page. */
const listBy = (request: { path: string }) => (request.path.includes('status=open') ? openPage : page);

describe('carrier handovers at the desk', () => {
  it('shows a card per carrier — continue the open one, start the others — and the manifests by status', async () => {
    const api = fakeApi({
      'GET /api/warehouse/handovers': (request) => ({ body: listBy(request) }),
    });
    const { user, router } = renderList();
    expect(await screen.findByRole('heading', { level: 1, name: '택배 인계' })).toBeTruthy();
    const cj = screen.getByRole('article', { name: 'CJ대한통운' });
    expect(await within(cj).findByText('HO260305-0001 · 송장 3건 스캔 중')).toBeTruthy();
    expect(within(cj).getByRole('link', { name: '이어서 스캔' }).getAttribute('href')).toBe(
      '/warehouse/handover/hov_01HZX4HANDOVER01',
    );
    const hanjin = screen.getByRole('article', { name: '한진택배' });
    expect(within(hanjin).getByRole('button', { name: '한진택배 인계 시작' })).toBeTruthy();

    const link = screen.getByRole('link', { name: 'HO260304-0007' });
    const row = link.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('한진택배');
    expect(row.textContent).toContain('2026년 3월 4일 17:30');
    expect(within(row).getByText('마감')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '마감 1' }));
    expect(router.state.location.search).toBe('?status=closed');
    await waitFor(() =>
      expect(api.sent('GET /api/warehouse/handovers').at(-1)?.path).toContain('status=closed'),
    );
  });

  it('starts a carrier’s manifest and opens it', async () => {
    const api = fakeApi({
      'GET /api/warehouse/handovers': (request) => ({ body: listBy(request) }),
      'POST /api/warehouse/handovers': {
        status: 201,
        body: handoverFixture({ id: 'hov_01HZX4HANDOVER03', parcelCompany: '05', parcels: [] }),
      },
    });
    const { user, router } = renderList({ language: 'en' });
    // Cards wait for the open manifests before offering to start one.
    expect(await screen.findByRole('link', { name: 'Continue scanning' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start handover to Hanjin Express' }));
    await waitFor(() => expect(api.sent('POST /api/warehouse/handovers')).toHaveLength(1));
    expect(api.sent('POST /api/warehouse/handovers')[0]?.body).toEqual({ parcelCompany: '05' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/warehouse/handover/hov_01HZX4HANDOVER03'),
    );
  });

  it('asks staff for the warehouse first, and scopes everything to it', async () => {
    const api = fakeApi({
      'GET /api/warehouse/handovers': { body: { ...pageOf([]), counts: handoverCounts() } },
      'GET /api/admin/warehouses': {
        body: [
          {
            id: 'wh_incheon1',
            code: 'ICN1',
            name: '인천 1센터',
            address: null,
            cutOffTime: '13:00',
            zipCode: null,
            phone: null,
            parcelCompany: null,
          },
        ],
      },
      'POST /api/warehouse/handovers': { status: 201, body: handoverFixture({ parcels: [] }) },
    });
    const { user } = renderList({ user: workerUserFixture({ kind: 'staff', warehouse: null }) });
    expect(await screen.findByText('창고를 고르면 택배사별 인계서를 열 수 있습니다.')).toBeTruthy();
    expect(await screen.findByText('이 상태의 인계서가 없습니다')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: /창고/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(select, 'wh_incheon1');
    await user.click(await screen.findByRole('button', { name: 'CJ대한통운 인계 시작' }));
    await waitFor(() => expect(api.sent('POST /api/warehouse/handovers')).toHaveLength(1));
    expect(api.sent('POST /api/warehouse/handovers')[0]?.body).toEqual({
      parcelCompany: '04',
      warehouseId: 'wh_incheon1',
    });
    expect(api.sent('GET /api/warehouse/handovers').at(-1)?.path).toContain('warehouseId=wh_incheon1');
  });

  it('says when the list cannot be loaded', async () => {
    fakeApi({
      'GET /api/warehouse/handovers': {
        status: 500,
        body: { code: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' },
      },
    });
    renderList();
    expect((await screen.findAllByText('일시적인 오류가 발생했습니다.')).length).toBeGreaterThan(0);
  });
});
