import { kitQueryKeys, type Session } from '@baro/client';
import type { UserProfile } from '@baro/core';
import type { QueryClient } from '@tanstack/react-query';

// The app must open offline (issue 15), and its gate asks `GET /api/users/me` for who is signed
// in. The last answer is kept on the device and put in the cache at start while a session exists,
// so an offline start goes straight to the tasks (TanStack pauses the refetch while offline).

const STORAGE_KEY = 'baro.handheld.me';

export function keepProfileForOffline(
  queryClient: QueryClient,
  session: Session,
  storage: Storage = localStorage,
): void {
  try {
    const kept = storage.getItem(STORAGE_KEY);
    if (kept && session.isActive()) {
      queryClient.setQueryData(kitQueryKeys.me.all, JSON.parse(kept) as UserProfile, {
        updatedAt: Date.now(),
      });
    }
  } catch {
    // Nothing kept, or storage refused: the gate asks the API as usual.
  }
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== JSON.stringify(kitQueryKeys.me.all)) return;
    const profile = event.query.state.data as UserProfile | undefined;
    try {
      if (profile) storage.setItem(STORAGE_KEY, JSON.stringify(profile));
    } catch {
      // A full or refused storage only costs the offline start.
    }
  });
}
