import { useSignOut as useKitSignOut } from '@baro/client';
import { notifySuccess } from '@baro/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { chatWidget } from '../../lib/chat-widget.ts';
import { session } from '../../lib/session.ts';
import { paths } from '../../paths.ts';

/**
 * Logs out (the kit's useSignOut: the session revoked on the server, the tokens and the cache
 * forgotten), going home first — so a page that needs a session is gone before the session is —
 * and then closing the chat session and saying so.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useKitSignOut(session, {
    beforeEnd: () => navigate(paths.home),
    afterEnd: () => {
      chatWidget.shutdown();
      notifySuccess(t('auth.login.loggedOut'));
    },
  });
}
