import { useDocumentTitle } from '@baro/client';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/AuthCard.tsx';
import { ResetPasswordForm } from '../../features/auth/components/ResetPasswordForm.tsx';
import { SEARCH_PARAMS } from '../../paths.ts';

/** `/reset-password?token=…`: the page of the e-mailed reset link. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('documentTitle.resetPassword'));
  const [params] = useSearchParams();
  const token = params.get(SEARCH_PARAMS.token)?.trim() || null;
  return (
    <AuthCard title={t('auth.resetPassword.title')} subtitle={t('auth.resetPassword.description')}>
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
