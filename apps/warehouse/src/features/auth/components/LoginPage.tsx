import { LOGIN_REASON_PARAM, type Session, sessionEndReasonOf } from '@baro/client';
import { FloorLoginPage } from '@baro/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { session as appSession } from '../../../lib/api.ts';
import { appPathOf, paths } from '../../../lib/paths.ts';

export interface LoginPageProps {
  /** The browser's session; tests pass their own. */
  session?: Session;
}

/**
 * `/warehouse/login`: the floor's own login (issue 15, the kit's FloorLoginPage) — a worker's login
 * id (`worker01`) or an e-mail, and the password. Back to `backTo` (a page of this app) afterwards,
 * else Today.
 */
export function LoginPage({ session = appSession }: LoginPageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <FloorLoginPage
      session={session}
      title={t('login.title')}
      description={t('login.description')}
      target={appPathOf(params.get('backTo')) ?? paths.home}
      endedBecause={sessionEndReasonOf(params.get(LOGIN_REASON_PARAM))}
    />
  );
}
