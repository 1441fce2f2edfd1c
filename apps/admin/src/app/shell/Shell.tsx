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
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { appConfig } from '../../app-config.ts';
import { isPathWithin, paths } from '../../lib/paths.ts';
import { useStaffUser } from '../../lib/staff-user.ts';
import { NAV_GROUPS } from './nav.ts';
import { useSignOut } from './use-sign-out.ts';

/**
 * The root layout of the admin app (SPEC §2): skip link, header with the language switch and the
 * user menu, the staging strip (SPEC §6), the thin loading bar of route changes, the sections in a
 * side column (in the header's menu below the tablet breakpoint) and the page in `<main>`; the
 * kit's shell hooks scroll to the top after a route change and keep the path shown last.
 */
export function Shell() {
  const { t } = useTranslation();
  const { language, switchLanguage } = useLanguageSwitch();
  const user = useStaffUser();
  const { active } = useRouteLoadingBar();
  const { pathname } = useLocation();
  const { signOut, signingOut } = useSignOut();
  useScrollToTopOnNavigate();
  usePreviousPathOnUnmount();

  const groups = NAV_GROUPS.map((group) => ({
    key: group.key,
    label: t(`nav.groups.${group.key}`),
    items: group.items.map(
      (item): NavItem => ({
        href: item.href,
        label: t(`nav.${item.key}`),
        current: isPathWithin(pathname, item.href),
      }),
    ),
  }));

  return (
    <div className="baro-app-shell admin-shell">
      <LoadingBar active={active} language={language} />
      <EnvironmentBanner environment={appConfig.environment} language={language} />
      <AppHeader
        navItems={groups.flatMap((group) => group.items)}
        language={language}
        onLanguageChange={(next) => void switchLanguage(next)}
        brand={
          <>
            <span lang="ko">바로</span> <span className="brand-admin">{t('app.brandSuffix')}</span>
          </>
        }
        brandHref={paths.home}
        renderLink={renderRouterLink}
        mainContentId={MAIN_CONTENT_ID}
        containerSize={1920}
        accountSlot={
          <UserMenu
            name={user.name}
            title={user.name}
            subtitle={t('app.staff')}
            email={user.email}
            language={language}
            onLanguageChange={(next) => void switchLanguage(next)}
            onSignOut={() => void signOut()}
            signingOut={signingOut}
          />
        }
      />
      <div className="admin-layout">
        <Box component="nav" visibleFrom="sm" className="admin-sidebar" aria-label={t('nav.sections')}>
          {groups.map((group) => (
            <div key={group.key} className="admin-sidebar__group">
              <h2 className="admin-sidebar__heading">{group.label}</h2>
              <ul>
                {group.items.map((item) => (
                  <li key={item.href}>
                    <Link to={item.href} aria-current={item.current ? 'page' : undefined}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </Box>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="baro-app-main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
