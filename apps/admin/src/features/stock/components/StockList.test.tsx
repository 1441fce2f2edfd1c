import { fakeApi } from '@baro/client/testing';
import type { AdminStockRow } from '@baro/core';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf, warehouseFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { StockList } from './StockList.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const row: AdminStockRow = {
  sku: { id: 'sku_01HZX4WIPES0001', name: '바로 물티슈 100매', barcode: '8801234567893' },
  team: { id: 'team_01HZX4BAROTEAM', name: '바로무역' },
  warehouseId: 'wh_01HZX4INCHEON01',
  warehouseCode: 'ICN1',
  locationCode: 'A-01-01-01-01',
  kind: 'storage',
  onHand: 10,
  reserved: 4,
  available: 6,
};

describe('SKUs and stock', { timeout: 20_000 }, () => {
  it("lists every team's stock, filters through the address, and narrows to one team", async () => {
    const api = fakeApi({
      'GET /api/admin/stock': { body: pageOf([row]) },
      'GET /api/admin/warehouses': { body: [warehouseFixture()] },
    });
    const { user, router } = renderApp(<StockList />, { path: '/fulfillment/stock' });
    const cells = (await screen.findByText('바로 물티슈 100매')).closest('tr') as HTMLElement;
    expect(cells.textContent).toContain('A-01-01-01-01');
    expect(cells.textContent).toContain('ICN1 · 보관');
    await user.selectOptions(await screen.findByRole('combobox', { name: '창고' }), '인천 1센터');
    expect(router.state.location.search).toContain('warehouseId=wh_01HZX4INCHEON01');
    expect(api.sent('GET /api/admin/stock').at(-1)?.path).toContain('warehouseId=wh_01HZX4INCHEON01');
    await user.click(within(cells).getByRole('link', { name: '바로무역' }));
    expect(router.state.location.search).toContain('teamId=team_01HZX4BAROTEAM');
    expect(await screen.findByText('바로무역 팀의 재고만 보고 있습니다.')).toBeTruthy();
  });

  it('adjusts a balance with a difference and a reason, showing a refusal in the server’s words', async () => {
    let refuse = true;
    const api = fakeApi({
      'GET /api/admin/stock': { body: pageOf([row]) },
      'GET /api/admin/warehouses': { body: [warehouseFixture()] },
      'POST /api/admin/stock/adjust': () =>
        refuse
          ? {
              status: 409,
              body: { code: 'INSUFFICIENT_STOCK', message: 'There is not enough available stock.' },
            }
          : { body: { movements: [], locations: [] } },
    });
    const { user } = renderApp(<StockList />, { path: '/fulfillment/stock', language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: 'Adjust 바로 물티슈 100매 at A-01-01-01-01' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Adjust stock' });
    expect(dialog.textContent).toContain('10 on hand, 4 reserved');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(api.sent('POST /api/admin/stock/adjust')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Difference/ }), '-7');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Cycle count');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(await within(dialog).findByText('There is not enough available stock.')).toBeTruthy();
    expect(api.sent('POST /api/admin/stock/adjust')[0]?.body).toEqual({
      warehouseId: 'wh_01HZX4INCHEON01',
      skuId: 'sku_01HZX4WIPES0001',
      locationCode: 'A-01-01-01-01',
      quantity: -7,
      reason: 'Cycle count',
    });
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByText('Stock of 바로 물티슈 100매 at A-01-01-01-01 is adjusted.')).toBeTruthy();
  });
});
