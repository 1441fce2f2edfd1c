import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetSkus } from '../../../lib/floor-reads.ts';
import { setCommandQueue } from '../../../lib/queue/queue.ts';
import { pageOf, SOAP, stockRowFixture, TOWEL } from '../../../test/fixtures.ts';
import { holdQueue } from '../../../test/queue.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CountPage, countDifferences } from './CountPage.tsx';

beforeEach(() => forgetSkus());
afterEach(() => {
  cleanup();
  setCommandQueue(null);
});

const SHELF = 'A-01-01-01-01';

describe('count', () => {
  it('lists what the system has at the location, adds one per scan, and queues the differences as adjustments', async () => {
    const api = fakeApi({
      'GET /api/warehouse/stock': (request) =>
        request.path.includes('locationCode')
          ? { body: pageOf([stockRowFixture(SOAP, SHELF, 2), stockRowFixture(TOWEL, SHELF, 1)]) }
          : { body: pageOf([]) },
    });
    const queue = holdQueue();
    const { user } = renderApp(<CountPage />);
    await user.type(await screen.findByRole('textbox', { name: /위치 코드를 스캔/ }), 'a-01-01-01-01{Enter}');
    expect(await screen.findByText('바로 비누')).toBeTruthy();
    expect(api.sent('GET /api/warehouse/stock')[0]?.path).toContain(`locationCode=${SHELF}`);
    const sku = screen.getByRole('textbox', { name: /상품 바코드를 스캔/ });
    for (let i = 0; i < 3; i += 1) await user.type(sku, `${SOAP.barcode}{Enter}`);
    await user.type(sku, `${TOWEL.barcode}{Enter}`);
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: '실사 수량 바로 비누' }) as HTMLInputElement).value).toBe(
        '3',
      ),
    );
    await user.click(screen.getByRole('button', { name: '실사 제출' }));
    await waitFor(() => expect(queue.getSnapshot().pending).toHaveLength(1));
    expect(queue.getSnapshot().pending[0]).toMatchObject({
      kind: 'adjust',
      path: '/warehouse/stock/adjust',
      body: { skuId: SOAP.id, locationCode: SHELF, quantity: 1, reason: '재고 실사 (스캐너)' },
    });
    expect((await screen.findByRole('status')).textContent).toBe('차이 1건을 조정으로 대기열에 넣었습니다.');
  });

  it('refuses to count where the balances cannot be read', async () => {
    fakeApi({
      'GET /api/warehouse/stock': { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'x' } },
    });
    holdQueue();
    const { user } = renderApp(<CountPage />, { language: 'en' });
    await user.type(await screen.findByRole('textbox', { name: /Scan a location code/ }), `${SHELF}{Enter}`);
    expect((await screen.findByRole('alert')).textContent).toContain(
      "This location's stock could not be loaded",
    );
  });

  it('comes to counted − system per SKU where they differ', () => {
    expect(
      countDifferences([
        { sku: SOAP, system: 2, counted: 0 },
        { sku: TOWEL, system: 1, counted: 1 },
      ]),
    ).toEqual([{ sku: SOAP, difference: -2 }]);
  });
});
