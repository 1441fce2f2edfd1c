import { createQueryClient, kitQueryKeys, type Session } from '@baro/client';
import { describe, expect, it } from 'vitest';
import { workerUserFixture } from '../test/fixtures.ts';
import { keepProfileForOffline } from './offline-profile.ts';

const session = (active: boolean) => ({ isActive: () => active }) as unknown as Session;

describe('the profile kept for an offline start', () => {
  it('keeps the last answer for who is signed in, and puts it back at the next start while a session exists', () => {
    const first = createQueryClient();
    keepProfileForOffline(first, session(true));
    first.setQueryData(kitQueryKeys.me.all, workerUserFixture());

    const offline = createQueryClient();
    keepProfileForOffline(offline, session(true));
    expect(offline.getQueryData(kitQueryKeys.me.all)).toEqual(workerUserFixture());
    expect(offline.getQueryState(kitQueryKeys.me.all)?.isInvalidated).toBe(false);

    const signedOut = createQueryClient();
    keepProfileForOffline(signedOut, session(false));
    expect(signedOut.getQueryData(kitQueryKeys.me.all)).toBeUndefined();
    localStorage.clear();
  });
});
