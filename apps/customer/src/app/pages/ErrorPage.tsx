import { RootErrorPage as KitRootErrorPage, RouteErrorPage as KitRouteErrorPage } from '@baro/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '../../paths.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

/** A page that failed (the kit's error page), with the support line; a thrown 404 is the not-found page. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <KitRouteErrorPage
      notFound={<NotFoundPage />}
      homeHref={paths.home}
      footnote={t('errors.contactSupport')}
    />
  );
}

/** The same when the shell itself fails, with its own `<main>`. */
export function RootErrorPage() {
  const { t } = useTranslation();
  return (
    <KitRootErrorPage
      notFound={<NotFoundPage />}
      homeHref={paths.home}
      footnote={t('errors.contactSupport')}
    />
  );
}
