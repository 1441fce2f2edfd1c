import { NotFoundPage as KitNotFoundPage } from '@baro/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths.ts';

/** Whatever no route matches (the API serves the app for every path under /admin/): the kit's page in this app's words. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <KitNotFoundPage
      title={t('notFound.title')}
      description={t('notFound.body')}
      homePath={paths.home}
      homeLabel={t('notFound.home')}
    />
  );
}
