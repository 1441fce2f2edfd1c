import { describe, expect, test, vi } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage.ts';
import { createSession } from './create-session.ts';
import { createTokenStore } from './token-store.ts';

describe('createSession', () => {
  test('starts in the storage "keep me logged in" chooses, ends, and tells its listeners', () => {
    const local = new MemoryStorage();
    const sessionStorage = new MemoryStorage();
    const session = createSession(createTokenStore({ local, session: sessionStorage }), null);
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);

    expect(session.isActive()).toBe(false);
    expect(session.start({ accessToken: 'a', refreshToken: 'r' }, { keep: false })).toBe('session');
    expect(sessionStorage.items.get('accessToken')).toBe('a');
    expect(session.refreshToken()).toBe('r');
    expect(session.start({ accessToken: 'b', refreshToken: 's' }, { keep: true })).toBe('local');
    expect(local.items.get('accessToken')).toBe('b');
    expect(sessionStorage.items.has('accessToken')).toBe(false);

    session.end();
    expect(session.isActive()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    session.end();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  test('hears about logins and logouts in other tabs', () => {
    const target = new EventTarget() as unknown as Window;
    const session = createSession(createTokenStore({ local: new MemoryStorage(), session: null }), target);
    const listener = vi.fn();
    session.subscribe(listener);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'accessToken' }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'baro.language' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
