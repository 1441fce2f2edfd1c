import { createTokenStore, SESSION_STORAGE_KEYS, type TokenStore } from '@baro/client';
import { useSyncExternalStore } from 'react';

/**
 * The browser's session as the partner app sees it. The tokens are the ones the login page (on
 * the customer site, same origin) stored in local or session storage; this app never refreshes
 * them (SPEC §4): a 401 ends the session and goes to login.
 */
export interface Session {
  /** True while an access token is stored. */
  isActive(): boolean;
  /** The stored refresh token, for logout. */
  refreshToken(): string | null;
  /** Forgets the tokens. */
  end(): void;
  subscribe(listener: () => void): () => void;
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
  return {
    isActive: () => store.read() !== null,
    refreshToken: () => store.read()?.refreshToken ?? null,
    end() {
      store.clear();
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) target?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) target?.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The session tokens in browser storage (SPEC §3), shared with the customer site's login. */
export const tokenStore: TokenStore = createTokenStore();

/** The app's session, over the app's token store. */
export const session: Session = createSession(tokenStore);

/** True while the browser has a session; re-renders when it starts or ends (also in another tab). */
export function useHasSession(source: Session = session): boolean {
  return useSyncExternalStore(source.subscribe, source.isActive, () => false);
}

function globalWindow(): Window | null {
  return typeof window === 'undefined' ? null : window;
}
