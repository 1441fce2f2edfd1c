import type { UserProfile } from '@baro/core';
import { createContext, useContext } from 'react';

/**
 * Who may use the warehouse app (issue 15): a warehouse worker (who sees only their warehouse; the
 * API scopes every call by the token) or Baro staff (every warehouse).
 */
export const isFloorUser = (user: UserProfile): boolean => user.kind === 'worker' || user.kind === 'staff';

export const FloorUserContext = createContext<UserProfile | null>(null);

/** The signed-in worker or staff member; only under RequireWorker. */
export function useFloorUser(): UserProfile {
  const user = useContext(FloorUserContext);
  if (!user) throw new Error('useFloorUser is used outside RequireWorker');
  return user;
}
