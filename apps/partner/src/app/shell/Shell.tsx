import {
  AppHeader,
  EnvironmentBanner,
  LoadingBar,
  MAIN_CONTENT_ID,
  type NavItem,
  renderRouterLink,
  UserMenu,
  useLanguageSwitch,
  usePreviousPathOnUnmount,
  useRouteLoadingBar,
  useScrollToTopOnNavigate,
} from '@baro/ui';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { appConfig } from '../../app-config.ts';
import { usePartnerUser } from '../../lib/partner-user.ts';
import { isPathWithin, paths } from '../../lib/paths.ts';
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
 * logout), the thin loading bar of route changes, the page in `<main>`; the kit's SPEC §2 shell
 * hooks scroll to the top after a route change and keep the path shown last when the shell goes.
 */
export function Shell() {
  const { t } = useTranslation();
  const { language, switchLanguage } = useLanguageSwitch();
  const user = usePartnerUser();
  const { active } = useRouteLoadingBar();
  const { pathname } = useLocation();
  const { signOut, signingOut } = useSignOut();
  useScrollToTopOnNavigate();
  usePreviousPathOnUnmount();

  const navItems: NavItem[] = NAV.map((item) => ({
    href: item.href,
    label: t(`nav.${item.key}`),
    current: isPathWithin(pathname, item.href),
  }));

  return (
    <div className="baro-app-shell">
      <LoadingBar active={active} language={language} />
      <EnvironmentBanner environment={appConfig.environment} language={language} />
      <AppHeader
        navItems={navItems}
        language={language}
        onLanguageChange={(next) => void switchLanguage(next)}
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
            name={user.name}
            title={user.partner.name}
            subtitle={user.name}
            email={user.email}
            links={[{ label: t('nav.notifications'), to: paths.notifications }]}
            language={language}
            onLanguageChange={(next) => void switchLanguage(next)}
            onSignOut={() => void signOut()}
            signingOut={signingOut}
          />
        }
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="baro-app-main">
        <Outlet />
      </main>
    </div>
  );
}
