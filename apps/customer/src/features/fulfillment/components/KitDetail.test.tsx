import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, within } from '@testing-library/react';
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
