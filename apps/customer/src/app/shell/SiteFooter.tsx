import type { Language } from '@baro/core';
import { AppFooter, renderRouterLink } from '@baro/ui';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../lib/site-config.ts';
import { paths } from '../../paths.ts';

/** The footer with the company and support details of the configuration, in the UI language. */
export function SiteFooter({ language }: { language: Language }) {
  const { t } = useTranslation();
  const config = siteConfig(language);
  return (
    <AppFooter
      language={language}
      companyName={config.companyName}
      details={[
        { label: t('footer.ceo'), value: config.ceo },
        { label: t('footer.businessNumber'), value: config.businessNumber },
        { label: t('footer.address'), value: config.address },
        {
          label: t('footer.email'),
          value: <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>,
        },
      ]}
      supportPhone={config.supportPhone}
      supportHours={config.supportHours}
      inquiryHref={config.inquiryHref}
      links={[
        { href: paths.terms, label: t('footer.terms') },
        { href: paths.privacy, label: <strong>{t('footer.privacy')}</strong> },
      ]}
      renderLink={renderRouterLink}
    />
  );
}
