import { type DBSchema, openDB } from 'idb';
import type { QueuedCommand, QueueStore } from './command-queue.ts';

// The queue kept in IndexedDB (`idb`), so scans survive a reload, a crash or a flat battery.

interface HandheldDb extends DBSchema {
  commands: { key: string; value: QueuedCommand };
}

export const QUEUE_DB_NAME = 'baro-handheld';

/** The IndexedDB store of the command queue (one object store, keyed by the idempotency key). */
export function createIdbQueueStore(name = QUEUE_DB_NAME): QueueStore {
  const db = openDB<HandheldDb>(name, 1, {
    upgrade(database) {
      database.createObjectStore('commands', { keyPath: 'id' });
    },
  });
  return {
    all: async () => (await db).getAll('commands'),
    put: async (command) => {
      await (await db).put('commands', command);
    },
    delete: async (id) => {
      await (await db).delete('commands', id);
    },
  };
}

/** A store in memory: tests, and browsers without IndexedDB (private modes). */
export function createMemoryQueueStore(initial: QueuedCommand[] = []): QueueStore {
  const map = new Map(initial.map((c) => [c.id, c]));
  return {
    all: async () => [...map.values()],
    put: async (command) => {
      map.set(command.id, command);
    },
    delete: async (id) => {
      map.delete(id);
    },
  };
}
