import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommandQueue } from '../../../lib/queue/command-queue.ts';
import { createMemoryQueueStore } from '../../../lib/queue/idb-store.ts';
import { setCommandQueue } from '../../../lib/queue/queue.ts';
import { staffUserFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { MenuPage } from './MenuPage.tsx';

afterEach(() => {
  cleanup();
  setCommandQueue(null);
  localStorage.clear();
});

const warehouse = (id: string, name: string) => ({
  id,
  code: id.toUpperCase(),
  name,
  address: null,
  zipCode: null,
  phone: null,
  cutOffTime: '13:00',
  parcelCompany: null,
});

describe('the task menu', () => {
  it('offers one large button per task and the queue with how many scans wait', async () => {
    const queue = new CommandQueue({
      store: createMemoryQueueStore(),
      send: vi.fn(async () => ({ type: 'retry' as const })),
      setTimer: () => 'held',
    });
    setCommandQueue(queue);
    await queue.enqueue({ kind: 'move', path: '/warehouse/stock/move', body: {}, label: 'x' });
    const { user, router } = renderApp(<MenuPage />, {
      routes: [
        { path: '/', element: <MenuPage /> },
        { path: '*', element: <p>task</p> },
      ],
    });
    const nav = await screen.findByRole('navigation', { name: '작업 선택' });
    expect(nav.textContent).toContain('입고');
    expect(screen.getByRole('link', { name: /전송 대기열/ }).textContent).toContain('1');
    await user.click(screen.getByRole('link', { name: /적치·이동/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/handheld/move'));
  });

  it('has staff choose their warehouse before any task', async () => {
    setCommandQueue(new CommandQueue({ store: createMemoryQueueStore(), send: vi.fn() }));
    fakeApi({
      'GET /api/admin/warehouses': {
        body: [warehouse('wh_1', '인천 1센터'), warehouse('wh_2', '평택 센터')],
      },
    });
    const { user } = renderApp(<MenuPage />, { user: staffUserFixture() });
    expect(await screen.findByText('작업할 창고를 선택해 주세요.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /적치·이동/ }).hasAttribute('disabled')).toBe(true);
    const select = screen.getByLabelText(/작업 창고/, { selector: 'input' });
    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: /평택 센터/, hidden: true }));
    await waitFor(() => expect(screen.getByRole('link', { name: /적치·이동/ })).toBeTruthy());
    expect(JSON.parse(localStorage.getItem('baro.handheld.warehouse') ?? '{}')).toEqual({
      id: 'wh_2',
      name: '평택 센터',
    });
  });
});
