import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLogout } from '../../features/account/api.ts';
import { session as appSession, type Session } from '../../lib/session.ts';

/**
 * Logs out: revokes the session on the server (`POST /api/auth/logout` with the refresh token),
 * then forgets the tokens and every cached answer. RequirePartner sees the session end and sends
 * the browser to the login page. The browser's session ends even when the server cannot be reached.
 */
export function useSignOut(session: Session = appSession): {
  signOut: () => Promise<void>;
  signingOut: boolean;
} {
  const queryClient = useQueryClient();
  const logout = useLogout();
  const { mutateAsync } = logout;
  const signOut = useCallback(async () => {
    const refreshToken = session.refreshToken();
    if (refreshToken) {
      try {
        await mutateAsync(refreshToken);
      } catch {
        // The tokens are forgotten below either way.
      }
    }
    session.end();
    queryClient.clear();
  }, [mutateAsync, queryClient, session]);
  return { signOut, signingOut: logout.isPending };
}
