import type { UserProfile } from '@baro/core';
import { createContext, useContext } from 'react';

/** The signed-in worker or staff member of a floor app (warehouse desk, handheld), set by its gate. */
export const FloorUserContext = createContext<UserProfile | null>(null);

/** The signed-in worker or staff member; only under a floor app's RequireWorker. */
export function useFloorUser(): UserProfile {
  const user = useContext(FloorUserContext);
  if (!user) throw new Error('useFloorUser is used outside RequireWorker');
  return user;
}
