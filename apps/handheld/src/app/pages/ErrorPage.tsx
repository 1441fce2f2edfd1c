import type { RouteErrorPageProps } from '@baro/ui';
import { useTranslation } from 'react-i18next';
import { paths, toDocumentPath } from '../../lib/paths.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

/**
 * What the kit's error pages (`RouteErrorPage`, and `RootErrorPage` when the shell itself fails)
 * show in this app: its not-found page for a thrown 404, its start page, and who to ask.
 */
export const errorPage = {
  notFound: <NotFoundPage />,
  homeHref: toDocumentPath(paths.home),
  footnote: <ErrorFootnote />,
} satisfies RouteErrorPageProps;

function ErrorFootnote() {
  return useTranslation().t('errorPage.contact');
}
