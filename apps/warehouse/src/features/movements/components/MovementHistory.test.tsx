import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { MovementHistory } from './MovementHistory.tsx';

afterEach(() => cleanup());

const movement = {
  id: 'mov_01',
  kind: 'adjust',
  skuId: 'sku_01HZX4WIPES001',
  locationCode: 'A-01-01-01-01',
  quantity: 2,
  onHandDelta: -2,
  reservedDelta: 0,
  reference: null,
  reason: '파손',
  // 2026-03-04 09:30 UTC is 18:30 in Seoul.
  createdAt: '2026-03-04T09:30:00.000Z',
  sku: { id: 'sku_01HZX4WIPES001', name: '바로 물티슈 100매', barcode: '8801234567893' },
  teamName: '바로무역',
  warehouseCode: 'ICN1',
  actorName: '김작업',
} as const;
const picked = {
  ...movement,
  id: 'mov_02',
  kind: 'pick',
  locationCode: 'B-02-01-01-01',
  onHandDelta: -1,
  reservedDelta: -1,
  reason: null,
  reference: { type: 'order', id: 'ord_1', label: 'FO260304-00001' },
  actorName: null,
} as const;

describe('movement history', () => {
  it('lists the ledger in Seoul time with signed changes, and narrows by SKU, location, kind, reason and days', async () => {
    const api = fakeApi({ 'GET /api/warehouse/movements': { body: pageOf([movement, picked]) } });
    const { user, router } = renderApp(<MovementHistory />, { path: '/stock/movements' });
    const cell = await screen.findByText('A-01-01-01-01');
    const row = cell.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('2026년 3월 4일 18:30');
    expect(row.textContent).toContain('−2');
    expect(row.textContent).toContain('조정');
    expect(row.textContent).toContain('김작업');
    const pickRow = screen.getByText('B-02-01-01-01').closest('tr') as HTMLElement;
    expect(pickRow.textContent).toContain('FO260304-00001');
    expect(pickRow.textContent).toContain('시스템');

    await user.click(within(row).getByRole('button', { name: '바로 물티슈 100매' }));
    expect(router.state.location.search).toContain('skuId=sku_01HZX4WIPES001');
    expect(await screen.findByText('바로 물티슈 100매만 보는 중')).toBeTruthy();
    await waitFor(() =>
      expect(api.sent('GET /api/warehouse/movements').at(-1)?.path).toContain('skuId=sku_01HZX4WIPES001'),
    );
    await user.type(screen.getByRole('textbox', { name: '로케이션' }), 'a-01-01-01-01{Enter}');
    await waitFor(() =>
      expect(api.sent('GET /api/warehouse/movements').at(-1)?.path).toContain('locationCode=A-01-01-01-01'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: '구분' }), '조정');
    await user.type(screen.getByRole('textbox', { name: '사유' }), '파손{Enter}');
    await waitFor(() => {
      const path = api.sent('GET /api/warehouse/movements').at(-1)?.path ?? '';
      expect(path).toContain('kind=adjust');
      expect(path).toContain(`reason=${encodeURIComponent('파손')}`);
    });
    const from = screen.getByLabelText('시작일');
    await user.type(from, '2026-03-01');
    await waitFor(() =>
      expect(api.sent('GET /api/warehouse/movements').at(-1)?.path).toContain('from=2026-03-01'),
    );
  });

  it('says so when nothing matches, in English too', async () => {
    fakeApi({ 'GET /api/warehouse/movements': { body: pageOf([]) } });
    renderApp(<MovementHistory />, { path: '/stock/movements?kind=dispose', language: 'en' });
    expect(await screen.findByText('No movements match these filters')).toBeTruthy();
  });
});
