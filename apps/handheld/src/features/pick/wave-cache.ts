import type { Wave } from '@baro/core';
import { type DBSchema, openDB } from 'idb';
import type { QueuedCommand } from '../../lib/queue/command-queue.ts';

// The waves this handheld is picking, kept on the device (IndexedDB) with the pieces confirmed
// here, so the pick screen comes back to its wave and its place in the walk when the worker
// returns to it offline (from the send queue, the menu or a reload): the address names the wave
// (`/pick?wave=`), this cache holds its tasks. A wave must be read online once.

/** One wave as last read, with what this device confirmed of it (task id → pieces). */
export interface KeptWave {
  readonly id: string;
  readonly wave: Wave;
  readonly picked: Readonly<Record<string, number>>;
  /** When it was kept (ISO): waves not touched for {@link KEEP_DAYS} days are dropped. */
  readonly savedAt: string;
}

export interface WaveCache {
  get(id: string): Promise<KeptWave | undefined>;
  put(kept: KeptWave): Promise<void>;
  all(): Promise<KeptWave[]>;
  delete(id: string): Promise<void>;
}

interface WaveCacheDb extends DBSchema {
  waves: { key: string; value: KeptWave };
}

export const WAVE_CACHE_DB_NAME = 'baro-handheld-waves';
const KEEP_DAYS = 3;

/** The IndexedDB cache (its own database: the send queue's keeps its own version). */
export function createIdbWaveCache(name = WAVE_CACHE_DB_NAME): WaveCache {
  const db = openDB<WaveCacheDb>(name, 1, {
    upgrade(database) {
      database.createObjectStore('waves', { keyPath: 'id' });
    },
  });
  return {
    get: async (id) => (await db).get('waves', id),
    put: async (kept) => {
      await (await db).put('waves', kept);
    },
    all: async () => (await db).getAll('waves'),
    delete: async (id) => {
      await (await db).delete('waves', id);
    },
  };
}

/** A cache in memory: tests, and browsers without IndexedDB (private modes). */
export function createMemoryWaveCache(initial: KeptWave[] = []): WaveCache {
  const map = new Map(initial.map((kept) => [kept.id, kept]));
  return {
    get: async (id) => map.get(id),
    put: async (kept) => {
      map.set(kept.id, kept);
    },
    all: async () => [...map.values()],
    delete: async (id) => {
      map.delete(id);
    },
  };
}

let cache: WaveCache | null = null;

/** The app's one wave cache. */
export function waveCache(): WaveCache {
  cache ??= typeof indexedDB === 'undefined' ? createMemoryWaveCache() : createIdbWaveCache();
  return cache;
}

/** Tests put a cache of their own in place (and null afterwards). */
export function setWaveCache(next: WaveCache | null): void {
  cache = next;
}

/** Keeps a wave and drops those not touched for a few days (a storage failure only costs offline use). */
export async function keepWave(kept: KeptWave, now = new Date()): Promise<void> {
  const store = waveCache();
  try {
    await store.put(kept);
    const cutoff = now.getTime() - KEEP_DAYS * 24 * 60 * 60 * 1000;
    for (const old of await store.all()) {
      if (Date.parse(old.savedAt) < cutoff) await store.delete(old.id);
    }
  } catch {
    // Storage refused (full, private mode): the walk goes on, only the offline return is lost.
  }
}

/** Statuses a kept wave is offered in offline (the ones the handhelds work on). */
const WORKABLE: ReadonlySet<Wave['status']> = new Set(['released', 'picking']);

/**
 * The kept waves to offer offline: of the warehouse worked in, still workable as last read, with
 * a task left that this device did not confirm.
 */
export function keptWavesToOffer(kept: readonly KeptWave[], warehouseId: string | null): KeptWave[] {
  return kept.filter(
    (k) =>
      (warehouseId === null || k.wave.warehouse.id === warehouseId) &&
      WORKABLE.has(k.wave.status) &&
      k.wave.tasks.some((task) => task.pickedQuantity === null && !(task.id in k.picked)),
  );
}

/** Drops a kept wave (it is gone, or no longer worked on); a storage failure changes nothing. */
export async function forgetWave(id: string): Promise<void> {
  try {
    await waveCache().delete(id);
  } catch {
    // Storage refused: the copy is offered no more once its status is read as closed.
  }
}

/** The path a pick of this wave is sent to (the send queue's commands name it). */
export const picksPath = (waveId: string) => `/warehouse/waves/${encodeURIComponent(waveId)}/picks`;

/**
 * What this device confirmed of a wave that still counts, after a fresh read of the wave: a pick
 * still waiting in the send queue (pending or refused, for the worker to resolve) stays; one the
 * server has is in the wave itself; any other was discarded by the worker, so its task is open
 * again. `queued` must be read before the wave was: a pick sent in between is then in the wave.
 */
export function reconcilePicked(
  picked: Readonly<Record<string, number>>,
  wave: Wave,
  queued: readonly QueuedCommand[],
): Record<string, number> {
  const path = picksPath(wave.id);
  const waiting = new Set(
    queued
      .filter((command) => command.kind === 'pick' && command.path === path)
      .map((command) => (command.body as { taskId?: unknown }).taskId),
  );
  const confirmed = new Set(wave.tasks.filter((task) => task.pickedQuantity !== null).map((task) => task.id));
  return Object.fromEntries(
    Object.entries(picked).filter(([taskId]) => waiting.has(taskId) && !confirmed.has(taskId)),
  );
}
