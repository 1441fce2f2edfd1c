import type { Session } from '@baro/client';
import { RequireUser } from '@baro/ui';
import type { ReactNode } from 'react';
import { session as appSession } from '../../lib/api.ts';
import { isPartnerUser, PartnerUserContext } from '../../lib/partner-user.ts';
import { NotPartnerPage } from './NotPartnerPage.tsx';

export interface RequirePartnerProps {
  children?: ReactNode;
  /** The browser's session; tests pass their own. */
  session?: Session;
  /** Leaves the app with a full page load; tests pass a spy. */
  leave?: (url: string) => void;
}

/**
 * The partner app's gate (the kit's RequireUser): no session → the login page with `backTo` this
 * page (SPEC §2); signed in as anything but a partner forwarder's user → a page that says this app
 * is for partner forwarders, with a logout button; a partner user → the app, with the user (and
 * their partner) in context. A 401 on any request ends the session in the API client (no refresh,
 * SPEC §4), which lands here.
 */
export function RequirePartner({ children, session = appSession, leave }: RequirePartnerProps) {
  return (
    <RequireUser
      session={session}
      allow={isPartnerUser}
      refused={(user) => <NotPartnerPage user={user} session={session} />}
      {...(leave ? { leave } : {})}
    >
      {(user) => <PartnerUserContext.Provider value={user}>{children}</PartnerUserContext.Provider>}
    </RequireUser>
  );
}
