import { type Session, useHasSession, useMe } from '@baro/client';
import { LoadingState, QueryErrorState } from '@baro/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { session as appSession } from '../../lib/api.ts';
import { isPartnerUser, PartnerUserContext } from '../../lib/partner-user.ts';
import { loginHref, toDocumentPath } from '../../lib/paths.ts';
import { NotPartnerPage } from './NotPartnerPage.tsx';

export interface RequirePartnerProps {
  children?: ReactNode;
  /** The browser's session; tests pass their own. */
  session?: Session;
  /** Leaves the app with a full page load; tests pass a spy. */
  leave?: (url: string) => void;
}

const leaveByPageLoad = (url: string) => window.location.assign(url);

/**
 * The partner app's gate:
 *
 * - no session (never had one, or it ended: logout here or in another tab) → a full-page redirect
 *   to the login page with `backTo` = this page (`/login?backTo=/partner/bids?status=won`), SPEC §2;
 * - signed in as anything but a partner user → a page that says this app is for partner
 *   forwarders, with a logout button (to sign in with a partner account);
 * - a partner user → the app, with the user (and their partner) in context.
 *
 * A 401 on any request ends the session in the API client (no refresh, SPEC §4), which lands here.
 */
export function RequirePartner({
  children,
  session = appSession,
  leave = leaveByPageLoad,
}: RequirePartnerProps) {
  const { t } = useTranslation();
  const [hadSession] = useState(() => session.isActive());
  const active = useHasSession(session);
  const signedIn = hadSession && active;
  const { pathname, search } = useLocation();
  // Read when the session goes (a ref): a navigation inside the app is no reason to leave.
  const backTo = useRef('');
  backTo.current = toDocumentPath(pathname + search);

  useEffect(() => {
    if (!signedIn) leave(loginHref(backTo.current));
  }, [signedIn, leave]);

  const me = useMe({ enabled: signedIn });
  if (!signedIn) return <LoadingState label={t('guard.checking')} />;
  if (me.isPending) return <LoadingState label={t('guard.checking')} />;
  if (me.isError) return <QueryErrorState query={me} />;
  if (!isPartnerUser(me.data)) return <NotPartnerPage user={me.data} session={session} />;
  return <PartnerUserContext.Provider value={me.data}>{children}</PartnerUserContext.Provider>;
}
