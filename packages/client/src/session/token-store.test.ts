import { beforeEach, describe, expect, test } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage.ts';
import { createTokenStore, SESSION_STORAGE_KEYS } from './token-store.ts';

const PAIR = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const NEXT = { accessToken: 'access-2', refreshToken: 'refresh-2' };

let local: MemoryStorage;
let session: MemoryStorage;
beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
});

describe('createTokenStore', () => {
  test('uses the SPEC §3 key names', () => {
    expect(SESSION_STORAGE_KEYS).toEqual({
      accessToken: 'accessToken',
      refreshToken: 'refreshToken',
      needCheckTeamInvitation: 'needCheckTeamInvitation',
    });
  });

  test('"keep me logged in" saves to local storage, otherwise to session storage', () => {
    const store = createTokenStore({ local, session });
    expect(store.save(PAIR, { keep: true })).toBe('local');
    expect(local.getItem('accessToken')).toBe('access-1');
    expect(local.getItem('refreshToken')).toBe('refresh-1');
    expect(session.items.size).toBe(0);

    expect(store.save(NEXT, { keep: false })).toBe('session');
    expect(session.getItem('accessToken')).toBe('access-2');
    expect(local.getItem('accessToken')).toBeNull();
    expect(store.read()).toEqual({ ...NEXT, location: 'session' });
  });

  test('reads local storage first, then session storage', () => {
    const store = createTokenStore({ local, session });
    expect(store.read()).toBeNull();
    session.setItem('accessToken', 'in-session');
    expect(store.read()).toEqual({ accessToken: 'in-session', refreshToken: null, location: 'session' });
    local.setItem('accessToken', 'in-local');
    local.setItem('refreshToken', 'refresh-local');
    expect(store.read()).toEqual({
      accessToken: 'in-local',
      refreshToken: 'refresh-local',
      location: 'local',
    });
  });

  test.each([
    [true, 'local'],
    [false, 'session'],
  ] as const)('replace keeps the tokens where they were (keep=%s → %s)', (keep, location) => {
    const store = createTokenStore({ local, session });
    store.save(PAIR, { keep });
    expect(store.replace(NEXT)).toBe(true);
    expect(store.read()).toEqual({ ...NEXT, location });
    const other = location === 'local' ? session : local;
    expect(other.items.size).toBe(0);
  });

  test('replace stores nothing once the tokens are gone (a logout must not be undone)', () => {
    const store = createTokenStore({ local, session });
    expect(store.replace(NEXT)).toBe(false);
    expect(store.read()).toBeNull();
  });

  test('clear removes the tokens from both storages and nothing else', () => {
    const store = createTokenStore({ local, session });
    local.setItem('accessToken', 'a');
    local.setItem('refreshToken', 'r');
    session.setItem('accessToken', 'b');
    session.setItem('refreshToken', 's');
    local.setItem('previousPath', '/mypage');
    store.clear();
    expect(store.read()).toBeNull();
    expect([...local.items.keys()]).toEqual(['previousPath']);
    expect(session.items.size).toBe(0);
  });

  test('needCheckTeamInvitation lives in local storage', () => {
    const store = createTokenStore({ local, session });
    expect(store.needsTeamInvitationCheck()).toBe(false);
    store.markTeamInvitationCheck();
    expect(local.getItem('needCheckTeamInvitation')).toBe('true');
    expect(session.items.size).toBe(0);
    expect(store.needsTeamInvitationCheck()).toBe(true);
    store.clearTeamInvitationCheck();
    expect(store.needsTeamInvitationCheck()).toBe(false);
  });

  test('a storage that throws reads as empty and never breaks the caller', () => {
    local.failing = true;
    session.failing = true;
    const store = createTokenStore({ local, session });
    expect(store.read()).toBeNull();
    expect(store.save(PAIR, { keep: true })).toBeNull();
    expect(store.replace(NEXT)).toBe(false);
    expect(() => store.clear()).not.toThrow();
    expect(() => store.markTeamInvitationCheck()).not.toThrow();
    expect(store.needsTeamInvitationCheck()).toBe(false);
    expect(() => store.clearTeamInvitationCheck()).not.toThrow();
  });

  test('falls back from a failing local storage to session storage, never the other way', () => {
    local.failing = true;
    const store = createTokenStore({ local, session });
    expect(store.save(PAIR, { keep: true })).toBe('session');
    expect(store.read()).toEqual({ ...PAIR, location: 'session' });

    local.failing = false;
    session.failing = true;
    const other = createTokenStore({ local: new MemoryStorage(), session });
    expect(other.save(PAIR, { keep: false })).toBeNull();
    expect(other.read()).toBeNull();
  });

  test('half a pair is not left behind when the second write fails', () => {
    const flaky = new MemoryStorage();
    const setItem = flaky.setItem.bind(flaky);
    flaky.setItem = (key, value) => {
      if (key === 'refreshToken') throw new DOMException('full', 'QuotaExceededError');
      setItem(key, value);
    };
    const store = createTokenStore({ local: flaky, session: null });
    expect(store.save(PAIR, { keep: true })).toBeNull();
    expect(flaky.items.size).toBe(0);
  });

  test('works without any storage (server-side rendering)', () => {
    const store = createTokenStore({ local: null, session: null });
    expect(store.read()).toBeNull();
    expect(store.save(PAIR, { keep: true })).toBeNull();
  });

  test('defaults to no storage outside a browser', () => {
    expect(createTokenStore().read()).toBeNull();
  });
});
