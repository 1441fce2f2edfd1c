import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { kitFixture } from '../../../test/fulfillment-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { KitDetail } from './KitDetail.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('KitDetail', { timeout: 20_000 }, () => {
  test('whole kits available, each component with its stock and the kits it allows; the scarcest marked', async () => {
    fakeApi({ 'GET /api/fulfillment/group/gsk_01HZXGIFTSET': { body: kitFixture() } });
    const { store } = renderApp(<KitDetail groupSkuId="gsk_01HZXGIFTSET" />, { path: '/x' });
    expect(await screen.findByRole('heading', { level: 1, name: '선물 세트 A' })).toBeTruthy();
    expect(store.getState().fulfillment.groupSkuDetail).toMatchObject({
      status: 'SUCCESS',
      key: 'gsk_01HZXGIFTSET',
    });
    expect(screen.getByText('27세트')).toBeTruthy();
    const [, tumbler, straw] = within(screen.getByRole('table', { name: '구성품' })).getAllByRole('row');
    expect(tumbler?.textContent).toContain('바로 텀블러 500ml 화이트');
    // 100 available, 2 per kit: 50 kits; the straws (27, 1 per kit) are the limit.
    expect(tumbler?.textContent).toContain('50');
    expect(tumbler?.textContent).not.toContain('가장 부족한 구성품');
    expect(straw?.textContent).toContain('27가장 부족한 구성품');
    expect(
      within(tumbler as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/mypage/fulfillment/skus/sku_01HZXTUMBLER');
  });

  test('a kit in use links to its edit and is withdrawn after a confirmation; then it says so', async () => {
    let withdrawn = false;
    const api = fakeApi({
      'GET /api/fulfillment/group/gsk_01HZXGIFTSET': () => ({
        body: withdrawn
          ? kitFixture({ status: 'withdrawn', withdrawnAt: '2026-12-08T03:00:00Z' })
          : kitFixture(),
      }),
      'POST /api/fulfillment/group/gsk_01HZXGIFTSET/withdraw': () => {
        withdrawn = true;
        return { body: kitFixture({ status: 'withdrawn', withdrawnAt: '2026-12-08T03:00:00Z' }) };
      },
    });
    const { user } = renderApp(<KitDetail groupSkuId="gsk_01HZXGIFTSET" />, { path: '/x' });
    expect(await screen.findByText('사용 중')).toBeTruthy();
    expect(screen.getByRole('link', { name: '수정' }).getAttribute('href')).toBe(
      '/mypage/fulfillment/kits/gsk_01HZXGIFTSET/edit',
    );

    // Cancel in the dialog sends nothing.
    await user.click(screen.getByRole('button', { name: '세트 철회' }));
    const dialog = await screen.findByRole('dialog', { name: '선물 세트 A 세트를 철회할까요?' });
    expect(dialog.textContent).toContain('이미 들어온 주문은 그대로 출고됩니다');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST /api/fulfillment/group/gsk_01HZXGIFTSET/withdraw')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '세트 철회' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: '세트 철회' }));
    expect(await screen.findByText(/철회된 세트입니다/)).toBeTruthy();
    expect(api.sent('POST /api/fulfillment/group/gsk_01HZXGIFTSET/withdraw')).toHaveLength(1);
    expect(screen.getByText('철회됨')).toBeTruthy();
    expect(screen.getByText('철회일')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '수정' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: '세트 철회' })).toBeNull());
  });

  test('a refused withdrawal is told in the server’s words and the kit stays as it was', async () => {
    fakeApi({
      'GET /api/fulfillment/group/gsk_01HZXGIFTSET': { body: kitFixture() },
      'POST /api/fulfillment/group/gsk_01HZXGIFTSET/withdraw': {
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', message: 'The service is busy. Try again in a moment.' },
      },
    });
    const { user } = renderApp(<KitDetail groupSkuId="gsk_01HZXGIFTSET" />, { path: '/x', language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Withdraw kit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the kit 선물 세트 A?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw kit' }));
    expect(await screen.findByText('The service is busy. Try again in a moment.')).toBeTruthy();
    expect(screen.getByText('In use')).toBeTruthy();
  });

  test("another team's kit: not found, with the way back", async () => {
    fakeApi({
      'GET /api/fulfillment/group/gsk_x': { status: 404, body: { code: 'NOT_FOUND', message: '없음' } },
    });
    renderApp(<KitDetail groupSkuId="gsk_x" />, { path: '/x', language: 'en' });
    expect(await screen.findByText(/Not found\. It may have been deleted/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe(
      '/mypage/fulfillment/kits',
    );
  });
});
