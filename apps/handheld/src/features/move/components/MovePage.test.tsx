import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSkus } from '../../../lib/floor-reads.ts';
import { setCommandQueue } from '../../../lib/queue/queue.ts';
import { pageOf, SOAP, staffUserFixture, stockRowFixture } from '../../../test/fixtures.ts';
import { holdQueue } from '../../../test/queue.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { MovePage } from './MovePage.tsx';

const vibrate = vi.fn();
beforeEach(() => {
  forgetSkus();
  vibrate.mockClear();
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
});
afterEach(() => {
  cleanup();
  setCommandQueue(null);
  vi.unstubAllGlobals();
});

const scan = async (user: ReturnType<typeof renderApp>['user'], label: RegExp, code: string) => {
  await user.type(await screen.findByRole('textbox', { name: label }), `${code}{Enter}`);
};

describe('put away / move', () => {
  it('takes SKU, from, to and quantity from scans and queues one move with its own key', async () => {
    const api = fakeApi({
      'GET /api/warehouse/stock': { body: pageOf([stockRowFixture(SOAP, 'RCV-01-01-01-01', 5)]) },
    });
    const queue = holdQueue();
    const { user } = renderApp(<MovePage />);
    expect(await screen.findByText('1/4단계')).toBeTruthy();
    await scan(user, /상품 바코드를 스캔/, SOAP.barcode);
    expect(await screen.findByText('2/4단계')).toBeTruthy();
    expect(api.sent('GET /api/warehouse/stock')[0]?.path).toContain(`barcode=${SOAP.barcode}`);
    expect(vibrate).toHaveBeenLastCalledWith(60);
    await scan(user, /출발 위치를 스캔/, 'rcv-01-01-01-01');
    await scan(user, /도착 위치를 스캔/, 'RCV-01-01-01-01');
    expect((await screen.findByRole('alert')).textContent).toContain('출발 위치와 다른 위치');
    expect(vibrate).toHaveBeenLastCalledWith([180, 80, 180]);
    await scan(user, /도착 위치를 스캔/, 'A-01-01-01-01');
    const quantity = await screen.findByRole('textbox', { name: '수량' });
    await user.clear(quantity);
    await user.type(quantity, '3{Enter}');
    await waitFor(() => expect(queue.getSnapshot().pending).toHaveLength(1));
    expect(queue.getSnapshot().pending[0]).toMatchObject({
      id: 'key-1',
      kind: 'move',
      path: '/warehouse/stock/move',
      body: {
        skuId: SOAP.id,
        fromLocationCode: 'RCV-01-01-01-01',
        toLocationCode: 'A-01-01-01-01',
        quantity: 3,
      },
    });
    expect((await screen.findByRole('status')).textContent).toContain('바로 비누 ×3');
    expect(await screen.findByText('1/4단계')).toBeTruthy();
  });

  it('refuses a barcode the warehouse does not have and a code that is not a location, with the error buzz', async () => {
    fakeApi({ 'GET /api/warehouse/stock': { body: pageOf([]) } });
    holdQueue();
    const { user } = renderApp(<MovePage />, { language: 'en' });
    await scan(user, /Scan a SKU barcode/, '0000');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No SKU with this barcode in the warehouse: 0000',
    );
    expect(vibrate).toHaveBeenLastCalledWith([180, 80, 180]);
  });

  it('says when a barcode cannot be checked offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    holdQueue();
    const { user } = renderApp(<MovePage />);
    await scan(user, /상품 바코드를 스캔/, '8801');
    expect((await screen.findByRole('alert')).textContent).toContain('오프라인이라 바코드 8801');
  });

  it("adds staff's chosen warehouse to the move", async () => {
    localStorage.setItem('baro.handheld.warehouse', JSON.stringify({ id: 'wh_2', name: '평택 센터' }));
    const api = fakeApi({
      'GET /api/warehouse/stock': { body: pageOf([stockRowFixture(SOAP, 'A-01-01-01-01', 5)]) },
    });
    const queue = holdQueue();
    const { user } = renderApp(<MovePage />, { user: staffUserFixture() });
    await scan(user, /상품 바코드를 스캔/, SOAP.barcode);
    expect(api.sent('GET /api/warehouse/stock')[0]?.path).toContain('warehouseId=wh_2');
    await scan(user, /출발 위치를 스캔/, 'A-01-01-01-01');
    await scan(user, /도착 위치를 스캔/, 'A-01-01-01-02');
    await user.type(await screen.findByRole('textbox', { name: '수량' }), '{Enter}');
    await waitFor(() =>
      expect(queue.getSnapshot().pending[0]?.body).toMatchObject({ warehouseId: 'wh_2', quantity: 1 }),
    );
    localStorage.clear();
  });
});
