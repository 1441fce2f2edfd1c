import type { TokenPair } from '@baro/core';
import type { StorageLike, StoredTokens, TokenStore } from './token-store.ts';

/**
 * Tabs of one browser session share a session kept in session storage (issue 18). "Keep me logged
 * in" off puts the tokens in session storage, which is per tab: without this a second tab asks to
 * log in again, and — worse — after one tab refreshes (the server rotates the refresh token) the
 * others still hold the old token, whose next use, once the server's grace is over, revokes the
 * session. So every tab holding a session-storage session tells the others over a
 * `BroadcastChannel` (same origin only, gone with the tabs):
 *
 * - `saved`: the pair it now holds (a login without "keep", a refresh) — the others take it;
 * - `cleared`: it logged out or its session ended — the others forget their copy;
 * - `kept`: it logged in with "keep me logged in" — the others drop their copies of an older session
 *   that was not kept (the kept one, in local storage, is theirs already);
 * - `ask` / `pair`: a tab that opens without tokens asks, and one that has them answers.
 *
 * A tab opening without tokens waits for an answer (`ready`, at most `waitMs`) only when local
 * storage holds the hint that some tab kept a session-storage session; so a visitor who never
 * logged in never waits, and a hint left by a closed browser costs its first tab one wait and is
 * then dropped. The hint is a flag, never a token: nothing of a session that is not to be kept
 * outlives the browser. Sessions in local storage ("keep me logged in") need none of this: every
 * tab reads the same storage.
 */

/** The channel's name; every app of the site uses it (they share the session). */
export const SESSION_CHANNEL = 'baro.session';
/** Local-storage flag: some tab holds a session-storage session. */
export const SHARED_SESSION_HINT = 'baro.sharedSession';
/** How long a tab that opens without tokens waits for another tab's answer. */
export const SESSION_SHARE_WAIT_MS = 300;

/** The part of `BroadcastChannel` used; tests pass a stand-in. */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

type SessionMessage =
  | { readonly type: 'ask'; readonly from: string }
  | { readonly type: 'pair'; readonly to: string; readonly tokens: TokenPair }
  | { readonly type: 'saved'; readonly tokens: TokenPair }
  | { readonly type: 'cleared' }
  | { readonly type: 'kept' };

export interface SharedTokenStore extends TokenStore {
  /**
   * Settles when this tab knows whether it has a session: at once when it holds tokens or there is
   * no hint of a shared one, else when another tab answers or after the wait. Apps render after it.
   */
  readonly ready: Promise<void>;
  /** Called when another tab changed this tab's tokens (the session watches it). */
  subscribe(listener: () => void): () => void;
  /** Stops listening (tests; a page never needs to). */
  close(): void;
}

export interface SharedTokenStoreOptions {
  readonly store: TokenStore;
  /** Defaults to a `BroadcastChannel` named {@link SESSION_CHANNEL} where the browser has one. */
  readonly channel?: BroadcastChannelLike | null;
  /** Where the hint lives; defaults to `window.localStorage` where the page may use it. */
  readonly hint?: StorageLike | null;
  readonly waitMs?: number;
  /** A name for this tab's questions; random by default. */
  readonly tabId?: string;
}

