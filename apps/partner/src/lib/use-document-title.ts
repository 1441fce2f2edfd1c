import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to `<title> | 바로 파트너` while the page is shown, in the current language. */
export function useDocumentTitle(title: string | null): void {
  const { t } = useTranslation();
  const suffix = t('app.documentTitleSuffix');
  useEffect(() => {
    document.title = title ? `${title} | ${suffix}` : suffix;
  }, [title, suffix]);
}
