import {
  LOGIN_REASON_PARAM,
  type SessionEndReason,
  sessionEndReasonOf,
  useDocumentTitle,
  useMe,
} from '@baro/client';
import { LoadingState } from '@baro/ui';
import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/AuthCard.tsx';
import { LoginForm } from '../../features/auth/components/LoginForm.tsx';
import { isOtherAppPath, LeaveFor, landingAfterLogin } from '../../lib/other-apps.tsx';
import { session } from '../../lib/session.ts';
import { hrefs, paths, resolveBackTo, SEARCH_PARAMS } from '../../paths.ts';

/**
 * `/login?backTo=<path>&reason=` (SPEC §2): reached by a full-page redirect or the header; `reason`
 * (ACCOUNT_DISABLED) says why the session ended. After logging
 * in the user lands on `backTo` when it is a path on this site, else home. Someone already logged
 * in is sent on at once, by the same rule as a login (`landingAfterLogin`): a partner to
 * `/partner/`, staff to `/admin/`, a worker to `/warehouse/` unless `backTo` is in their app.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('documentTitle.login'));
  const [params] = useSearchParams();
  const backTo = resolveBackTo(params.get(SEARCH_PARAMS.backTo));
  const endedBecause = sessionEndReasonOf(params.get(LOGIN_REASON_PARAM));
  // Read once: the form itself navigates after a successful login.
  const [alreadySignedIn] = useState(() => session.isActive());
  if (alreadySignedIn) return <SendOn backTo={backTo} />;
  return <LoginPage backTo={backTo} endedBecause={endedBecause} />;
}

/**
 * Someone already logged in: where their kind of user works. Until `GET /users/me` answers, a
 * spinner; a session that turns out to be over (the request failed) gets the login form.
 */
function SendOn({ backTo }: { backTo: string | null }) {
  const me = useMe();
  if (me.isPending) return <LoadingState />;
  if (me.isError) return <LoginPage backTo={backTo} />;
  const target = landingAfterLogin(me.data.kind, backTo, paths.home);
  if (isOtherAppPath(target)) return <LeaveFor path={target} />;
  return <Navigate to={target} replace />;
}

function LoginPage({
  backTo,
  endedBecause,
}: {
  backTo: string | null;
  endedBecause?: SessionEndReason | undefined;
}) {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <Text size="sm">
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to={hrefs.signup(backTo)} fw={600}>
            {t('auth.login.signupLink')}
          </Anchor>
        </Text>
      }
    >
      <LoginForm backTo={backTo} endedBecause={endedBecause} />
    </AuthCard>
  );
}
