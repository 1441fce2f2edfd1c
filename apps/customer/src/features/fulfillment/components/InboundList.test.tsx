import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { pageFixture } from '../../../test/fulfillment-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { InboundList } from './InboundList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InboundList', { timeout: 20_000 }, () => {
  test('each inbound with its day, products, boxes and progress; tabs with counts', async () => {
    fakeApi({
      'GET /api/fulfillment/inbound': {
        body: {
          ...pageFixture([
            {
              id: 'inb_1',
              inboundNo: 'IB261127-0001',
              status: 'receiving',
              expectedDate: '2026-11-30',
              boxes: 3,
              teamName: '바로무역',
              skuCount: 2,
              expectedQuantity: 150,
              receivedQuantity: 115,
              createdAt: '2026-11-27T01:00:00Z',
            },
          ]),
          counts: { requested: 2, arrived: 0, receiving: 1, completed: 5, canceled: 0 },
        },
      },
    });
    renderApp(<InboundList />, { path: '/mypage/fulfillment/inbound' });
    const link = await screen.findByRole('link', { name: 'IB261127-0001' });
    expect(link.getAttribute('href')).toBe('/mypage/fulfillment/inbound/inb_1');
    const row = link.closest('li') as HTMLElement;
    expect(row.textContent).toContain('도착 예정일 2026년 11월 30일 · 상품 2종 · 박스 수 3');
    expect(within(row).getByRole('progressbar', { name: '입고 진행률' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '전체 8' })).toBeTruthy();
  });
});
