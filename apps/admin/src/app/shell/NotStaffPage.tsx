import type { Session } from '@baro/client';
import type { UserProfile } from '@baro/core';
import { RefusedAccountPage } from '@baro/ui';
import { useTranslation } from 'react-i18next';
import { session as appSession } from '../../lib/api.ts';

/**
 * Signed in, but not as Baro staff (a customer, a partner, a warehouse worker): the kit's refusal
 * page — the API refuses them every staff call (403) anyway — in the admin app's words.
 */
export function NotStaffPage({ user, session = appSession }: { user: UserProfile; session?: Session }) {
  const { t } = useTranslation();
  return (
    <RefusedAccountPage
      session={session}
      title={t('guard.notStaffTitle')}
      body={t('guard.notStaffBody', { email: user.email })}
      hint={t('guard.notStaffHint')}
    />
  );
}
