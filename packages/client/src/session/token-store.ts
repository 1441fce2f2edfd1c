import type { TokenPair } from '@baro/core';

/**
 * The browser-storage keys of the session (SPEC §3). They are the names the product has always
 * used, so a page built before this client still finds the same tokens.
 */
export const SESSION_STORAGE_KEYS = Object.freeze({
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  /** Set in local storage after a refresh (SPEC §7) so the app looks for pending team invitations. */
  needCheckTeamInvitation: 'needCheckTeamInvitation',
} as const);

/** The part of the Web Storage API the store uses; an in-memory stand-in is enough for tests. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where a session lives: `local` survives closing the browser ("keep me logged in"), `session` does not. */
export type TokenLocation = 'local' | 'session';

/** The tokens found in storage, and where they were found. */
export interface StoredTokens {
  readonly accessToken: string;
  /** Null when only an access token is stored (it can be used, but not refreshed). */
  readonly refreshToken: string | null;
  readonly location: TokenLocation;
}

export interface TokenStore {
  /** The stored tokens, looking in local storage first, then session storage; null when logged out. */
  read(): StoredTokens | null;
  /**
   * Stores the tokens of a new login: `keep` ("keep me logged in") puts them in local storage,
   * otherwise in session storage. Tokens left in the other storage are removed so they cannot
   * shadow the new ones. Returns where they were stored, or null when no storage accepted them.
   */
  save(tokens: TokenPair, options: { keep: boolean }): TokenLocation | null;
  /**
   * Stores refreshed tokens where the previous ones were (SPEC §7). Returns false, storing
   * nothing, when there are no previous tokens: the user logged out meanwhile, and a late refresh
   * must not bring that session back.
   */
  replace(tokens: TokenPair): boolean;
  /** Removes the tokens from both storages, or from the one named. */
  clear(location?: TokenLocation): void;
  /** Sets `needCheckTeamInvitation` in local storage; done after every successful refresh. */
  markTeamInvitationCheck(): void;
  /** True while `needCheckTeamInvitation` is set. */
  needsTeamInvitationCheck(): boolean;
  /** Clears `needCheckTeamInvitation` once the app has looked for invitations. */
  clearTeamInvitationCheck(): void;
  /**
   * Settles when the store knows whether this tab has a session (the shared store waits for
   * another tab's answer, createSharedTokenStore); a plain store is ready at once.
   */
  readonly ready?: Promise<void>;
  /** Changes no `storage` event announces: another tab's session-storage session (the shared store). */
  subscribe?(listener: () => void): () => void;
}

export interface TokenStoreOptions {
  /** Defaults to `window.localStorage` when the browser lets the page use it; null for none. */
  local?: StorageLike | null;
  /** Defaults to `window.sessionStorage` when the browser lets the page use it; null for none. */
  session?: StorageLike | null;
}

/**
 * The session tokens in browser storage (SPEC §3). Nothing is cached: every read goes to storage,
 * so a refresh or a logout in another tab is seen at once. Every storage call is guarded, because
 * browsers throw from storage in private modes, sandboxed frames and when storage is full; a
 * failing storage reads as empty and refuses writes instead of breaking the request.
 */
export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const local = options.local === undefined ? browserStorage('localStorage') : options.local;
  const session = options.session === undefined ? browserStorage('sessionStorage') : options.session;
  const storages: Record<TokenLocation, StorageLike | null> = { local, session };

  const readFrom = (location: TokenLocation): StoredTokens | null => {
    const storage = storages[location];
    const accessToken = getItem(storage, SESSION_STORAGE_KEYS.accessToken);
    if (!accessToken) return null;
    return {
      accessToken,
      refreshToken: getItem(storage, SESSION_STORAGE_KEYS.refreshToken) || null,
      location,
    };
  };

  const writeTo = (location: TokenLocation, tokens: TokenPair): boolean => {
    const storage = storages[location];
    const stored =
      setItem(storage, SESSION_STORAGE_KEYS.accessToken, tokens.accessToken) &&
      setItem(storage, SESSION_STORAGE_KEYS.refreshToken, tokens.refreshToken);
    // Half a pair (the quota ran out between the two writes) is worse than none.
    if (!stored) removeTokens(storage);
    return stored;
  };

  return {
    read: () => readFrom('local') ?? readFrom('session'),

    save(tokens, { keep }) {
      removeTokens(local);
      removeTokens(session);
      if (writeTo(keep ? 'local' : 'session', tokens)) return keep ? 'local' : 'session';
      // Falling back from local to session keeps the user logged in for this visit; never the
      // other way, which would keep a session the user asked not to keep.
      if (keep && writeTo('session', tokens)) return 'session';
      return null;
    },

    replace(tokens) {
      const previous = readFrom('local') ?? readFrom('session');
      if (!previous) return false;
      return writeTo(previous.location, tokens);
    },

    clear(location) {
      if (location !== 'session') removeTokens(local);
      if (location !== 'local') removeTokens(session);
    },

    markTeamInvitationCheck() {
      setItem(local, SESSION_STORAGE_KEYS.needCheckTeamInvitation, 'true');
    },
    needsTeamInvitationCheck: () => getItem(local, SESSION_STORAGE_KEYS.needCheckTeamInvitation) === 'true',
    clearTeamInvitationCheck() {
      removeItem(local, SESSION_STORAGE_KEYS.needCheckTeamInvitation);
    },
  };
}

/** Even reading `window.localStorage` throws a SecurityError when the browser blocks storage. */
function browserStorage(name: 'localStorage' | 'sessionStorage'): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
}

function getItem(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function setItem(storage: StorageLike | null, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function removeItem(storage: StorageLike | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a storage that cannot be written holds nothing this page put there.
  }
}

function removeTokens(storage: StorageLike | null): void {
  removeItem(storage, SESSION_STORAGE_KEYS.accessToken);
  removeItem(storage, SESSION_STORAGE_KEYS.refreshToken);
}
