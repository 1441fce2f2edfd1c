import { vi } from 'vitest';
import { CommandQueue } from '../lib/queue/command-queue.ts';
import { createMemoryQueueStore } from '../lib/queue/idb-store.ts';
import { setCommandQueue } from '../lib/queue/queue.ts';

/**
 * A queue that keeps every command (as if offline: sends are answered "retry" and never retried),
 * in place of the app's, so a screen test reads what a scan queued.
 */
export function holdQueue(): CommandQueue {
  let ids = 0;
  const queue = new CommandQueue({
    store: createMemoryQueueStore(),
    send: vi.fn(async () => ({ type: 'retry' as const })),
    newId: () => `key-${++ids}`,
    setTimer: () => 'held',
  });
  setCommandQueue(queue);
  return queue;
}
