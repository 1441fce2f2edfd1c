import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetSkus } from '../../../lib/floor-reads.ts';
import { setCommandQueue } from '../../../lib/queue/queue.ts';
import { pageOf, SOAP, stockRowFixture, TOWEL } from '../../../test/fixtures.ts';
import { holdQueue } from '../../../test/queue.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CountPage, countCommands } from './CountPage.tsx';

beforeEach(() => forgetSkus());
afterEach(() => {
  cleanup();
  setCommandQueue(null);
});

const SHELF = 'A-01-01-01-01';

describe('count', () => {
  it('lists what the system has at the location, adds one per scan, and queues a set count per SKU as of the submit', async () => {
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
    await waitFor(() => expect(queue.getSnapshot().pending).toHaveLength(2));
    const [soap, towel] = queue.getSnapshot().pending;
    expect(soap).toMatchObject({
      kind: 'count',
      path: '/warehouse/stock/count',
      label: `바로 비누 = 3 · ${SHELF}`,
      body: { skuId: SOAP.id, locationCode: SHELF, counted: 3, reason: '재고 실사 (스캐너)' },
    });
    expect(towel?.body).toMatchObject({ skuId: TOWEL.id, counted: 1 });
    const countedAt = String((soap?.body as { countedAt?: string } | undefined)?.countedAt);
    expect(Math.abs(Date.parse(countedAt) - Date.now())).toBeLessThan(60_000);
    expect((await screen.findByRole('status')).textContent).toBe(
      '실사 결과 2건을 대기열에 넣었습니다. 실사한 시점 기준으로 반영됩니다.',
    );
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

  it('sends what was counted of every SKU listed, not the difference from the system', () => {
    expect(
      countCommands(
        [
          { sku: SOAP, system: 2, counted: 0 },
          { sku: TOWEL, system: 1, counted: 1 },
        ],
        { location: SHELF, countedAt: '2026-12-08T01:00:00.000Z', reason: '재고 실사' },
      ).map((c) => c.body),
    ).toEqual([
      {
        skuId: SOAP.id,
        locationCode: SHELF,
        counted: 0,
        countedAt: '2026-12-08T01:00:00.000Z',
        reason: '재고 실사',
      },
      {
        skuId: TOWEL.id,
        locationCode: SHELF,
        counted: 1,
        countedAt: '2026-12-08T01:00:00.000Z',
        reason: '재고 실사',
      },
    ]);
  });
});
