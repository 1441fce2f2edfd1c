import { fakeApi } from '@baro/client/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warehouseFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { WarehouseList } from './WarehouseList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('warehouses list', { timeout: 20_000 }, () => {
  it('lists each warehouse with its address and cut-off, linking to it', async () => {
    fakeApi({ 'GET /api/admin/warehouses': { body: [warehouseFixture()] } });
    renderApp(<WarehouseList />, { path: '/fulfillment/warehouses' });
    const link = await screen.findByRole('link', { name: '인천 1센터' });
    expect(link.getAttribute('href')).toBe('/admin/fulfillment/warehouses/wh_01HZX4INCHEON01');
    const row = link.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('매일 13:00');
    expect(row.textContent).toContain('공항동로');
  });

  it('has an empty and an error state', async () => {
    fakeApi({ 'GET /api/admin/warehouses': { body: [] } });
    renderApp(<WarehouseList />, { path: '/fulfillment/warehouses', language: 'en' });
    expect(await screen.findByText('No warehouses yet')).toBeTruthy();
    cleanup();
    fakeApi({
      'GET /api/admin/warehouses': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong.' },
      },
    });
    renderApp(<WarehouseList />, { path: '/fulfillment/warehouses', language: 'en' });
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
  });
});
