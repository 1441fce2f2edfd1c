import type { TokenPair } from '@baro/core';
import { useSyncExternalStore } from 'react';
import { SESSION_STORAGE_KEYS, type TokenLocation, type TokenStore } from './token-store.ts';

/**
 * Whether this browser has a session, as something React can watch. The tokens themselves live in
 * the token store (local or session storage, SPEC §3; every app of the site shares them, since the
 * customer site's login page is the one login); this adds change notification, so a header or a
 * guard reacts the moment a login or logout happens, in this tab or (through the `storage` event,
 * or the shared store's channel for a session that is not kept) in another.
 */
export interface Session {
  /** True while an access token is stored. */
  isActive(): boolean;
  /** The stored refresh token, for logout. */
  refreshToken(): string | null;
  /** Stores the tokens of a login: "keep me logged in" → local storage, else session storage. */
  start(tokens: TokenPair, options: { keep: boolean }): TokenLocation | null;
  /** Forgets the tokens (logout). */
  end(): void;
  subscribe(listener: () => void): () => void;
  /**
   * Settles when this tab knows whether it has a session: a new tab of a browser session whose
   * session is not kept (session storage) gets it from another tab first (issue 18). Apps render
   * after it, so no guard sends a logged-in user to the login page.
   */
  ready(): Promise<void>;
}

const SESSION_KEYS: ReadonlySet<string> = new Set([
  SESSION_STORAGE_KEYS.accessToken,
  SESSION_STORAGE_KEYS.refreshToken,
]);

export function createSession(store: TokenStore, target: Window | null = globalWindow()): Session {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || SESSION_KEYS.has(event.key)) notify();
  };

  let unsubscribeStore: (() => void) | undefined;

  return {
    ready: () => store.ready ?? Promise.resolve(),
    isActive: () => store.read() !== null,
    refreshToken: () => store.read()?.refreshToken ?? null,
    start(tokens, options) {
      const location = store.save(tokens, options);
      notify();
      return location;
    },
    end() {
      store.clear();
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) {
        target?.addEventListener('storage', onStorage);
        unsubscribeStore = store.subscribe?.(notify);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          target?.removeEventListener('storage', onStorage);
          unsubscribeStore?.();
          unsubscribeStore = undefined;
        }
      };
    },
  };
}

/** True while the browser has a session; re-renders when it starts or ends (also in another tab). */
export function useHasSession(source: Session): boolean {
  return useSyncExternalStore(source.subscribe, source.isActive, () => false);
}

function globalWindow(): Window | null {
  return typeof window === 'undefined' ? null : window;
}
