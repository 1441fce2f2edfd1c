import type { Session } from '@baro/client';
import type { UserProfile } from '@baro/core';
import { RefusedAccountPage } from '@baro/ui';
import { useTranslation } from 'react-i18next';
import { session as appSession } from '../../lib/api.ts';

/**
 * Signed in, but not as a partner forwarder's user (a customer, staff, a warehouse worker): the
 * kit's refusal page in the partner app's words — log out to sign in with a partner account, or go
 * to the customer site.
 */
export function NotPartnerPage({ user, session = appSession }: { user: UserProfile; session?: Session }) {
  const { t } = useTranslation();
  return (
    <RefusedAccountPage
      session={session}
      title={t('guard.notPartnerTitle')}
      body={t('guard.notPartnerBody', { email: user.email })}
      hint={t('guard.notPartnerHint')}
    />
  );
}
