import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the browser tab's title to `<title> | <documentTitle.suffix>` while the page is shown (the
 * app's home title, `documentTitle.home`, for null), in the current language. Screen readers
 * announce it after a route change.
 */
export function useDocumentTitle(title: string | null): void {
  const { t } = useTranslation();
  // The keys every app's catalogue has (KitCatalog); the app's own `t` types are not known here.
  const translate = t as unknown as (key: string) => string;
  const suffix = translate('documentTitle.suffix');
  const home = translate('documentTitle.home');
  useEffect(() => {
    document.title = title ? `${title} | ${suffix}` : home;
  }, [title, suffix, home]);
}
