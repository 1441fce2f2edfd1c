import { useSignOut } from '@baro/client';
import {
  AppHeader,
  EnvironmentBanner,
  LoadingBar,
  MAIN_CONTENT_ID,
  type NavItem,
  renderRouterLink,
  useLanguageSwitch,
  usePreviousPathOnUnmount,
  useRouteLoadingBar,
  useScrollToTopOnNavigate,
} from '@baro/ui';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { appConfig } from '../../app-config.ts';
import { session } from '../../lib/api.ts';
import { isPathWithin, paths } from '../../lib/paths.ts';
import { useFloorUser } from '../../lib/worker-user.ts';

const NAV = [
  { href: paths.home, key: 'today' },
  { href: paths.orders, key: 'orders' },
  { href: paths.waves, key: 'waves' },
  { href: paths.packing, key: 'packing' },
  { href: paths.handover, key: 'handover' },
  { href: paths.inbound, key: 'inbound' },
  { href: paths.returns, key: 'returns' },
  { href: paths.stock, key: 'stock' },
] as const;

/**
 * The root layout of the warehouse desk app (issue 15, 1280 px and up): skip link, header with the
 * sections, the language switch and who is signed in (their warehouse, or every one for staff)
 * with logout, the staging strip, the thin loading bar of route changes and the page in `<main>`.
 */
export function Shell() {
  const { t } = useTranslation();
  const { language, switchLanguage } = useLanguageSwitch();
  const user = useFloorUser();
  const { active } = useRouteLoadingBar();
  const { pathname } = useLocation();
  const { signOut, signingOut } = useSignOut(session);
  useScrollToTopOnNavigate();
  usePreviousPathOnUnmount();

  const navItems: NavItem[] = NAV.map((item) => ({
    href: item.href,
    label: t(`nav.${item.key}`),
    current: isPathWithin(pathname, item.href),
  }));
  const place = user.warehouse?.name ?? (user.kind === 'staff' ? t('app.allWarehouses') : '');

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
            <span lang="ko">바로</span> <span className="brand-warehouse">{t('app.brandSuffix')}</span>
          </>
        }
        brandHref={paths.home}
        renderLink={renderRouterLink}
        mainContentId={MAIN_CONTENT_ID}
        containerSize={1920}
        accountSlot={
          <Group gap="sm" wrap="nowrap" aria-label={t('nav.account')} role="group">
            <Stack gap={0} className="account__names">
              <Text size="sm" fw={700} truncate="end">
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {place}
              </Text>
            </Stack>
            <Button variant="default" size="xs" onClick={() => void signOut()} loading={signingOut}>
              {t('nav.logout')}
            </Button>
          </Group>
        }
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="baro-app-main">
        <Outlet />
      </main>
    </div>
  );
}
