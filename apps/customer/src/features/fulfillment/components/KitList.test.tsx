import { fakeApi, type SentRequest } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { kitFixture, pageFixture } from '../../../test/fulfillment-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { KitList } from './KitList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const query = (request: SentRequest | undefined) =>
  Object.fromEntries(new URL(request?.path ?? '/', 'http://localhost').searchParams);

describe('KitList', { timeout: 20_000 }, () => {
  test('each kit with its components and the kits available; the search goes to the server and the address', async () => {
    const api = fakeApi({
      'GET /api/fulfillment/group': {
        body: pageFixture([kitFixture(), kitFixture({ id: 'gsk_2', name: '빈 세트', available: 0 })]),
      },
    });
    const { user, router } = renderApp(<KitList />, { path: '/mypage/fulfillment/kits' });
    const link = await screen.findByRole('link', { name: '선물 세트 A' });
    expect(link.getAttribute('href')).toBe('/mypage/fulfillment/kits/gsk_01HZXGIFTSET');
    const item = link.closest('li') as HTMLElement;
    expect(item.textContent).toContain('구성품 2종');
    expect(item.textContent).toContain('바로 텀블러 500ml 화이트 ×2');
    expect(item.textContent).toContain('27세트');
    await user.type(screen.getByRole('searchbox', { name: '검색' }), '선물{Enter}');
    await waitFor(() =>
      expect(query(api.sent('GET /api/fulfillment/group').at(-1))).toMatchObject({ q: '선물' }),
    );
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('선물')}`);
  });

  test('the withdrawn tab asks the server for withdrawn kits and marks them; an empty one leads back', async () => {
    const api = fakeApi({
      'GET /api/fulfillment/group': (request) =>
        query(request).status === 'withdrawn'
          ? {
              body: pageFixture([
                kitFixture({
                  id: 'gsk_old',
                  name: '단종 세트',
                  status: 'withdrawn',
                  withdrawnAt: '2026-12-01T00:00:00Z',
                }),
              ]),
            }
          : { body: pageFixture([kitFixture()]) },
    });
    const { user, router } = renderApp(<KitList />, { path: '/mypage/fulfillment/kits' });
    await screen.findByRole('link', { name: '선물 세트 A' });
    expect(query(api.sent('GET /api/fulfillment/group')[0]).status).toBeUndefined();
    await user.click(screen.getByRole('tab', { name: '철회됨' }));
    const old = await screen.findByRole('link', { name: '단종 세트' });
    expect(old.closest('li')?.textContent).toContain('철회됨');
    expect(query(api.sent('GET /api/fulfillment/group').at(-1))).toMatchObject({ status: 'withdrawn' });
    expect(router.state.location.search).toBe('?status=withdrawn');
  });

  test('no withdrawn kits: said so, with the way back to the kits in use', async () => {
    fakeApi({ 'GET /api/fulfillment/group': { body: pageFixture([]) } });
    const { user, router } = renderApp(<KitList />, {
      path: '/mypage/fulfillment/kits?status=withdrawn',
      language: 'en',
    });
    expect(await screen.findByText('No withdrawn kits.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show kits in use' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  test('no kits yet: what they are for, and the way to make one', async () => {
    fakeApi({ 'GET /api/fulfillment/group': { body: pageFixture([]) } });
    renderApp(<KitList />, { path: '/mypage/fulfillment/kits' });
    expect(await screen.findByText('아직 등록한 세트 상품이 없습니다.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '세트 상품 등록' })[0]?.getAttribute('href')).toBe(
      '/mypage/fulfillment/kits/new',
    );
  });
});
