import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCommandQueue } from '../../../lib/queue/queue.ts';
import { pageOf, SOAP, TOWEL, waveFixture } from '../../../test/fixtures.ts';
import { holdQueue } from '../../../test/queue.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createMemoryWaveCache, setWaveCache } from '../wave-cache.ts';
import { PickPage } from './PickPage.tsx';

const vibrate = vi.fn();
beforeEach(() => {
  setWaveCache(createMemoryWaveCache());
  vibrate.mockClear();
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
});
afterEach(() => {
  cleanup();
  setCommandQueue(null);
  setWaveCache(null);
  vi.unstubAllGlobals();
});

const wave = waveFixture();
const { tasks: _tasks, orders: _orders, ...head } = wave;
const api = () =>
  fakeApi({
    'GET /api/warehouse/waves': {
      body: {
        ...pageOf([head, { ...head, id: 'wav_0', waveNo: 'WV-OPEN', status: 'open' }]),
        counts: { open: 1, released: 1, picking: 0, picked: 0, cancelled: 0 },
      },
    },
    'GET /api/warehouse/waves/wav_1': { body: wave },
  });

describe('pick a wave', () => {
  it('walks the tasks in location order: location, SKU, pieces; a short pick is queued as such', async () => {
    api();
    const queue = holdQueue();
    const { user, router } = renderApp(<PickPage />, { path: '/pick' });
    expect(screen.queryByText('WV-OPEN')).toBeNull();
    await user.click(await screen.findByRole('button', { name: /WV261207-0001/ }));
    expect(await screen.findByText('1/2번째 작업')).toBeTruthy();
    // The wave is in the address, so a return to it finds it.
    expect(router.state.location.search).toBe('?wave=wav_1');
    expect(screen.getByText('A-01-01-01-01')).toBeTruthy();

    const location = screen.getByRole('textbox', { name: /위치 코드를 스캔/ });
    await user.type(location, 'A-01-01-02-01{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('가야 할 위치 A-01-01-01-01');
    expect(vibrate).toHaveBeenLastCalledWith([180, 80, 180]);
    await user.type(location, 'a-01-01-01-01{Enter}');
    const sku = await screen.findByRole('textbox', { name: /상품 바코드를 스캔/ });
    await user.type(sku, `${TOWEL.barcode}{Enter}`);
    expect((await screen.findByRole('alert')).textContent).toContain('다른 상품입니다');
    await user.type(sku, `${SOAP.barcode}{Enter}`);
    const pieces = await screen.findByRole('textbox', { name: '수량' });
    expect((pieces as HTMLInputElement).value).toBe('2');
    await user.click(screen.getByRole('button', { name: '피킹 확인' }));

    expect(await screen.findByText('2/2번째 작업')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /위치 코드를 스캔/ }), 'A-01-01-02-01{Enter}');
    await user.type(
      await screen.findByRole('textbox', { name: /상품 바코드를 스캔/ }),
      `${TOWEL.barcode}{Enter}`,
    );
    const short = await screen.findByRole('textbox', { name: '수량' });
    await user.clear(short);
    await user.type(short, '1{Enter}');
    expect(await screen.findByText('이 웨이브의 피킹을 모두 마쳤습니다.')).toBeTruthy();

    await waitFor(() => expect(queue.getSnapshot().pending).toHaveLength(2));
    expect(queue.getSnapshot().pending.map((c) => [c.kind, c.path, c.body])).toEqual([
      ['pick', '/warehouse/waves/wav_1/picks', { taskId: 'pt_1', quantity: 2 }],
      ['pick', '/warehouse/waves/wav_1/picks', { taskId: 'pt_2', quantity: 1 }],
    ]);
    expect(queue.getSnapshot().pending[1]?.label).toContain('부족 2개');
    expect(new Set(queue.getSnapshot().pending.map((c) => c.id)).size).toBe(2);
  });

  it('counts a wave’s orders, pieces and open tasks in English words that agree with them', async () => {
    fakeApi({
      'GET /api/warehouse/waves': {
        body: {
          ...pageOf([
            head,
            { ...head, id: 'wav_2', waveNo: 'WV-BIG', totals: { ...head.totals, orders: 2, units: 1 } },
          ]),
          counts: { open: 0, released: 2, picking: 0, picked: 0, cancelled: 0 },
        },
      },
    });
    holdQueue();
    renderApp(<PickPage />, { path: '/pick', language: 'en' });
    expect(await screen.findByRole('button', { name: /1 order · 5 pieces · 2 tasks left/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /WV-BIG.*2 orders · 1 piece · 2 tasks left/ })).toBeTruthy();
  });

  it('says when no wave has been sent to the handhelds', async () => {
    fakeApi({
      'GET /api/warehouse/waves': {
        body: { ...pageOf([]), counts: { open: 0, released: 0, picking: 0, picked: 0, cancelled: 0 } },
      },
    });
    holdQueue();
    renderApp(<PickPage />, { language: 'en' });
    expect(await screen.findByText(/No wave to work on/)).toBeTruthy();
  });

  it('comes back to its wave and its place offline after the worker left the screen', async () => {
    api();
    const queue = holdQueue();
    const first = renderApp(<PickPage />, { path: '/pick?wave=wav_1' });
    expect(await screen.findByText('1/2번째 작업')).toBeTruthy();
    await first.user.type(screen.getByRole('textbox', { name: /위치 코드를 스캔/ }), 'A-01-01-01-01{Enter}');
    await first.user.type(
      await screen.findByRole('textbox', { name: /상품 바코드를 스캔/ }),
      `${SOAP.barcode}{Enter}`,
    );
    await first.user.click(await screen.findByRole('button', { name: '피킹 확인' }));
    expect(await screen.findByText('2/2번째 작업')).toBeTruthy();
    await waitFor(() => expect(queue.getSnapshot().pending).toHaveLength(1));
    cleanup();

    // The network is gone; the worker comes back from the send queue to /pick?wave=wav_1.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user } = renderApp(<PickPage />, { path: '/pick?wave=wav_1' });
    expect(await screen.findByText('2/2번째 작업')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      '오프라인입니다. 이 단말기에 저장된 웨이브 WV261207-0001의 피킹을 이어서 합니다.',
    );
    expect(screen.getByText('A-01-01-02-01')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /위치 코드를 스캔/ }), 'A-01-01-02-01{Enter}');
    await user.type(
      await screen.findByRole('textbox', { name: /상품 바코드를 스캔/ }),
      `${TOWEL.barcode}{Enter}`,
    );
    await user.click(await screen.findByRole('button', { name: '피킹 확인' }));
    expect(await screen.findByText('이 웨이브의 피킹을 모두 마쳤습니다.')).toBeTruthy();
    await waitFor(() => expect(queue.getSnapshot().pending).toHaveLength(2));
    expect(queue.getSnapshot().pending.map((c) => (c.body as { taskId: string }).taskId)).toEqual([
      'pt_1',
      'pt_2',
    ]);
  });

  it('offers the waves kept on the device when the list cannot be read offline', async () => {
    api();
    holdQueue();
    renderApp(<PickPage />, { path: '/pick?wave=wav_1', language: 'en' });
    expect(await screen.findByText('Task 1 of 2')).toBeTruthy();
    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user, router } = renderApp(<PickPage />, { path: '/pick', language: 'en' });
    await user.click(await screen.findByRole('button', { name: /WV261207-0001.*Kept · 2 tasks left/ }));
    expect(router.state.location.search).toBe('?wave=wav_1');
    expect(await screen.findByText('Task 1 of 2')).toBeTruthy();
  });

  it('forgets a pick the worker discarded from the queue once the wave is read again', async () => {
    api();
    const queue = holdQueue();
    setWaveCache(
      createMemoryWaveCache([{ id: 'wav_1', wave, picked: { pt_1: 2 }, savedAt: new Date().toISOString() }]),
    );
    renderApp(<PickPage />, { path: '/pick?wave=wav_1' });
    // No pick of pt_1 waits in the queue and the server has none: the task is open again.
    expect(await screen.findByText('1/2번째 작업')).toBeTruthy();
    expect(queue.getSnapshot().pending).toHaveLength(0);
  });

  it('says a wave that was never read online cannot be opened offline', async () => {
    holdQueue();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user, router } = renderApp(<PickPage />, { path: '/pick?wave=wav_9' });
    expect((await screen.findByRole('alert')).textContent).toContain('온라인에서 한 번 열어야');
    await user.click(screen.getByRole('button', { name: '다른 웨이브' }));
    expect(router.state.location.search).toBe('');
  });

  it('forgets a kept wave the server no longer has, and one that is picked', async () => {
    const cache = createMemoryWaveCache([
      { id: 'wav_1', wave, picked: {}, savedAt: new Date().toISOString() },
      { id: 'wav_2', wave: { ...wave, id: 'wav_2' }, picked: {}, savedAt: new Date().toISOString() },
    ]);
    setWaveCache(cache);
    holdQueue();
    fakeApi({
      'GET /api/warehouse/waves/wav_1': {
        status: 404,
        body: { code: 'NOT_FOUND', message: '찾을 수 없습니다.' },
      },
      'GET /api/warehouse/waves/wav_2': { body: { ...wave, id: 'wav_2', status: 'picked' } },
    });
    renderApp(<PickPage />, { path: '/pick?wave=wav_1' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(async () => expect(await cache.get('wav_1')).toBeUndefined());
    cleanup();
    renderApp(<PickPage />, { path: '/pick?wave=wav_2' });
    await waitFor(async () => expect(await cache.get('wav_2')).toBeUndefined());
  });
});
