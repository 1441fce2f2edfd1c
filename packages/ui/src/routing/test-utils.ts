// Helpers for the shell hooks' tests (not part of the app bundle: only tests import this file).

/** A promise whose settling the test controls. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** An in-memory stand-in for Web Storage. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

/** A storage that throws like a blocked one (private mode, sandboxed frame). */
export const brokenStorage = {
  getItem(): string | null {
    throw new Error('SecurityError');
  },
  setItem(): void {
    throw new Error('SecurityError');
  },
};
