import { useDocumentTitle } from '@baro/client';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/components/AuthCard.tsx';
import { FindPasswordForm } from '../../features/auth/components/FindPasswordForm.tsx';

/** `/find-password`: asks for a reset link by e-mail. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('documentTitle.findPassword'));
  return (
    <AuthCard title={t('auth.findPassword.title')} subtitle={t('auth.findPassword.description')}>
      <FindPasswordForm />
    </AuthCard>
  );
}
