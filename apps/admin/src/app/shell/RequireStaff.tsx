import type { Session } from '@baro/client';
import { RequireUser } from '@baro/ui';
import type { ReactNode } from 'react';
import { session as appSession } from '../../lib/api.ts';
import { isStaffUser, StaffUserContext } from '../../lib/staff-user.ts';
import { NotStaffPage } from './NotStaffPage.tsx';

export interface RequireStaffProps {
  children?: ReactNode;
  /** The browser's session; tests pass their own. */
  session?: Session;
  /** Leaves the app with a full page load; tests pass a spy. */
  leave?: (url: string) => void;
}

/**
 * The admin app's gate (the kit's RequireUser): no session → the login page with `backTo` this
 * page (SPEC §2); signed in as anyone but staff → a page that says this app is for Baro staff,
 * with a logout button; staff → the app, with the user in context. A 401 on any request ends the
 * session in the API client (no refresh, SPEC §4), which lands here.
 */
export function RequireStaff({ children, session = appSession, leave }: RequireStaffProps) {
  return (
    <RequireUser
      session={session}
      allow={isStaffUser}
      refused={(user) => <NotStaffPage user={user} session={session} />}
      {...(leave ? { leave } : {})}
    >
      {(user) => <StaffUserContext.Provider value={user}>{children}</StaffUserContext.Provider>}
    </RequireUser>
  );
}
