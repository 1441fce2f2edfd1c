import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { movementFixture, skuDetailFixture } from '../../../test/fulfillment-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { SkuDetail } from './SkuDetail.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MOVEMENTS = 'GET /api/fulfillment/inventory/movements';
/** The paged movements as the server answers them: the detail's latest ones are its first page. */
const firstPage = {
  body: { items: skuDetailFixture().movements, total: 2, page: 1, size: 20, pageCount: 1 },
};

describe('SkuDetail', { timeout: 20_000 }, () => {
  test('stock, stock per location and the latest movements in Seoul time, through the fulfillment slice', async () => {
    fakeApi({
      'GET /api/fulfillment/sku/sku_01HZXTUMBLER': { body: skuDetailFixture() },
      [MOVEMENTS]: firstPage,
    });
    const { store } = renderApp(<SkuDetail skuId="sku_01HZXTUMBLER" />, {
      path: '/mypage/fulfillment/skus/sku_01HZXTUMBLER',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '바로 텀블러 500ml 화이트' })).toBeTruthy();
    expect(store.getState().fulfillment.skuDetail).toMatchObject({
      status: 'SUCCESS',
      key: 'sku_01HZXTUMBLER',
    });
    const stock = screen.getByRole('region', { name: '재고' });
    expect(stock.textContent).toContain('실재고120');
    expect(stock.textContent).toContain('가용100');
    expect(stock.textContent).toContain('격리2');
    const locations = screen.getByRole('table', { name: '로케이션별 재고' });
    expect(within(locations).getAllByRole('row')).toHaveLength(3);
    expect(locations.textContent).toContain('A-01-01-01-02');
    const movements = screen.getByRole('table', { name: '최근 재고 변동' });
    const [, reserve, receive] = within(movements).getAllByRole('row');
    expect(reserve?.textContent).toContain('2026년 11월 22일 09:10');
    expect(reserve?.textContent).toContain('예약');
    expect(reserve?.textContent).toContain('+20');
    expect(reserve?.textContent).toContain('FO261122-00001');
    expect(receive?.textContent).toContain('입고');
    expect(screen.getByRole('link', { name: '수정' }).getAttribute('href')).toBe(
      '/mypage/fulfillment/skus/sku_01HZXTUMBLER/edit',
    );
    expect(document.title).toContain('바로 텀블러 500ml 화이트');
  });

  test('in English, with the product information', async () => {
    fakeApi({
      'GET /api/fulfillment/sku/sku_01HZXTUMBLER': { body: skuDetailFixture() },
      [MOVEMENTS]: firstPage,
    });
    renderApp(<SkuDetail skuId="sku_01HZXTUMBLER" />, { language: 'en', path: '/x' });
    const info = await screen.findByRole('region', { name: 'Product information' });
    expect(info.textContent).toContain('80 × 80 × 220 mm');
    expect(info.textContent).toContain('KRW 12,000');
    expect(screen.getByRole('table', { name: 'Recent stock movements' }).textContent).toContain(
      'Nov 22, 2026 09:10',
    );
  });

  test("another team's SKU (404): not found, with the way back to the list", async () => {
    fakeApi({
      'GET /api/fulfillment/sku/sku_other': {
        status: 404,
        body: { code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' },
      },
    });
    const { store } = renderApp(<SkuDetail skuId="sku_other" />, { path: '/x' });
    expect(await screen.findByText(/찾을 수 없습니다\. 이미 삭제되었거나/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe(
      '/mypage/fulfillment/skus',
    );
    expect(store.getState().fulfillment.skuDetail).toMatchObject({ status: 'FAILURE', key: 'sku_other' });
  });

  test('another failure: the server words and a retry that asks again', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/fulfillment/sku/sku_01HZXTUMBLER': () => {
        calls += 1;
        return calls === 1
          ? {
              status: 503,
              body: { code: 'SERVICE_UNAVAILABLE', message: '서비스를 일시적으로 이용할 수 없습니다.' },
            }
          : { body: skuDetailFixture() };
      },
    });
    const { user } = renderApp(<SkuDetail skuId="sku_01HZXTUMBLER" />, { path: '/x' });
    expect(await screen.findByText('서비스를 일시적으로 이용할 수 없습니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /다시 시도/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '바로 텀블러 500ml 화이트' })).toBeTruthy();
  });

  test('every movement, a page at a time; a page that fails says why and asks again', async () => {
    const older = (page: number) =>
      Array.from({ length: page === 3 ? 5 : 20 }, (_, i) =>
        movementFixture({ id: `mov_p${page}_${i}`, reason: `페이지${page}-${i}`, kind: 'adjust' }),
      );
    let failPage3 = true;
    const api = fakeApi({
      'GET /api/fulfillment/sku/sku_01HZXTUMBLER': { body: skuDetailFixture() },
      [MOVEMENTS]: (request) => {
        const page = Number(new URL(request.path, 'http://x').searchParams.get('page'));
        if (page === 3 && failPage3) {
          failPage3 = false;
          return {
            status: 503,
            body: { code: 'SERVICE_UNAVAILABLE', message: '서비스를 일시적으로 이용할 수 없습니다.' },
          };
        }
        return { body: { items: older(page), total: 45, page, size: 20, pageCount: 3 } };
      },
    });
    const { user } = renderApp(<SkuDetail skuId="sku_01HZXTUMBLER" />, { path: '/x' });
    const table = async () => screen.findByRole('table', { name: '최근 재고 변동' });
    await screen.findByRole('button', { name: '3 페이지' });
    expect(api.sent(MOVEMENTS)[0]?.path).toBe(
      '/api/fulfillment/inventory/movements?skuId=sku_01HZXTUMBLER&page=1&size=20',
    );
    expect((await table()).textContent).toContain('페이지1-0');

    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(async () => expect((await table()).textContent).toContain('페이지2-19'));
    expect(within(await table()).getAllByRole('row')).toHaveLength(21);

    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    expect(await screen.findByText('서비스를 일시적으로 이용할 수 없습니다.')).toBeTruthy();
    expect((await table()).textContent).toContain('페이지2-19');
    await user.click(screen.getByRole('button', { name: /다시 시도/ }));
    await waitFor(async () => expect((await table()).textContent).toContain('페이지3-4'));
    expect(within(await table()).getAllByRole('row')).toHaveLength(6);
  });
});
