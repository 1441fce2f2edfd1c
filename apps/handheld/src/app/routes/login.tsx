import { LOGIN_REASON_PARAM, sessionEndReasonOf } from '@baro/client';
import { FloorLoginPage } from '@baro/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { session } from '../../lib/api.ts';
import { appPathOf, paths } from '../../lib/paths.ts';

/**
 * `/handheld/login`: the kit's floor login (login id or e-mail) on a narrow screen; a worker's own
 * scanner keeps the session by default.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <FloorLoginPage
      session={session}
      title={t('login.title')}
      description={t('login.description')}
      target={appPathOf(params.get('backTo')) ?? paths.home}
      endedBecause={sessionEndReasonOf(params.get(LOGIN_REASON_PARAM))}
      keepByDefault
      width={480}
    />
  );
}
