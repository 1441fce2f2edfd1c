import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the browser tab's title to `<title> | 바로 Baro` (or the bare suffix for null) while the
 * page is shown, in the current language. Screen readers announce it after a route change.
 */
export function useDocumentTitle(title: string | null): void {
  const { t } = useTranslation();
  const suffix = t('documentTitle.suffix');
  useEffect(() => {
    document.title = title ? `${title} | ${suffix}` : t('documentTitle.home');
  }, [title, suffix, t]);
}
