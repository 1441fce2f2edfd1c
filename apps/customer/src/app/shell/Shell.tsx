import type { Language } from '@baro/core';
import {
  AppHeader,
  LoadingBar,
  MAIN_CONTENT_ID,
  type NavItem,
  renderRouterLink,
  useLanguageSwitch,
  usePreviousPathOnUnmount,
  useRouteLoadingBar,
  useScrollToTopOnNavigate,
} from '@baro/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { chatWidget } from '../../lib/chat-widget.ts';
import { useHasSession } from '../../lib/session.ts';
import { isPathWithin, paths } from '../../paths.ts';
import { useChatWidget } from '../../shell/use-chat-widget.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { VisitorAccount } from './VisitorAccount.tsx';

/** The path of the document's own address (the browser router's location, already up to date). */
const readDocumentPath = () => window.location.pathname + window.location.search;

// A member's corner (profile, menu, sign-out, invitations) brings the data cache with it: a visitor's
// first page loads neither (ADR 0016).
const MemberArea = lazy(() => import('./MemberArea.tsx').then((module) => ({ default: module.MemberArea })));

/**
 * The root layout (SPEC §2): skip link, header with navigation, language switch and account area,
 * the top loading bar of route changes, the page in `<main>`, the footer; the chat widget (and, for
 * a member, the one-time team-invitation check) run while it is mounted. Scrolls to the top after navigating,
 * and stores the path in session storage when it goes away.
 */
export function Shell() {
  const { t } = useTranslation();
  const { language, switchLanguage } = useLanguageSwitch();
  const { active } = useRouteLoadingBar();
  useScrollToTopOnNavigate();
  usePreviousPathOnUnmount(undefined, readDocumentPath);

  const signedIn = useHasSession();

  const { pathname } = useLocation();
  const navItems: NavItem[] = [
    {
      href: paths.forwardingQuote,
      label: t('nav.forwarding'),
      // Not on the start page: it is no page of the menu (the logo leads there).
      current: isPathWithin(pathname, paths.forwarding) && !isPathWithin(pathname, paths.forwardingSchedule),
    },
    {
      href: paths.forwardingSchedule,
      label: t('nav.forwardingSchedule'),
      current: isPathWithin(pathname, paths.forwardingSchedule),
    },
    {
      href: paths.fulfillment,
      label: t('nav.fulfillment'),
      current: isPathWithin(pathname, paths.fulfillment),
    },
    { href: paths.support, label: t('nav.support'), current: isPathWithin(pathname, paths.support) },
  ];

  return (
    <div className="baro-app-shell">
      <LoadingBar active={active} language={language} />
      <AppHeader
        navItems={navItems}
        language={language}
        onLanguageChange={(next) => void switchLanguage(next)}
        accountSlot={
          signedIn ? (
            // Until the member's chunk is there, the place its name will take.
            <Suspense
              fallback={<span className="account-area__button account-area__name">{t('nav.account')}</span>}
            >
              <MemberArea language={language} />
            </Suspense>
          ) : (
            <VisitorArea language={language} />
          )
        }
        brandHref={paths.home}
        renderLink={renderRouterLink}
        mainContentId={MAIN_CONTENT_ID}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="baro-app-main">
        <Outlet />
      </main>
      <SiteFooter language={language} />
    </div>
  );
}

/** A visitor's corner: "로그인" and "회원가입", and the chat widget booted as a visitor. */
function VisitorArea({ language }: { language: Language }) {
  useChatWidget(chatWidget, null, language);
  return <VisitorAccount />;
}
