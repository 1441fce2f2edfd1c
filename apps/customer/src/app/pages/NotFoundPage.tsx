import { NotFoundPage as KitNotFoundPage } from '@baro/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../paths.ts';

/** Whatever no route matches (the API serves the app for every unknown path): the kit's page in this app's words. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <KitNotFoundPage
      title={t('notFound.title')}
      documentTitle={t('notFound.documentTitle')}
      description={t('notFound.description')}
      homePath={paths.home}
      homeLabel={t('notFound.home')}
      backLabel={t('notFound.back')}
      onBack={() => void navigate(-1)}
    />
  );
}
