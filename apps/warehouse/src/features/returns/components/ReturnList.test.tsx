import { fakeApi } from '@baro/client/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf, returnCounts } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ReturnList } from './ReturnList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = {
  id: 'ret_01HZX4RETURN001',
  returnNo: 'RT260310-0001',
  status: 'arrived',
  orderNo: 'FO260304-00012',
  reason: 'defective',
  teamName: '바로무역',
  quantity: 4,
  createdAt: '2026-03-08T01:00:00Z',
} as const;

describe('the returns list', () => {
  it('opens on the returns waiting for inspection and searches by number', async () => {
    const api = fakeApi({
      'GET /api/warehouse/returns': {
        body: { ...pageOf([row]), counts: returnCounts({ arrived: 1, inspected: 2 }) },
      },
    });
    const { user } = renderApp(<ReturnList />, { path: '/returns' });
    const link = await screen.findByRole('link', { name: 'RT260310-0001' });
    expect(link.getAttribute('href')).toBe('/warehouse/returns/ret_01HZX4RETURN001');
    expect((link.closest('tr') as HTMLElement).textContent).toContain('불량');
    expect(screen.getByRole('tab', { name: '도착 1', selected: true })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '검수 완료 2' }));
    expect(api.sent('GET /api/warehouse/returns').at(-1)?.path).toContain('status=inspected');
    await user.type(screen.getByRole('textbox', { name: '검색' }), '640012345678{Enter}');
    expect(api.sent('GET /api/warehouse/returns').at(-1)?.path).toContain('q=640012345678');
  });

  it('says when there is nothing, in English', async () => {
    fakeApi({ 'GET /api/warehouse/returns': { body: { ...pageOf([]), counts: returnCounts() } } });
    renderApp(<ReturnList />, { path: '/returns', language: 'en' });
    expect(await screen.findByText('No returns in this status')).toBeTruthy();
  });
});
