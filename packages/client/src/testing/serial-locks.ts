import type { LockManagerLike } from '../session/web-locks.ts';

/**
 * A Web Locks stand-in shared by several "tabs": callbacks for one name run one after another,
 * as the browser runs them across the tabs of an origin.
 */
export function createSerialLocks(): LockManagerLike & { readonly granted: string[] } {
  const tails = new Map<string, Promise<unknown>>();
  const granted: string[] = [];
  return {
    granted,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => {
        granted.push(name);
        return callback();
      });
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}
