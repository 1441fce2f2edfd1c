import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf, warehouseFixture, warehouseLocationFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { WarehouseDetail } from './WarehouseDetail.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const ID = 'wh_01HZX4INCHEON01';

describe('warehouse detail', { timeout: 20_000 }, () => {
  it('moves the cut-off, sending only what changed', async () => {
    const api = fakeApi({
      'GET /api/admin/warehouses': { body: [warehouseFixture()] },
      [`GET /api/admin/warehouses/${ID}/locations`]: { body: pageOf([warehouseLocationFixture()]) },
      [`PATCH /api/admin/warehouses/${ID}`]: { body: warehouseFixture({ cutOffTime: '14:30' }) },
    });
    const { user } = renderApp(<WarehouseDetail id={ID} />, { path: `/fulfillment/warehouses/${ID}` });
    expect(await screen.findByRole('heading', { level: 1, name: '인천 1센터 (ICN1)' })).toBeTruthy();
    const cutOff = screen.getByLabelText(/출고 마감 시각/) as HTMLInputElement;
    expect(cutOff.value).toBe('13:00');
    const name = screen.getByRole('textbox', { name: /창고 이름/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(api.sent(`PATCH /api/admin/warehouses/${ID}`)).toHaveLength(0);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await user.type(name, '인천 1센터');
    fireEvent.change(cutOff, { target: { value: '14:30' } });
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('인천 1센터 정보를 저장했습니다.')).toBeTruthy();
    expect(api.sent(`PATCH /api/admin/warehouses/${ID}`)[0]?.body).toEqual({ cutOffTime: '14:30' });
  });

  it('sets the sender postal code and phone of waybills and the default carrier; a blank goes back to the default', async () => {
    const api = fakeApi({
      'GET /api/admin/warehouses': { body: [warehouseFixture()] },
      [`GET /api/admin/warehouses/${ID}/locations`]: { body: pageOf([warehouseLocationFixture()]) },
      [`PATCH /api/admin/warehouses/${ID}`]: (request) => ({
        body: warehouseFixture(request.body as object),
      }),
    });
    const { user } = renderApp(<WarehouseDetail id={ID} />, { path: `/fulfillment/warehouses/${ID}` });
    const zip = (await screen.findByRole('textbox', { name: '우편번호' })) as HTMLInputElement;
    expect(zip.value).toBe('22382');
    const carrier = screen.getByRole('combobox', { name: /기본 택배사/ }) as HTMLSelectElement;
    expect(carrier.value).toBe('04');
    await user.clear(zip);
    await user.type(zip, '2238');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent(`PATCH /api/admin/warehouses/${ID}`)).toHaveLength(0);
    await user.type(zip, '3');
    const phone = screen.getByRole('textbox', { name: '대표 전화' });
    await user.clear(phone);
    await user.type(phone, '032 743 0001');
    await user.selectOptions(carrier, '한진택배');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('인천 1센터 정보를 저장했습니다.')).toBeTruthy();
    expect(api.sent(`PATCH /api/admin/warehouses/${ID}`)[0]?.body).toEqual({
      zipCode: '22383',
      phone: '032-743-0001',
      parcelCompany: '05',
    });
    await user.selectOptions(carrier, '서비스 기본값 (CJ대한통운)');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await vi.waitFor(() => expect(api.sent(`PATCH /api/admin/warehouses/${ID}`)).toHaveLength(2));
    expect(api.sent(`PATCH /api/admin/warehouses/${ID}`)[1]?.body).toMatchObject({ parcelCompany: null });
  });

  it('lists locations with their stock, filters by kind and adds one', async () => {
    let taken = true;
    const api = fakeApi({
      'GET /api/admin/warehouses': { body: [warehouseFixture()] },
      [`GET /api/admin/warehouses/${ID}/locations`]: { body: pageOf([warehouseLocationFixture()]) },
      [`POST /api/admin/warehouses/${ID}/locations`]: () =>
        taken
          ? { status: 409, body: { code: 'CONFLICT', message: 'Conflict.' } }
          : { status: 201, body: warehouseLocationFixture({ id: 'loc_new', code: 'C-02-01-01-01' }) },
    });
    const { user, router } = renderApp(<WarehouseDetail id={ID} />, {
      path: `/fulfillment/warehouses/${ID}`,
      language: 'en',
    });
    const row = (await screen.findByText('A-01-01-01-01')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Storage');
    expect(row.textContent).toContain('12');
    await user.click(screen.getByRole('tab', { name: 'Quarantine' }));
    expect(router.state.location.search).toContain('kind=quarantine');
    expect(api.sent(`GET /api/admin/warehouses/${ID}/locations`).at(-1)?.path).toContain('kind=quarantine');

    const form = screen.getByRole('form', { name: 'Add location' });
    await user.type(within(form).getByRole('textbox', { name: /Location code/ }), 'shelf 3');
    await user.click(within(form).getByRole('button', { name: 'Add location' }));
    expect(api.sent(`POST /api/admin/warehouses/${ID}/locations`)).toHaveLength(0);
    const code = within(form).getByRole('textbox', { name: /Location code/ });
    await user.clear(code);
    await user.type(code, 'c-02-01-01-01');
    await user.click(within(form).getByRole('button', { name: 'Add location' }));
    expect(
      await within(form).findByText('This warehouse already has a location with this code.'),
    ).toBeTruthy();
    taken = false;
    await user.click(within(form).getByRole('button', { name: 'Add location' }));
    expect(await screen.findByText('Location C-02-01-01-01 is added.')).toBeTruthy();
    expect(api.sent(`POST /api/admin/warehouses/${ID}/locations`).at(-1)?.body).toEqual({
      code: 'C-02-01-01-01',
      kind: 'storage',
    });
  });

  it('says so when the warehouse does not exist', async () => {
    fakeApi({ 'GET /api/admin/warehouses': { body: [warehouseFixture()] } });
    renderApp(<WarehouseDetail id="wh_none" />, { path: '/fulfillment/warehouses/wh_none' });
    expect(await screen.findByText('창고를 찾을 수 없습니다')).toBeTruthy();
  });
});
