import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterNextPaint,
  backoffMs,
  CommandQueue,
  type QueuedCommand,
  type SendOutcome,
} from './command-queue.ts';
import { createIdbQueueStore, createMemoryQueueStore } from './idb-store.ts';

let ids = 0;
const newId = () => `key-${++ids}`;
const move = (label: string) => ({
  kind: 'move' as const,
  path: '/warehouse/stock/move',
  body: { label },
  label,
});

/** A server the test answers by hand: each send waits for the test's outcome. */
function scriptedServer() {
  const sent: string[] = [];
  const answers: SendOutcome[] = [];
  const send = vi.fn(async (command: QueuedCommand): Promise<SendOutcome> => {
    sent.push(`${command.label}:${command.id}`);
    return answers.shift() ?? { type: 'done' };
  });
  return { sent, answers, send };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  ids = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the command queue', () => {
  it('sends commands in order with one key each, and forgets each once applied', async () => {
    const server = scriptedServer();
    const store = createMemoryQueueStore();
    const queue = new CommandQueue({ store, send: server.send, newId });
    await queue.enqueue(move('a'));
    await queue.enqueue(move('b'));
    await queue.enqueue(move('c'));
    await vi.waitFor(() => expect(server.sent).toEqual(['a:key-1', 'b:key-2', 'c:key-3']));
    await settle();
    expect(queue.getSnapshot()).toMatchObject({ pending: [], parked: [], stalled: false });
    expect(await store.all()).toEqual([]);
  });

  it('keeps a command it could not send at the head, retries it with the same key and backoff, and waits for it', async () => {
    vi.useFakeTimers();
    const server = scriptedServer();
    server.answers.push({ type: 'retry' }, { type: 'retry' });
    const queue = new CommandQueue({ store: createMemoryQueueStore(), send: server.send, newId });
    await queue.enqueue(move('a'));
    await queue.enqueue(move('b'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sent).toEqual(['a:key-1']);
    expect(queue.getSnapshot()).toMatchObject({ stalled: true });
    expect(queue.getSnapshot().pending.map((c) => c.label)).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sent).toEqual(['a:key-1', 'a:key-1']);
    // Online again: no waiting out the 2 s backoff.
    queue.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sent).toEqual(['a:key-1', 'a:key-1', 'a:key-1', 'b:key-2']);
    expect(queue.getSnapshot()).toMatchObject({ pending: [], stalled: false });
  });

  it('parks a refused command for the worker and goes on; retry puts it at the end, discard drops it', async () => {
    const server = scriptedServer();
    server.answers.push({ type: 'refused', code: 'INSUFFICIENT_STOCK', message: '재고가 부족합니다' });
    const refused = vi.fn();
    const store = createMemoryQueueStore();
    const queue = new CommandQueue({ store, send: server.send, newId, onRefused: refused });
    await queue.enqueue(move('a'));
    await queue.enqueue(move('b'));
    await vi.waitFor(() => expect(server.sent).toEqual(['a:key-1', 'b:key-2']));
    await settle();
    expect(queue.getSnapshot().parked).toMatchObject([
      { id: 'key-1', refusal: { code: 'INSUFFICIENT_STOCK' }, state: 'parked' },
    ]);
    expect(refused).toHaveBeenCalledOnce();
    await queue.retry('key-1');
    await vi.waitFor(() => expect(server.sent).toEqual(['a:key-1', 'b:key-2', 'a:key-1']));
    await settle();
    expect(queue.getSnapshot().parked).toEqual([]);

    server.answers.push({ type: 'refused', code: 'VALIDATION_FAILED', message: 'x' });
    await queue.enqueue(move('c'));
    await vi.waitFor(() => expect(queue.getSnapshot().parked).toHaveLength(1));
    await queue.discard('key-3');
    expect(queue.getSnapshot().parked).toEqual([]);
    expect(await store.all()).toEqual([]);
  });

  it('survives a reload: what IndexedDB kept is sent by the next visit, in order', async () => {
    const offline = scriptedServer();
    offline.answers.push({ type: 'retry' });
    const first = new CommandQueue({
      store: createIdbQueueStore('queue-reload'),
      send: offline.send,
      newId,
      setTimer: () => 'never',
    });
    await first.enqueue(move('a'));
    await first.enqueue(move('b'));
    await vi.waitFor(() => expect(first.getSnapshot().stalled).toBe(true));

    const online = scriptedServer();
    const second = new CommandQueue({ store: createIdbQueueStore('queue-reload'), send: online.send, newId });
    await second.load();
    await vi.waitFor(() => expect(online.sent).toEqual(['a:key-1', 'b:key-2']));
    await settle();
    expect(await createIdbQueueStore('queue-reload').all()).toEqual([]);
  });

  it('sends what an earlier visit kept before a scan made while it was being read', async () => {
    const server = scriptedServer();
    const kept = {
      ...(await new CommandQueue({
        store: createMemoryQueueStore(),
        send: server.send,
        newId,
        setTimer: () => 'x',
      }).enqueue(move('old'))),
    };
    server.sent.length = 0;
    const queue = new CommandQueue({
      store: createMemoryQueueStore([{ ...kept, seq: 1 }]),
      send: server.send,
      newId,
    });
    const loading = queue.load();
    await queue.enqueue(move('new'));
    await loading;
    await vi.waitFor(() => expect(server.sent.map((s) => s.split(':')[0])).toEqual(['old', 'new']));
  });

  it('publishes a new command and sends it only when its scheduler runs, once for several scans, in order', async () => {
    const server = scriptedServer();
    const store = createMemoryQueueStore();
    const scheduled: (() => void)[] = [];
    const queue = new CommandQueue({
      store,
      send: server.send,
      newId,
      scheduleDrain: (run) => scheduled.push(run),
    });
    const published = vi.fn();
    queue.subscribe(published);
    await queue.enqueue(move('a'));
    await queue.enqueue(move('b'));
    // Stored before enqueue resolved (the scan is safe), but nothing re-rendered or sent yet.
    expect((await store.all()).map((c) => c.id)).toEqual(['key-1', 'key-2']);
    await settle();
    expect(published).not.toHaveBeenCalled();
    expect(server.send).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(1);

    scheduled.shift()?.();
    expect(published).toHaveBeenCalled();
    await vi.waitFor(() => expect(server.sent).toEqual(['a:key-1', 'b:key-2']));
    await settle();
    expect(queue.getSnapshot()).toMatchObject({ pending: [], sending: false });
    expect(await store.all()).toEqual([]);

    await queue.enqueue(move('c'));
    expect(scheduled).toHaveLength(1);
    scheduled.shift()?.();
    await vi.waitFor(() => expect(server.sent).toEqual(['a:key-1', 'b:key-2', 'c:key-3']));
  });

  it('sends a stored command a drain reaches before its scheduler runs, once', async () => {
    const server = scriptedServer();
    const scheduled: (() => void)[] = [];
    const queue = new CommandQueue({
      store: createMemoryQueueStore(),
      send: server.send,
      newId,
      scheduleDrain: (run) => scheduled.push(run),
    });
    await queue.enqueue(move('a'));
    queue.wake();
    await vi.waitFor(() => expect(server.sent).toEqual(['a:key-1']));
    await settle();
    scheduled.shift()?.();
    await settle();
    expect(server.sent).toEqual(['a:key-1']);
    expect(queue.getSnapshot().pending).toEqual([]);
  });

  it('afterNextPaint runs after the next animation frame, in a task of its own', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    try {
      const run = vi.fn();
      afterNextPaint(run);
      vi.advanceTimersByTime(100);
      expect(run).not.toHaveBeenCalled();
      frames.shift()?.(0);
      expect(run).not.toHaveBeenCalled();
      vi.advanceTimersByTime(0);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('backs off 1, 2, 4 … seconds up to a minute, or as long as the server asked', () => {
    expect([1, 2, 3, 4, 8].map((n) => backoffMs(n))).toEqual([1000, 2000, 4000, 8000, 60_000]);
    expect(backoffMs(1, 30)).toBe(30_000);
  });
});
