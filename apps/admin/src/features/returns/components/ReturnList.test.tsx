import { fakeApi } from '@baro/client/testing';
import { RETURN_STATUSES } from '@baro/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ReturnList } from './ReturnList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const counts = Object.fromEntries(RETURN_STATUSES.map((status) => [status, status === 'arrived' ? 2 : 0]));
const item = {
  id: 'ret_01HZX4RETURN0001',
  returnNo: 'RT-20260305-0001',
  status: 'arrived',
  orderNo: 'SO-20260304-0001',
  reason: 'defective',
  teamName: '바로무역',
  quantity: 2,
  createdAt: '2026-03-05T01:30:00Z',
} as const;

describe('returns', { timeout: 20_000 }, () => {
  it("lists every team's returns with counts per status and searches through the address", async () => {
    const api = fakeApi({ 'GET /api/warehouse/returns': { body: { ...pageOf([item]), counts } } });
    const { user, router } = renderApp(<ReturnList />, { path: '/fulfillment/returns' });
    const row = (await screen.findByText('RT-20260305-0001')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('SO-20260304-0001');
    expect(row.textContent).toContain('바로무역');
    expect(row.textContent).toContain('상품 불량');
    expect(row.textContent).toContain('센터 도착');
    expect(row.textContent).toContain('2026년 3월 5일 10:30');
    await user.click(screen.getByRole('tab', { name: '센터 도착 2' }));
    expect(router.state.location.search).toContain('status=arrived');
    expect(api.sent('GET /api/warehouse/returns').at(-1)?.path).toContain('status=arrived');
    await user.type(screen.getByRole('textbox', { name: '검색' }), 'RT-2026');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(api.sent('GET /api/warehouse/returns').at(-1)?.path).toContain('q=RT-2026');
  });

  it('says when there are none, and when the list fails', async () => {
    fakeApi({ 'GET /api/warehouse/returns': { body: { ...pageOf([]), counts } } });
    renderApp(<ReturnList />, { path: '/fulfillment/returns' });
    expect(await screen.findByText('반품이 없습니다')).toBeTruthy();
    cleanup();
    fakeApi({ 'GET /api/warehouse/returns': { status: 500, body: { code: 'INTERNAL', message: 'x' } } });
    renderApp(<ReturnList />, { path: '/fulfillment/returns' });
    expect(await screen.findByRole('button', { name: /다시/ })).toBeTruthy();
  });
});
