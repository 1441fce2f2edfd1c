import type { TokenPair } from '@baro/core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage.ts';
import { createSession } from './create-session.ts';
import { createSessionRefresher } from './create-session-refresher.ts';
import {
  type BroadcastChannelLike,
  createSharedTokenStore,
  SHARED_SESSION_HINT,
  type SharedTokenStore,
} from './shared-token-store.ts';
import { createTokenStore } from './token-store.ts';

// Tabs of one browser: one local storage, a session storage each, and Node's BroadcastChannel (the
// browser's API: messages reach the other channels of the same name, never the sender, a moment later).

const P1: TokenPair = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const P2: TokenPair = { accessToken: 'access-2', refreshToken: 'refresh-2' };

let browserCount = 0;
const opened: { store: SharedTokenStore; channel: BroadcastChannel }[] = [];

afterEach(() => {
  for (const { store, channel } of opened.splice(0)) {
    store.close();
    channel.close();
  }
});

function browser() {
  const name = `baro.session.test.${++browserCount}`;
  const local = new MemoryStorage();
  return {
    local,
    /** A new tab of this browser: its own session storage, the shared local storage. */
    tab(waitMs = 200) {
      const sessionStorage = new MemoryStorage();
      const channel = new BroadcastChannel(name);
      const store = createSharedTokenStore({
        store: createTokenStore({ local, session: sessionStorage }),
        channel: channel as unknown as BroadcastChannelLike,
        hint: local,
        waitMs,
      });
      opened.push({ store, channel });
      return { store, sessionStorage, channel };
    },
  };
}

describe('a session that is not kept, shared by the tabs of one browser session', () => {
  test('a second tab gets the session of the first, and waits for it before saying it has none', async () => {
    const chrome = browser();
    const first = chrome.tab();
    expect(first.store.save(P1, { keep: false })).toBe('session');
    // A flag in local storage says a tab holds one; never the tokens themselves.
    expect(chrome.local.items.get(SHARED_SESSION_HINT)).toBe('1');
    expect(chrome.local.items.has('accessToken')).toBe(false);

    const second = chrome.tab();
    expect(second.store.read()).toBeNull();
    await second.store.ready;
    expect(second.store.read()).toEqual({ ...P1, location: 'session' });
    expect(second.sessionStorage.items.get('refreshToken')).toBe('refresh-1');
  });

  test('a visitor who never logged in does not wait; a hint nobody answers is waited for once and dropped', async () => {
    const chrome = browser();
    const tab = chrome.tab();
    let settled = false;
    void tab.store.ready.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(true);

    // The browser was closed with a session that was not kept: the hint outlived it.
    chrome.local.items.set(SHARED_SESSION_HINT, '1');
    const started = Date.now();
    const next = chrome.tab(60);
    await next.store.ready;
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(next.store.read()).toBeNull();
    expect(chrome.local.items.has(SHARED_SESSION_HINT)).toBe(false);
  });

  test('a rotation reaches every tab, so none refreshes with the token rotated away', async () => {
    const chrome = browser();
    const first = chrome.tab();
    first.store.save(P1, { keep: false });
    const second = chrome.tab();
    await second.store.ready;
    const changed = vi.fn();
    second.store.subscribe(changed);

    // The first tab refreshes: the server rotates the pair.
    expect(first.store.replace(P2)).toBe(true);
    await vi.waitFor(() => expect(second.store.read()?.refreshToken).toBe('refresh-2'));
    expect(changed).toHaveBeenCalled();

    // The second tab's request sent with the old access token gets a 401: its refresh finds the new
    // pair and uses it, without calling the server with refresh-1.
    const refresh = vi.fn(async () => ({ accessToken: 'access-3', refreshToken: 'refresh-3' }));
    const endSession = vi.fn();
    const refresher = createSessionRefresher({ tokenStore: second.store, refresh, endSession });
    expect(await refresher('access-1')).toEqual({ ok: true, accessToken: 'access-2' });
    expect(refresh).not.toHaveBeenCalled();

    // The second tab's own refresh (access-2 expired there) goes back to the first.
    expect(await refresher('access-2')).toEqual({ ok: true, accessToken: 'access-3' });
    expect(refresh).toHaveBeenCalledWith(P2);
    await vi.waitFor(() => expect(first.store.read()?.refreshToken).toBe('refresh-3'));
    expect(endSession).not.toHaveBeenCalled();
  });

  test('logging out in one tab logs out the others, and the session they watch says so', async () => {
    const chrome = browser();
    const first = chrome.tab();
    first.store.save(P1, { keep: false });
    const second = chrome.tab();
    await second.store.ready;
    const session = createSession(second.store, null);
    const listener = vi.fn();
    session.subscribe(listener);
    expect(session.isActive()).toBe(true);

    first.store.clear();
    await vi.waitFor(() => expect(session.isActive()).toBe(false));
    expect(listener).toHaveBeenCalled();
    expect(second.sessionStorage.items.has('accessToken')).toBe(false);
    expect(chrome.local.items.has(SHARED_SESSION_HINT)).toBe(false);
  });

  test('a login in one tab (not kept) reaches a tab that was logged out', async () => {
    const chrome = browser();
    const first = chrome.tab();
    const second = chrome.tab();
    await second.store.ready;
    first.store.save(P1, { keep: false });
    await vi.waitFor(() => expect(second.store.read()).toEqual({ ...P1, location: 'session' }));
  });

  test('a kept session is every tab’s already: messages never replace it, and it drops older copies', async () => {
    const chrome = browser();
    const first = chrome.tab();
    first.store.save(P1, { keep: false });
    const second = chrome.tab();
    await second.store.ready;

    // Logged in again in the second tab, kept this time: the first tab's copy of P1 goes.
    expect(second.store.save(P2, { keep: true })).toBe('local');
    await vi.waitFor(() => expect(first.sessionStorage.items.has('accessToken')).toBe(false));
    expect(first.store.read()).toEqual({ ...P2, location: 'local' });

    // A stray "saved" (an old tab) does not override the kept session.
    first.channel.postMessage({ type: 'saved', tokens: P1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(second.store.read()).toEqual({ ...P2, location: 'local' });
    expect(second.sessionStorage.items.has('accessToken')).toBe(false);
  });

  test('ignores what is not one of its messages', async () => {
    const chrome = browser();
    const tab = chrome.tab();
    const other = new BroadcastChannel(`baro.session.test.${browserCount}`);
    for (const junk of [
      null,
      'cleared',
      { type: 'saved', tokens: { accessToken: '', refreshToken: 'r' } },
      { type: 'saved', tokens: { accessToken: 'a' } },
      { type: 'pair', to: 'someone-else', tokens: P1 },
      { type: 'unknown' },
    ]) {
      other.postMessage(junk);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    other.close();
    expect(tab.store.read()).toBeNull();
  });

  test('without a channel (an old browser) it is the plain store, ready at once', async () => {
    const local = new MemoryStorage();
    local.items.set(SHARED_SESSION_HINT, '1');
    const store = createSharedTokenStore({
      store: createTokenStore({ local, session: new MemoryStorage() }),
      channel: null,
      hint: local,
    });
    await store.ready;
    expect(store.save(P1, { keep: false })).toBe('session');
    expect(store.read()).toEqual({ ...P1, location: 'session' });
    store.clear();
    expect(store.read()).toBeNull();
  });
});
