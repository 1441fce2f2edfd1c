import type { UserProfile } from '@baro/core';
import type { Session } from '../session/create-session.ts';

/**
 * A profile as `GET /api/users/me` answers it: a person of no team, partner or warehouse, with
 * nothing optional set. Each app's fixtures make theirs from it (`kind`, `email`, its tenant).
 */
export function userProfileFixture(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'usr_01HZX4PERSON01',
    kind: 'customer',
    email: 'person@baro.demo',
    loginId: null,
    name: '김바로',
    company: null,
    phone: null,
    locale: 'ko',
    customerType: null,
    team: null,
    partner: null,
    warehouse: null,
    managers: { forwarding: null, exportForwarding: null, fulfillment: null },
    createdAt: '2026-01-05T09:00:00+09:00',
    ...overrides,
  };
}

/** A page of a list as the API answers it. */
export function pageOf<Item>(items: Item[], page = 1, total = items.length, size = 20) {
  return { items, page, size, total, pageCount: Math.max(1, Math.ceil(total / size)) };
}

/**
 * A session held in memory, for a gate's tests: `end()` forgets it and tells the subscribers, like
 * the real one, and `ended` says whether it was ended (a logout). It never starts (`start` throws:
 * a gate does not log in).
 */
export function memorySession(
  active: boolean,
  refreshToken = 'refresh-token-1',
): Session & { ended: boolean } {
  const listeners = new Set<() => void>();
  const state = { active, ended: false };
  return {
    get ended() {
      return state.ended;
    },
    isActive: () => state.active,
    refreshToken: () => (state.active ? refreshToken : null),
    start() {
      throw new Error('a memory session never starts');
    },
    end() {
      state.active = false;
      state.ended = true;
      for (const listener of listeners) listener();
    },
    ready: () => Promise.resolve(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
