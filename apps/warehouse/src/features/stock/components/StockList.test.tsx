import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { StockList } from './StockList.tsx';

afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
});

const row = {
  locationCode: 'A-01-01-01-01',
  kind: 'storage',
  warehouseId: 'wh_icn1',
  warehouseCode: 'ICN1',
  onHand: 12,
  reserved: 2,
  available: 10,
  sku: {
    id: 'sku_01HZX4WIPES001',
    name: '바로 물티슈 100매',
    barcode: '8801234567893',
    teamName: '바로무역',
  },
} as const;
const changed = { movements: [], locations: [] };

describe('stock by location', () => {
  it('lists balances, narrows to a scanned location or one SKU', async () => {
    const api = fakeApi({
      'GET /api/warehouse/stock': {
        body: pageOf([
          row,
          { ...row, locationCode: 'Q-00-00-00-01', kind: 'quarantine', onHand: 1, reserved: 0, available: 1 },
        ]),
      },
    });
    const { user, router } = renderApp(<StockList />, { path: '/stock' });
    const cell = await screen.findByText('A-01-01-01-01');
    const tableRow = cell.closest('tr') as HTMLElement;
    expect(tableRow.textContent).toContain('바로무역');
    expect(
      within(tableRow)
        .getAllByRole('cell')
        .map((td) => td.textContent)
        .slice(3, 6),
    ).toEqual(['12', '2', '10']);
    expect(screen.getByText('격리')).toBeTruthy();
    expect(
      within(tableRow)
        .getByRole('link', { name: 'A-01-01-01-01의 바로 물티슈 100매 이력' })
        .getAttribute('href'),
    ).toBe(
      '/warehouse/stock/movements?skuId=sku_01HZX4WIPES001&skuName=%EB%B0%94%EB%A1%9C+%EB%AC%BC%ED%8B%B0%EC%8A%88+100%EB%A7%A4&locationCode=A-01-01-01-01',
    );

    await user.type(screen.getByRole('textbox', { name: '로케이션' }), 'a-01-01-01-01{Enter}');
    await waitFor(() =>
      expect(api.sent('GET /api/warehouse/stock').at(-1)?.path).toContain('locationCode=A-01-01-01-01'),
    );
    await user.click(within(tableRow).getByRole('button', { name: '바로 물티슈 100매' }));
    expect(router.state.location.search).toContain('skuId=sku_01HZX4WIPES001');
    expect(await screen.findByText('바로 물티슈 100매만 보는 중')).toBeTruthy();
  });

  it('adjusts with a reason, refusing a zero difference before asking', async () => {
    const api = fakeApi({
      'GET /api/warehouse/stock': { body: pageOf([row]) },
      'POST /api/warehouse/stock/adjust': { body: changed },
    });
    const { user } = renderApp(<StockList />, { path: '/stock' });
    await user.click(
      await screen.findByRole('button', { name: 'A-01-01-01-01의 바로 물티슈 100매 재고 조정' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '재고 조정' });
    await user.type(within(dialog).getByRole('textbox', { name: /차이 수량/ }), '0');
    await user.click(within(dialog).getByRole('button', { name: '조정' }));
    expect(await within(dialog).findByText('0이 아닌 수량을 입력해 주세요')).toBeTruthy();
    expect(api.sent('POST /api/warehouse/stock/adjust')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: /차이 수량/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /차이 수량/ }), '-2');
    await user.type(within(dialog).getByRole('textbox', { name: /사유/ }), '파손 2개');
    await user.click(within(dialog).getByRole('button', { name: '조정' }));
    await waitFor(() => expect(api.sent('POST /api/warehouse/stock/adjust')).toHaveLength(1));
    expect(api.sent('POST /api/warehouse/stock/adjust')[0]?.body).toEqual({
      skuId: 'sku_01HZX4WIPES001',
      locationCode: 'A-01-01-01-01',
      quantity: -2,
      reason: '파손 2개',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '재고 조정' })).toBeNull());
    // The list is asked again after the change.
    await waitFor(() => expect(api.sent('GET /api/warehouse/stock').length).toBeGreaterThan(1));
  });

  it('moves to another location and says the server’s refusal, in English', async () => {
    const api = fakeApi({
      'GET /api/warehouse/stock': { body: pageOf([row]) },
      'POST /api/warehouse/stock/move': {
        status: 409,
        body: { code: 'INSUFFICIENT_STOCK', message: 'Only 10 units are available at this location.' },
      },
    });
    const { user } = renderApp(<StockList />, { path: '/stock', language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: 'Move the stock of 바로 물티슈 100매 at A-01-01-01-01' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Move stock' });
    await user.type(within(dialog).getByRole('textbox', { name: /To location/ }), 'A-01-01-01-01');
    await user.type(within(dialog).getByRole('textbox', { name: /Quantity to move/ }), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('Stock can only move to another location')).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: /To location/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /To location/ }), 'b-02-01-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('Only 10 units are available at this location.')).toBeTruthy();
    expect(api.sent('POST /api/warehouse/stock/move')[0]?.body).toEqual({
      skuId: 'sku_01HZX4WIPES001',
      fromLocationCode: 'A-01-01-01-01',
      toLocationCode: 'B-02-01-01-01',
      quantity: 11,
    });
  });

  it('says when the warehouse holds nothing', async () => {
    fakeApi({ 'GET /api/warehouse/stock': { body: pageOf([]) } });
    renderApp(<StockList />, { path: '/stock' });
    expect(await screen.findByText('재고가 없습니다')).toBeTruthy();
  });
});
