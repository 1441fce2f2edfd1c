import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommandQueue } from '../../../lib/queue/command-queue.ts';
import { createMemoryQueueStore } from '../../../lib/queue/idb-store.ts';
import { setCommandQueue } from '../../../lib/queue/queue.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { QueuePage } from './QueuePage.tsx';

afterEach(() => {
  cleanup();
  setCommandQueue(null);
});

const move = (label: string) => ({
  kind: 'move' as const,
  path: '/warehouse/stock/move',
  body: { label },
  label,
});

describe('the send queue screen', () => {
  it('shows what waits to be sent and what the server refused, and lets the worker send again or discard', async () => {
    let ids = 0;
    const answers = [
      { type: 'refused' as const, code: 'INSUFFICIENT_STOCK', message: '재고가 부족합니다.' },
      { type: 'refused' as const, code: 'INSUFFICIENT_STOCK', message: '재고가 부족합니다.' },
      { type: 'retry' as const },
    ];
    const send = vi.fn(async () => answers.shift() ?? { type: 'retry' as const });
    const queue = new CommandQueue({
      store: createMemoryQueueStore(),
      send,
      newId: () => `key-${++ids}`,
      setTimer: () => 'held',
    });
    setCommandQueue(queue);
    await queue.enqueue(move('바로 비누 ×3 · A → B'));
    await queue.enqueue(move('바로 수건 ×1 · A → C'));
    await queue.enqueue(move('바로 컵 ×2 · A → D'));
    await waitFor(() => expect(queue.getSnapshot().stalled).toBe(true));

    const { user } = renderApp(<QueuePage />);
    expect(await screen.findByRole('heading', { name: '확인 필요' })).toBeTruthy();
    expect(screen.getByText('바로 비누 ×3 · A → B')).toBeTruthy();
    expect(screen.getAllByText('재고가 부족합니다.')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: '전송 대기' })).toBeTruthy();
    expect(screen.getByText('바로 컵 ×2 · A → D')).toBeTruthy();
    expect(screen.getByText(/연결이 끊겨/)).toBeTruthy();

    const [, discardSecond] = screen.getAllByRole('button', { name: '버리기' });
    await user.click(discardSecond as HTMLElement);
    await waitFor(() => expect(screen.queryByText('바로 수건 ×1 · A → C')).toBeNull());
    await user.click(screen.getByRole('button', { name: '다시 보내기' }));
    await waitFor(() => expect(queue.getSnapshot().parked).toEqual([]));
    expect(queue.getSnapshot().pending.map((c) => c.label)).toEqual([
      '바로 컵 ×2 · A → D',
      '바로 비누 ×3 · A → B',
    ]);
  });

  it('says when nothing waits', async () => {
    setCommandQueue(new CommandQueue({ store: createMemoryQueueStore(), send: vi.fn() }));
    renderApp(<QueuePage />, { language: 'en' });
    expect(await screen.findByText('Nothing to send. Every scan has been sent.')).toBeTruthy();
  });
});
