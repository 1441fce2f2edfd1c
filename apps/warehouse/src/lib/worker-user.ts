import type { UserProfile } from '@baro/core';
import { createContext, useContext } from 'react';

/** Who may use the warehouse app (issue 15): a worker or Baro staff (@baro/client's isFloorUser). */
export { isFloorUser } from '@baro/client';

export const FloorUserContext = createContext<UserProfile | null>(null);

/** The signed-in worker or staff member; only under RequireWorker. */
export function useFloorUser(): UserProfile {
  const user = useContext(FloorUserContext);
  if (!user) throw new Error('useFloorUser is used outside RequireWorker');
  return user;
}
