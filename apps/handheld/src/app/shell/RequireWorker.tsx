import { isFloorUser, type Session } from '@baro/client';
import { RequireUser } from '@baro/ui';
import type { ReactNode } from 'react';
import { session as appSession } from '../../lib/api.ts';
import { FloorUserContext } from '../../lib/floor-user.ts';
import { LOGIN_DOCUMENT_PATH } from '../../lib/paths.ts';
import { NotWorkerPage } from './NotWorkerPage.tsx';

export interface RequireWorkerProps {
  children?: ReactNode;
  /** The browser's session; tests pass their own. */
  session?: Session;
  /** Leaves the app with a full page load; tests pass a spy. */
  leave?: (url: string) => void;
}

/**
 * The handheld app's gate (the kit's RequireUser): no session → this app's login page with
 * `backTo` this page; signed in as a customer or a partner → a page that says the app is for
 * warehouse workers, with a logout button; a worker or staff → the app, with the user in context.
 * A 401 on any request ends the session in the API client (no refresh, SPEC §4), which lands here.
 */
export function RequireWorker({ children, session = appSession, leave }: RequireWorkerProps) {
  return (
    <RequireUser
      session={session}
      allow={isFloorUser}
      loginPath={LOGIN_DOCUMENT_PATH}
      refused={(user) => <NotWorkerPage user={user} session={session} />}
      {...(leave ? { leave } : {})}
    >
      {(user) => <FloorUserContext.Provider value={user}>{children}</FloorUserContext.Provider>}
    </RequireUser>
  );
}
