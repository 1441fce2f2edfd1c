import type { StorageLike } from '../session/token-store.ts';

/** An in-memory Web Storage for tests; `failing` makes every call throw, as Safari's private mode did. */
export class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  failing = false;

  getItem(key: string): string | null {
    this.check();
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.check();
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.check();
    this.items.delete(key);
  }

  private check(): void {
    if (this.failing) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

/** A MemoryStorage holding `initial`. */
export function memoryStorage(initial: Readonly<Record<string, string>> = {}): MemoryStorage {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(initial)) storage.items.set(key, value);
  return storage;
}
