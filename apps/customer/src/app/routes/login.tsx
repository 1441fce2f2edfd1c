import { useDocumentTitle } from '@baro/client';
import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/AuthCard.tsx';
import { LoginForm } from '../../features/auth/components/LoginForm.tsx';
import { isOtherAppPath, LeaveFor } from '../../lib/other-apps.tsx';
import { session } from '../../lib/session.ts';
import { hrefs, paths, resolveBackTo, SEARCH_PARAMS } from '../../paths.ts';

/**
 * `/login?backTo=<path>` (SPEC §2): reached by a full-page redirect or the header. After logging
 * in the user lands on `backTo` when it is a path on this site, else home. Someone already logged
 * in is sent on at once.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('documentTitle.login'));
  const [params] = useSearchParams();
  const backTo = resolveBackTo(params.get(SEARCH_PARAMS.backTo));
  // Read once: the form itself navigates after a successful login.
  const [alreadySignedIn] = useState(() => session.isActive());
  if (alreadySignedIn) {
    if (backTo && isOtherAppPath(backTo)) return <LeaveFor path={backTo} />;
    return <Navigate to={backTo ?? paths.home} replace />;
  }

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
      <LoginForm backTo={backTo} />
    </AuthCard>
  );
}
