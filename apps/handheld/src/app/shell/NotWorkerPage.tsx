import type { Session } from '@baro/client';
import type { UserProfile } from '@baro/core';
import { RefusedAccountPage } from '@baro/ui';
import { useTranslation } from 'react-i18next';

/**
 * Signed in, but as a customer or a partner: the kit's refusal page in the handheld app's words
 * (the API refuses them every `/api/handheld/**` call anyway).
 */
export function NotWorkerPage({ user, session }: { user: UserProfile; session: Session }) {
  const { t } = useTranslation();
  return (
    <RefusedAccountPage
      session={session}
      title={t('guard.notWorkerTitle')}
      body={t('guard.notWorkerBody', { email: user.email })}
    />
  );
}
