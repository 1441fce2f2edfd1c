import type { Language } from '@baro/core';
import { AppHeader, LoadingBar, MAIN_CONTENT_ID, type NavItem, notify } from '@baro/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { applyDocumentLanguage } from '../../i18n/language-preference.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { isPathWithin, paths } from '../../lib/paths.ts';
import { usePartnerUser } from './partner-context.ts';
import { renderRouterLink } from './router-link.tsx';
import { UserMenu } from './UserMenu.tsx';
import { useSignOut } from './use-sign-out.ts';

const NAV: readonly { href: string; key: 'bids' | 'quotes' | 'shipments' | 'rates' | 'members' }[] = [
  { href: paths.bids, key: 'bids' },
  { href: paths.quotes, key: 'quotes' },
  { href: paths.shipments, key: 'shipments' },
  { href: paths.rates, key: 'rates' },
  { href: paths.members, key: 'members' },
];

/**
 * The root layout of the partner app (SPEC §2), the same pieces as the customer site's: skip
 * link, header with navigation, language switch and the user menu (partner name, language,
 * logout), the thin loading bar of route changes, the page in `<main>`. Scrolls to the top after
 * a route change.
 */
export function Shell() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const user = usePartnerUser();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { signOut, signingOut } = useSignOut();
  useScrollToTopOnNavigate(pathname);

  useEffect(() => {
    applyDocumentLanguage(document, language);
  }, [language]);

  const navItems: NavItem[] = NAV.map((item) => ({
    href: item.href,
    label: t(`nav.${item.key}`),
    current: isPathWithin(pathname, item.href),
  }));

  const changeLanguage = async (next: Language) => {
    await i18n.changeLanguage(next);
    notify(i18n.t('toast.languageChanged'), { id: 'language-changed' });
  };

  return (
    <div className="app-shell">
      <LoadingBar active={navigation.state !== 'idle'} language={language} />
      <AppHeader
        navItems={navItems}
        language={language}
        onLanguageChange={(next) => void changeLanguage(next)}
        brand={
          <>
            <span lang="ko">바로</span> <span className="brand-partner">{t('app.brandSuffix')}</span>
          </>
        }
        brandHref={paths.bids}
        renderLink={renderRouterLink}
        mainContentId={MAIN_CONTENT_ID}
        containerSize="xl"
        accountSlot={
          <UserMenu
            user={user}
            language={language}
            onLanguageChange={(next) => void changeLanguage(next)}
            onSignOut={() => void signOut()}
            signingOut={signingOut}
          />
        }
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-main">
        <Outlet />
      </main>
    </div>
  );
}

/** After a route change (a new path, not a new query) the page starts at the top (SPEC §2). */
function useScrollToTopOnNavigate(pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
}
