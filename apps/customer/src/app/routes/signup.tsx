import { useDocumentTitle } from '@baro/client';
import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/AuthCard.tsx';
import { SignupForm } from '../../features/auth/components/SignupForm.tsx';
import { useTermsInForce } from '../../features/support/api/get-articles.ts';
import { session } from '../../lib/session.ts';
import { hrefs, paths, resolveBackTo, SEARCH_PARAMS } from '../../paths.ts';

/**
 * `/signup`: a new account, logged in at once; then `backTo` or the my page. The consent names the
 * versions of the terms in force, from the support centre's terms list (issue 16).
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('documentTitle.signup'));
  const [params] = useSearchParams();
  const backTo = resolveBackTo(params.get(SEARCH_PARAMS.backTo));
  const [alreadySignedIn] = useState(() => session.isActive());
  const terms = useTermsInForce();
  if (alreadySignedIn) return <Navigate to={backTo ?? paths.mypage} replace />;

  return (
    <AuthCard
      size="md"
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      footer={
        <Text size="sm">
          {t('auth.signup.haveAccount')}{' '}
          <Anchor component={Link} to={hrefs.login(backTo)} fw={600}>
            {t('auth.signup.loginLink')}
          </Anchor>
        </Text>
      }
    >
      <SignupForm backTo={backTo} terms={terms} />
    </AuthCard>
  );
}
