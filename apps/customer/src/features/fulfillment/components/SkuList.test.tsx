import { fakeApi, type SentRequest } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { pageFixture, skuListItemFixture } from '../../../test/fulfillment-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { SkuList } from './SkuList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const query = (request: SentRequest | undefined) =>
  Object.fromEntries(new URL(request?.path ?? '/', 'http://localhost').searchParams);

describe('SkuList', { timeout: 20_000 }, () => {
  test('each SKU: its link, barcode and stock; a SKU at or below its threshold is marked low', async () => {
    fakeApi({
      'GET /api/fulfillment/sku': {
        body: pageFixture([
          skuListItemFixture(),
          skuListItemFixture({
            id: 'sku_01HZXSTRAWXX',
            name: '스테인리스 빨대 세트',
            barcode: 'BR0000000017',
            stock: { onHand: 12, reserved: 4, available: 8 },
          }),
        ]),
      },
    });
    renderApp(<SkuList />, { path: '/mypage/fulfillment/skus' });
    const link = await screen.findByRole('link', { name: '바로 텀블러 500ml 화이트' });
    expect(link.getAttribute('href')).toBe('/mypage/fulfillment/skus/sku_01HZXTUMBLER');
    const [first, second] = within(screen.getByRole('list', { name: '상품 목록' })).getAllByRole('listitem');
    expect(first?.textContent).toContain('8801234567893');
    expect(first?.textContent).toContain('실재고120');
    expect(first?.textContent).toContain('가용100');
    expect(first?.textContent).not.toContain('재고 부족');
    expect(second?.textContent).toContain('재고 부족');
    expect(screen.getByRole('heading', { level: 1, name: '상품(SKU)' })).toBeTruthy();
  });

  test('the search and the page are asked of the server and kept in the address', async () => {
    const api = fakeApi({
      'GET /api/fulfillment/sku': (request) => ({
        body: pageFixture([skuListItemFixture()], Number(query(request).page ?? 1), 45),
      }),
    });
    const { user, router } = renderApp(<SkuList />, { path: '/mypage/fulfillment/skus' });
    await screen.findByRole('link', { name: '바로 텀블러 500ml 화이트' });
    await user.type(screen.getByRole('searchbox', { name: '검색' }), '텀블러{Enter}');
    await waitFor(() =>
      expect(query(api.sent('GET /api/fulfillment/sku').at(-1))).toEqual({
        q: '텀블러',
        page: '1',
        size: '20',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('텀블러');
    await user.click(await screen.findByRole('button', { name: /2/ }));
    await waitFor(() =>
      expect(query(api.sent('GET /api/fulfillment/sku').at(-1))).toEqual({
        q: '텀블러',
        page: '2',
        size: '20',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });

  test('no SKUs yet: the way to register one; a search that finds none: the way back', async () => {
    fakeApi({ 'GET /api/fulfillment/sku': { body: pageFixture([]) } });
    const first = renderApp(<SkuList />, { path: '/mypage/fulfillment/skus' });
    expect(await screen.findByText('아직 등록한 상품이 없습니다.')).toBeTruthy();
    expect(
      screen.getAllByRole('link', { name: '상품 등록' }).map((link) => link.getAttribute('href')),
    ).toContain('/mypage/fulfillment/skus/new');
    first.unmount();
    const { user, router } = renderApp(<SkuList />, { path: '/mypage/fulfillment/skus?q=없는상품' });
    expect(await screen.findByText('"없는상품"에 맞는 상품이 없습니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '검색 지우기' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  test('a failure is said in the server words, with a retry', async () => {
    fakeApi({
      'GET /api/fulfillment/sku': {
        status: 403,
        body: {
          code: 'FULFILLMENT_NOT_APPROVED',
          message: '풀필먼트 서비스 신청이 승인된 뒤에 이용할 수 있습니다.',
        },
      },
    });
    renderApp(<SkuList />, { path: '/mypage/fulfillment/skus' });
    expect(await screen.findByText('풀필먼트 서비스 신청이 승인된 뒤에 이용할 수 있습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /다시 시도/ })).toBeTruthy();
  });
});
