import { type Language, TIME_ZONE } from '@baro/core';
import { Container, type MantineSize } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useNewTabLink } from '../display/NewTabLink.tsx';
import { useUiLabels } from '../i18n/ui-language.tsx';
import { type NavItem, type RenderLink, renderAnchor } from './nav-link.tsx';
import { FOOTER_LABELS, type FooterLabels } from './shell-labels.ts';

export interface CompanyDetail {
  /** e.g. "대표", "사업자등록번호", "주소". */
  label: ReactNode;
  value: ReactNode;
}

export interface AppFooterProps {
  companyName: string;
  /** Company facts from configuration, in the current language. */
  details?: readonly CompanyDetail[];
  /** Support phone for the current language (SPEC §9 has Korean and English variants). */
  supportPhone: string;
  supportHours?: ReactNode;
  /** Service-intro inquiry link for the current language (SPEC §9). */
  inquiryHref: string;
  inquiryLabel?: ReactNode;
  /** Terms, privacy policy and similar. */
  links?: readonly NavItem[];
  renderLink?: RenderLink;
  /** Defaults to "© <year in Seoul> <companyName>". */
  copyright?: ReactNode;
  language?: Language;
  labels?: Partial<FooterLabels>;
  /** Content width; keep it equal to the header's and the pages'. @default 'lg' */
  containerSize?: MantineSize | number;
}

/** `tel:` wants digits and an optional leading +: "1588-0000" → "15880000". */
export function toTelHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

const isExternal = (href: string) => /^https?:\/\//i.test(href);

const seoulYear = () =>
  new Intl.DateTimeFormat('en', { timeZone: TIME_ZONE, year: 'numeric' }).format(new Date());

/** The site footer: company facts, customer-support phone, service inquiry link, legal links. */
export function AppFooter({
  companyName,
  details = [],
  supportPhone,
  supportHours,
  inquiryHref,
  inquiryLabel,
  links = [],
  renderLink = renderAnchor,
  copyright,
  language,
  labels,
  containerSize = 'lg',
}: AppFooterProps) {
  const text = useUiLabels(FOOTER_LABELS, language, labels);
  const newTab = useNewTabLink(language);
  const supportId = useId();
  const companyId = useId();
  const external = isExternal(inquiryHref);

  return (
    <footer className="baro-footer">
      <Container size={containerSize} className="baro-footer__inner">
        <section aria-labelledby={companyId} className="baro-footer__company">
          <h2 id={companyId} className="baro-footer__heading">
            {companyName}
            <span className="baro-visually-hidden"> {text.companyInfo}</span>
          </h2>
          {details.length > 0 ? (
            <dl className="baro-footer__details">
              {details.map((detail, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static configuration list
                <div key={index} className="baro-footer__detail">
                  <dt>{detail.label}</dt>
                  <dd>{detail.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </section>
        <section aria-labelledby={supportId} className="baro-footer__support">
          <h2 id={supportId} className="baro-footer__heading">
            {text.support}
          </h2>
          <p className="baro-footer__phone">
            <a href={toTelHref(supportPhone)}>{supportPhone}</a>
          </p>
          {supportHours ? <p className="baro-footer__hours">{supportHours}</p> : null}
          <p>
            <a className="baro-footer__inquiry" href={inquiryHref} {...(external ? newTab.attributes : {})}>
              {inquiryLabel ?? text.inquiry}
              {external ? newTab.note : null}
            </a>
          </p>
        </section>
        {links.length > 0 ? (
          <nav aria-label={text.legal} className="baro-footer__legal">
            <ul>
              {links.map((link) => (
                <li key={link.href}>
                  {renderLink({
                    href: link.href,
                    children: link.label,
                    ...(link.current ? { 'aria-current': 'page' as const } : {}),
                  })}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className="baro-footer__copyright">{copyright ?? `© ${seoulYear()} ${companyName}`}</p>
      </Container>
    </footer>
  );
}
