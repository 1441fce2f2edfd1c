import { RootErrorPage as KitRootErrorPage, RouteErrorPage as KitRouteErrorPage } from '@baro/ui';
import { useTranslation } from 'react-i18next';
import { paths, toDocumentPath } from '../../lib/paths.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

/** A screen that failed (the kit's error page), naming who to ask; a thrown 404 is the not-found page. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <KitRouteErrorPage
      notFound={<NotFoundPage />}
      homeHref={toDocumentPath(paths.home)}
      footnote={t('errorPage.contact')}
    />
  );
}

/** The same when the shell itself fails, with its own `<main>`. */
export function RootErrorPage() {
  const { t } = useTranslation();
  return (
    <KitRootErrorPage
      notFound={<NotFoundPage />}
      homeHref={toDocumentPath(paths.home)}
      footnote={t('errorPage.contact')}
    />
  );
}
