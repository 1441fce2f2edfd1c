import { fakeApi, type SentRequest } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { inventoryItemFixture, pageFixture } from '../../../test/fulfillment-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { InventoryList } from './InventoryList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const query = (request: SentRequest | undefined) =>
  Object.fromEntries(new URL(request?.path ?? '/', 'http://localhost').searchParams);

describe('InventoryList', { timeout: 20_000 }, () => {
  test('each SKU with its stock and where it lies; "low stock only" goes to the server and the address', async () => {
    const api = fakeApi({
      'GET /api/fulfillment/inventory': { body: pageFixture([inventoryItemFixture()]) },
    });
    const { user, router } = renderApp(<InventoryList />, { path: '/mypage/fulfillment/inventory' });
    const link = await screen.findByRole('link', { name: '바로 텀블러 500ml 화이트' });
    const item = link.closest('li') as HTMLElement;
    expect(item.textContent).toContain('가용100');
    expect(item.textContent).toContain('로케이션 2곳: A-01-01-01-01 100 · A-01-01-01-02 20');
    await user.click(screen.getByRole('checkbox', { name: '재고 부족만 보기' }));
    await waitFor(() =>
      expect(query(api.sent('GET /api/fulfillment/inventory').at(-1))).toEqual({
        lowStock: 'true',
        page: '1',
        size: '20',
      }),
    );
    expect(router.state.location.search).toBe('?lowStock=true');
  });

  test('nothing in stock yet, and nothing matching', async () => {
    fakeApi({ 'GET /api/fulfillment/inventory': { body: pageFixture([]) } });
    const first = renderApp(<InventoryList />, { path: '/mypage/fulfillment/inventory' });
    expect(await screen.findByText('아직 재고가 없습니다.')).toBeTruthy();
    first.unmount();
    const { user, router } = renderApp(<InventoryList />, {
      path: '/mypage/fulfillment/inventory?lowStock=true',
    });
    expect(await screen.findByText('조건에 맞는 재고가 없습니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '전체 보기' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
