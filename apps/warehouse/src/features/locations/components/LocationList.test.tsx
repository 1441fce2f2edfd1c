import { fakeApi } from '@baro/client/testing';
import type { WarehouseLocation } from '@baro/core';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FloorUserContext } from '../../../lib/worker-user.ts';
import { pageOf, workerUserFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { LocationList } from './LocationList.tsx';

afterEach(() => {
  dismissToast();
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const location = (overrides: Partial<WarehouseLocation> = {}): WarehouseLocation => ({
  id: 'loc_01HZX4SHELF0001',
  warehouseId: 'wh_01HZX4WAREHOUSE',
  code: 'A-01-01-01-01',
  kind: 'storage',
  active: true,
  stock: { onHand: 12, reserved: 2, available: 10 },
  ...overrides,
});
const empty = location({
  id: 'loc_01HZX4SHELF0002',
  code: 'A-01-01-01-02',
  stock: { onHand: 0, reserved: 0, available: 0 },
});
const dock = location({
  id: 'loc_01HZX4DOCK0001',
  code: 'RCV-01-01-01-01',
  kind: 'receiving',
  stock: { onHand: 3, reserved: 0, available: 3 },
});
function renderList(options: { language?: 'ko' | 'en'; user?: ReturnType<typeof workerUserFixture> } = {}) {
  return renderApp(
    <FloorUserContext.Provider value={options.user ?? workerUserFixture()}>
      <LocationList />
    </FloorUserContext.Provider>,
    { path: '/stock/locations', language: options.language ?? 'ko' },
  );
}
const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;

describe('locations at the desk', () => {
  it('lists, searches and filters the warehouse’s locations with their state and stock', async () => {
    const api = fakeApi({ 'GET /api/warehouse/locations': { body: pageOf([location(), empty, dock]) } });
    const { user, router } = renderList();
    expect(await screen.findByRole('heading', { level: 1, name: '로케이션 관리' })).toBeTruthy();
    expect(document.title).toBe('로케이션 관리 | 바로 창고');
    await screen.findByText('A-01-01-01-01');
    const shelf = rowOf('A-01-01-01-01');
    expect(within(shelf).getByText('사용 중')).toBeTruthy();
    expect(
      within(shelf)
        .getAllByRole('cell')
        .map((td) => td.textContent)
        .slice(4, 6),
    ).toEqual(['12', '2']);
    // Built-in areas are listed but not changed; a full shelf is not deactivated.
    expect(within(rowOf('RCV-01-01-01-01')).getByText('기본')).toBeTruthy();
    expect(within(rowOf('RCV-01-01-01-01')).queryByRole('button', { name: /수정/ })).toBeNull();
    expect(
      (within(shelf).getByRole('button', { name: 'A-01-01-01-01 사용 중지' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await user.type(screen.getByRole('textbox', { name: '코드 검색' }), 'b-01{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('q=b-01'));
    await user.selectOptions(screen.getByRole('combobox', { name: '구분' }), '격리');
    await user.click(screen.getByRole('tab', { name: '사용 중지' }));
    await waitFor(() => {
      const asked = new URL(api.sent('GET /api/warehouse/locations').at(-1)?.path ?? '', 'http://x')
        .searchParams;
      expect(Object.fromEntries(asked)).toMatchObject({ q: 'B-01', kind: 'quarantine', state: 'inactive' });
    });
  });

  it('adds a location, checked by the contract, and says when its code is taken', async () => {
    let creates = 0;
    const api = fakeApi({
      'GET /api/warehouse/locations': { body: pageOf([location()]) },
      'POST /api/warehouse/locations': () =>
        creates++ === 0
          ? { status: 409, body: { code: 'CONFLICT', message: '이미 있습니다.' } }
          : { status: 201, body: location({ id: 'loc_new', code: 'C-01-01-01-01', stock: empty.stock }) },
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: '로케이션 추가' }));
    const form = await screen.findByRole('form', { name: '로케이션 추가' });
    const code = within(form).getByRole('textbox', { name: /로케이션 코드/ });
    await user.type(code, 'shelf 1');
    await user.click(within(form).getByRole('button', { name: '추가' }));
    expect(
      await within(form).findByText(/구역-통로-랙-단-칸/, { selector: '.mantine-TextInput-error' }),
    ).toBeTruthy();
    expect(api.sent('POST /api/warehouse/locations')).toHaveLength(0);
    await user.clear(code);
    await user.type(code, 'c-01-01-01-01');
    await user.click(within(form).getByRole('button', { name: '추가' }));
    expect(await within(form).findByText('이 창고에 이미 있는 로케이션 코드입니다.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: '추가' }));
    expect(await screen.findByText('로케이션 C-01-01-01-01을(를) 추가했습니다.')).toBeTruthy();
    expect(api.sent('POST /api/warehouse/locations').at(-1)?.body).toEqual({
      code: 'C-01-01-01-01',
      kind: 'storage',
    });
  });

  it('renames a location, keeping the kind of one that holds stock', async () => {
    const api = fakeApi({
      'GET /api/warehouse/locations': { body: pageOf([location()]) },
      'PATCH /api/warehouse/locations/loc_01HZX4SHELF0001': { body: location({ code: 'B-02-01-01-01' }) },
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'A-01-01-01-01 수정' }));
    const form = await screen.findByRole('form', { name: 'A-01-01-01-01 수정' });
    expect((within(form).getByRole('combobox', { name: /구분/ }) as HTMLSelectElement).disabled).toBe(true);
    expect(within(form).getByText('재고가 있는 동안에는 구분을 바꿀 수 없습니다.')).toBeTruthy();
    const code = within(form).getByRole('textbox', { name: /로케이션 코드/ });
    await user.clear(code);
    await user.type(code, 'b-02-01-01-01{Enter}');
    expect(await screen.findByText('로케이션 B-02-01-01-01을(를) 저장했습니다.')).toBeTruthy();
    expect(api.sent('PATCH /api/warehouse/locations/loc_01HZX4SHELF0001')[0]?.body).toEqual({
      code: 'B-02-01-01-01',
    });
  });

  it('deactivates an empty location after asking, activates it again, and says a refusal', async () => {
    let state = true;
    const api = fakeApi({
      'GET /api/warehouse/locations': () => ({ body: pageOf([{ ...empty, active: state }]) }),
      'POST /api/warehouse/locations/loc_01HZX4SHELF0002/deactivate': () => {
        state = false;
        return { body: { ...empty, active: false } };
      },
      'POST /api/warehouse/locations/loc_01HZX4SHELF0002/activate': {
        status: 409,
        body: { code: 'LOCATION_BUILT_IN', message: '기본 로케이션은 바꿀 수 없습니다.' },
      },
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'A-01-01-01-02 사용 중지' }));
    const dialog = await screen.findByRole('dialog', { name: 'A-01-01-01-02 사용 중지' });
    await user.click(within(dialog).getByRole('button', { name: '사용 중지' }));
    expect(await screen.findByText('A-01-01-01-02 사용을 중지했습니다.')).toBeTruthy();
    expect(api.sent('POST /api/warehouse/locations/loc_01HZX4SHELF0002/deactivate')).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'A-01-01-01-02 다시 사용' }));
    expect(await screen.findByText('기본 로케이션은 바꿀 수 없습니다.')).toBeTruthy();
  });

  it('prints the labels of the chosen locations, and of one, as a PDF download', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = fakeApi({
      'GET /api/warehouse/locations': { body: pageOf([location(), empty]) },
      'POST /api/warehouse/locations/labels': {
        body: { preSignedUrl: '/api/files/labels.pdf?sig=1', expirationTime: '2099-01-01T00:00:00Z' },
      },
    });
    const { user } = renderList({ language: 'en' });
    const print = await screen.findByRole('button', { name: 'Print 0 chosen labels' });
    expect((print as HTMLButtonElement).disabled).toBe(true);
    await user.click(await screen.findByRole('checkbox', { name: 'Choose every location on this page' }));
    await user.click(screen.getByRole('button', { name: 'Print 2 chosen labels' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.sent('POST /api/warehouse/locations/labels')[0]?.body).toEqual({
      ids: ['loc_01HZX4SHELF0001', 'loc_01HZX4SHELF0002'],
    });
    await user.click(screen.getByRole('checkbox', { name: 'Choose A-01-01-01-01' }));
    expect(screen.getByRole('button', { name: 'Print 1 chosen label' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Print the label of A-01-01-01-02' }));
    await waitFor(() => expect(api.sent('POST /api/warehouse/locations/labels')).toHaveLength(2));
    expect(api.sent('POST /api/warehouse/locations/labels')[1]?.body).toEqual({
      ids: ['loc_01HZX4SHELF0002'],
    });
  });

  it('lets staff choose the warehouse of the list and of a new location', async () => {
    const api = fakeApi({
      'GET /api/warehouse/locations': { body: pageOf([location()]) },
      'GET /api/admin/warehouses': {
        body: [
          {
            id: 'wh_01HZX4WAREHOUSE',
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
      'POST /api/warehouse/locations': {
        status: 201,
        body: location({ id: 'loc_new', code: 'D-01-01-01-01' }),
      },
    });
    const staff = workerUserFixture({ kind: 'staff', warehouse: null, loginId: null });
    const { user } = renderList({ user: staff });
    const choice = await screen.findByRole('combobox', { name: '창고' });
    await screen.findByRole('option', { name: '인천 1센터 (ICN1)' });
    await user.selectOptions(choice, '인천 1센터 (ICN1)');
    await waitFor(() =>
      expect(api.sent('GET /api/warehouse/locations').at(-1)?.path).toContain(
        'warehouseId=wh_01HZX4WAREHOUSE',
      ),
    );
    await user.click(screen.getByRole('button', { name: '로케이션 추가' }));
    const form = await screen.findByRole('form', { name: '로케이션 추가' });
    await user.type(within(form).getByRole('textbox', { name: /로케이션 코드/ }), 'D-01-01-01-01{Enter}');
    await waitFor(() => expect(api.sent('POST /api/warehouse/locations')).toHaveLength(1));
    expect(api.sent('POST /api/warehouse/locations')[0]?.body).toEqual({
      code: 'D-01-01-01-01',
      kind: 'storage',
      warehouseId: 'wh_01HZX4WAREHOUSE',
    });
  });
});
