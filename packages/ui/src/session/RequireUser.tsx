import { buildLoginUrl, LOGIN_PATH, type Session, useHasSession, useMe } from '@baro/client';
import type { Language, UserProfile } from '@baro/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useHref, useLocation } from 'react-router';
import { useUiLabels } from '../i18n/ui-language.tsx';
import { LoadingState } from '../states/LoadingState.tsx';
import { QueryErrorState } from '../states/QueryErrorState.tsx';
import { GATE_LABELS, type GateLabels } from './gate-labels.ts';

export interface RequireUserProps<User extends UserProfile> {
  /** The browser's session (`createAppApi`'s). */
  session: Session;
  /**
   * Who may use the app: a partner's user, staff, a warehouse's worker. A type guard narrows the
   * user `children` gets (`isPartnerUser`); a plain check (`(user) => user.kind === 'staff'`) works too.
   */
  allow: ((user: UserProfile) => user is User) | ((user: UserProfile) => boolean);
  /** What anyone else sees (who they are signed in as, and how to switch accounts). */
  refused: (user: UserProfile) => ReactNode;
  /** The app, for the user let in. */
  children: (user: User) => ReactNode;
  /** Leaves the app with a full page load; tests pass a spy. */
  leave?: (url: string) => void;
  /** The site's one login page (SPEC §2). */
  loginPath?: string;
  language?: Language;
  labels?: Partial<GateLabels>;
}

const leaveByPageLoad = (url: string) => window.location.assign(url);

/**
 * An app's gate (every app but the customer site, whose pages are mostly public):
 *
 * - no session (never had one, or it ended: a logout here or in another tab, or a 401 the API
 *   client could not mend) → a full-page redirect to the login page, coming back to this very
 *   page with the app's basename (`/login?backTo=/partner/bids?status=won`), SPEC §2;
 * - signed in as someone `allow` refuses → `refused(user)`;
 * - signed in as someone it allows → `children(user)`.
 *
 * `GET /api/users/me` decides who is signed in; while it loads, or when it fails, the gate says so.
 */
export function RequireUser<User extends UserProfile = UserProfile>({
  session,
  allow,
  refused,
  children,
  leave = leaveByPageLoad,
  loginPath = LOGIN_PATH,
  language,
  labels,
}: RequireUserProps<User>) {
  const text = useUiLabels(GATE_LABELS, language, labels);
  const [hadSession] = useState(() => session.isActive());
  const active = useHasSession(session);
  const signedIn = hadSession && active;
  const { pathname, search } = useLocation();
  // The document address, basename included (`/partner/bids?status=won`); read when the session
  // goes (a ref), since a navigation inside the app is no reason to leave.
  const routed = useHref({ pathname, search });
  // The app's root is `<basename>/` (`/partner/`), as the API serves it.
  const href =
    pathname === '/' && !routed.split('?')[0]?.endsWith('/')
      ? routed.replace(/^[^?]*/, (path) => `${path}/`)
      : routed;
  const backTo = useRef(href);
  backTo.current = href;

  useEffect(() => {
    if (!signedIn) leave(buildLoginUrl(backTo.current, loginPath));
  }, [signedIn, leave, loginPath]);

  const me = useMe({ enabled: signedIn });
  if (!signedIn || me.isPending) return <LoadingState label={text.checking} />;
  if (me.isError) return <QueryErrorState query={me} />;
  if (!allow(me.data)) return <>{refused(me.data)}</>;
  // `allow` let the user in, so the user is a `User` (the type guard's, or UserProfile itself).
  return <>{children(me.data as User)}</>;
}
