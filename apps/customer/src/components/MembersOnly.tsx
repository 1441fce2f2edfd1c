import { LoadingState } from '@baro/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { redirectToLogin } from '../lib/api.ts';
import { session, useHasSession } from '../lib/session.ts';

/**
 * A page for members only (as /mypage): without tokens the browser goes to
 * `/login?backTo=<this page>` with a full page load (SPEC §2). Decided when the page opens, so a
 * logout from the page goes home without bouncing through the login page.
 */
export function MembersOnly({ children }: { children: ReactNode }) {
  const [signedInAtOpen] = useState(() => session.isActive());
  const signedIn = useHasSession();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!signedInAtOpen) redirectToLogin(pathname + search);
  }, [signedInAtOpen, pathname, search]);
  if (!signedInAtOpen || !signedIn) return <LoadingState />;
  return children;
}
