import { notifySuccess } from '@baro/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout.ts';
import { chatWidget } from '../../lib/chat-widget.ts';
import { session } from '../../lib/session.ts';
import { paths } from '../../paths.ts';

/**
 * Logs out: revokes the session on the server (`POST /auth/logout` with the refresh token), goes
 * home, forgets the tokens, the cached data and the chat session, and says so. The browser's
 * session ends even when the server cannot be reached: a user who asked to log out is logged out.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const { mutateAsync } = logout;

  const signOut = useCallback(async () => {
    const refreshToken = session.refreshToken();
    if (refreshToken) {
      try {
        await mutateAsync(refreshToken);
      } catch {
        // Nothing to do: the tokens are forgotten below either way.
      }
    }
    // Leave first, so a page that needs a session is gone before the session is.
    await navigate(paths.home);
    session.end();
    queryClient.clear();
    chatWidget.shutdown();
    notifySuccess(t('auth.login.loggedOut'));
  }, [mutateAsync, navigate, queryClient, t]);

  return { signOut, signingOut: logout.isPending };
}