export function createSharedTokenStore(options: SharedTokenStoreOptions): SharedTokenStore {
  const { store } = options;
  const channel = options.channel === undefined ? browserChannel() : options.channel;
  const hint = options.hint === undefined ? browserLocalStorage() : options.hint;
  const tabId = options.tabId ?? randomId();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const post = (message: SessionMessage) => {
    try {
      channel?.postMessage(message);
    } catch {
      // A closed channel (the page is going away) has no one left to tell.
    }
  };
  const setHint = (on: boolean) => {
    try {
      if (on) hint?.setItem(SHARED_SESSION_HINT, '1');
      else hint?.removeItem(SHARED_SESSION_HINT);
    } catch {
      // Without the hint a new tab only does not wait: it asks to log in, as before.
    }
  };
  const hasHint = () => {
    try {
      return hint?.getItem(SHARED_SESSION_HINT) === '1';
    } catch {
      return false;
    }
  };
  const sharedPair = (stored: StoredTokens | null): TokenPair | null =>
    stored?.location === 'session' && stored.refreshToken
      ? { accessToken: stored.accessToken, refreshToken: stored.refreshToken }
      : null;

  let answered: (() => void) | undefined;

  const onMessage = (event: MessageEvent) => {
    const message = readMessage(event.data);
    if (message === null) return;
    const current = store.read();
    switch (message.type) {
      case 'ask': {
        const pair = sharedPair(current);
        if (pair) post({ type: 'pair', to: message.from, tokens: pair });
        return;
      }
      case 'pair': {
        if (message.to !== tabId || current !== null) return;
        store.save(message.tokens, { keep: false });
        answered?.();
        notify();
        return;
      }
      case 'saved': {
        // A session kept in local storage is every tab's already; it is not replaced from here.
        if (current?.location === 'local') return;
        if (current?.accessToken === message.tokens.accessToken) return;
        store.save(message.tokens, { keep: false });
        notify();
        return;
      }
      case 'cleared': {
        if (current?.location !== 'session') return;
        store.clear('session');
        notify();
        return;
      }
      case 'kept': {
        store.clear('session');
        notify();
        return;
      }
    }
  };
  channel?.addEventListener('message', onMessage);

  const ready =
    channel && store.read() === null && hasHint()
      ? new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            answered = undefined;
            // Nobody holds it any more (the browser was closed with it): no later tab waits.
            if (store.read() === null) setHint(false);
            resolve();
          }, options.waitMs ?? SESSION_SHARE_WAIT_MS);
          answered = () => {
            clearTimeout(timer);
            answered = undefined;
            resolve();
          };
          post({ type: 'ask', from: tabId });
        })
      : Promise.resolve();

  return {
    read: () => store.read(),
    save(tokens, saveOptions) {
      const location = store.save(tokens, saveOptions);
      if (location === 'session') {
        setHint(true);
        post({ type: 'saved', tokens });
      } else if (location === 'local') {
        // Kept this time: the other tabs' copies of an older session that was not kept go.
        post({ type: 'kept' });
      }
      return location;
    },
    replace(tokens) {
      if (!store.replace(tokens)) return false;
      // The rotated pair reaches every tab before any can use the old refresh token again.
      if (store.read()?.location === 'session') post({ type: 'saved', tokens });
      return true;
    },
    clear(location) {
      const had = store.read();
      store.clear(location);
      if (location === 'local') return;
      if (had?.location !== 'local') setHint(false);
      post({ type: 'cleared' });
    },
    markTeamInvitationCheck: () => store.markTeamInvitationCheck(),
    needsTeamInvitationCheck: () => store.needsTeamInvitationCheck(),
    clearTeamInvitationCheck: () => store.clearTeamInvitationCheck(),
    ready,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      channel?.removeEventListener('message', onMessage);
      answered?.();
    },
  };
}

const isPair = (value: unknown): value is TokenPair =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TokenPair).accessToken === 'string' &&
  (value as TokenPair).accessToken !== '' &&
  typeof (value as TokenPair).refreshToken === 'string' &&
  (value as TokenPair).refreshToken !== '';

/** A message of this channel, or null for anything else (another version of the app, a stray post). */
function readMessage(data: unknown): SessionMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  switch (message.type) {
    case 'ask':
      return typeof message.from === 'string' ? { type: 'ask', from: message.from } : null;
    case 'pair':
      return typeof message.to === 'string' && isPair(message.tokens)
        ? { type: 'pair', to: message.to, tokens: message.tokens }
        : null;
    case 'saved':
      return isPair(message.tokens) ? { type: 'saved', tokens: message.tokens } : null;
    case 'cleared':
    case 'kept':
      return { type: message.type };
    default:
      return null;
  }
}

function browserChannel(): BroadcastChannelLike | null {
  try {
    if (typeof BroadcastChannel === 'undefined') return null;
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    // Node's channel (tests, tools) would keep the process alive; a browser's has no unref.
    (channel as { unref?: () => void }).unref?.();
    return channel;
  } catch {
    return null;
  }
}

function browserLocalStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
