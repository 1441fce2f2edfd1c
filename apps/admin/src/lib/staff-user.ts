import type { UserProfile } from '@baro/core';
import { createContext, useContext } from 'react';

export const StaffUserContext = createContext<UserProfile | null>(null);

/** The signed-in staff member; only under RequireStaff. */
export function useStaffUser(): UserProfile {
  const user = useContext(StaffUserContext);
  if (!user) throw new Error('useStaffUser is used outside RequireStaff');
  return user;
}

/** Only Baro's own staff use the admin app (issue 17); the API refuses everyone else too. */
export const isStaffUser = (user: UserProfile): boolean => user.kind === 'staff';
