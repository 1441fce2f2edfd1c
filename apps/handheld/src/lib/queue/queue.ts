import { scanFeedback } from '@baro/client';
import { useSyncExternalStore } from 'react';
import { apiClient } from '../api.ts';
import { afterNextPaint, CommandQueue, type QueueSnapshot, type QueueStore } from './command-queue.ts';
import { createIdbQueueStore, createMemoryQueueStore } from './idb-store.ts';
import { createSender } from './send-command.ts';

function browserStore(): QueueStore {
  return typeof indexedDB === 'undefined' ? createMemoryQueueStore() : createIdbQueueStore();
}

let queue: CommandQueue | null = null;

/**
 * The app's one command queue (IndexedDB, sent through the app's API client). Started once: it
 * reads what an earlier visit left, sends it, and wakes up when the browser is online again.
 * A refusal buzzes (the worker may be on another screen by then).
 */
export function commandQueue(): CommandQueue {
  if (queue) return queue;
  const created = new CommandQueue({
    store: browserStore(),
    send: createSender(apiClient),
    onRefused: () => scanFeedback('error'),
    // The scan's feedback paints before the line re-renders and the send starts (issue 15).
    scheduleDrain: afterNextPaint,
  });
  queue = created;
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => created.wake());
    void created.load();
  }
  return created;
}

/** Tests put a queue of their own in place (and null afterwards). */
export function setCommandQueue(next: CommandQueue | null): void {
  queue = next;
}

/** The queue's pending and parked commands, re-rendering as they change. */
export function useQueueSnapshot(): QueueSnapshot {
  const current = commandQueue();
  return useSyncExternalStore(current.subscribe, current.getSnapshot, current.getSnapshot);
}

/** True while the browser says it is offline. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}
