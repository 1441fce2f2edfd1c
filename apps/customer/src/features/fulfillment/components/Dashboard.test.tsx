import { fakeApi } from '@baro/client/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { dashboardFixture } from '../../../test/fulfillment-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { Dashboard } from './Dashboard.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Dashboard', { timeout: 20_000 }, () => {
  test('today against the cut-off, on-time rate, orders by status and low stock', async () => {
    fakeApi({ 'GET /api/fulfillment/dashboard': { body: dashboardFixture() } });
    renderApp(<Dashboard />, { path: '/mypage/fulfillment' });
    const today = await screen.findByRole('region', { name: '오늘 주문' });
    expect(today.textContent).toContain('오늘 (2026년 11월 27일)');
    expect(today.textContent).toContain('마감 13:00 · 마감 전 9건 · 마감 후 3건');
    expect(screen.getByRole('region', { name: '오늘 출고 예정' }).textContent).toContain('출고 7 / 10건');
    expect(screen.getByRole('region', { name: '정시 출고율 (최근 30일)' }).textContent).toContain('97.5%');
    expect(screen.getByRole('link', { name: '재고 대기' }).getAttribute('href')).toBe(
      '/mypage/fulfillment/orders?status=waiting',
    );
    expect(screen.getByRole('region', { name: '재고 부족 상품' }).textContent).toContain('가용 3 / 기준 10');
  });

  test('a day off, and nothing due in 30 days, in English', async () => {
    fakeApi({
      'GET /api/fulfillment/dashboard': {
        body: dashboardFixture({
          today: { ...dashboardFixture().today, isBusinessDay: false },
          onTime: { from: '2026-10-28', to: '2026-11-26', due: 0, shippedOnTime: 0, rate: null },
          lowStock: [],
        }),
      },
    });
    renderApp(<Dashboard />, { path: '/x', language: 'en' });
    expect(
      await screen.findByText('No shipping today. Orders that come in ship the next business day.'),
    ).toBeTruthy();
    expect(screen.getByText('No order was due in the last 30 days.')).toBeTruthy();
    expect(screen.getByText('No product is low on stock.')).toBeTruthy();
  });
});
