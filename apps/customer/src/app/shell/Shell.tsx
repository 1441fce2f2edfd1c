import { useMe } from '@baro/client';
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
import { loadPageWords } from '../../i18n/i18n.ts';
import { chatWidget } from '../../lib/chat-widget.ts';
import { useHasSession } from '../../lib/session.ts';
import { isPathWithin, paths } from '../../paths.ts';
import { useChatWidget } from '../../shell/use-chat-widget.ts';
import { AccountArea } from './AccountArea.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { useSignOut } from './use-sign-out.ts';

/** The path of the document's own address (the browser router's location, already up to date). */
const readDocumentPath = () => window.location.pathname + window.location.search;

// Only a member has invitations to check: a visitor's first page never loads the dialog, the team
// contracts or zod (ADR 0016).
const InvitationCheck = lazy(() =>
  Promise.all([import('../../features/team/components/InvitationCheck.tsx'), loadPageWords()]).then(
    ([module]) => ({ default: module.InvitationCheck }),
  ),
);

/** Where the invitation dialog's "see them all" goes. */
export const INVITATIONS_HREF = `${paths.mypage}?tab=invitations`;

/**
 * The root layout (SPEC §2): skip link, header with navigation, language switch and account area,
 * the top loading bar of route changes, the page in `<main>`, the footer; the chat widget and the
 * one-time team-invitation check run while it is mounted. Scrolls to the top after navigating,
 * and stores the path in session storage when it goes away.
 */
export function Shell() {
  const { t } = useTranslation();
  const { language, switchLanguage } = useLanguageSwitch();
  const { active } = useRouteLoadingBar();
  useScrollToTopOnNavigate();
  usePreviousPathOnUnmount(undefined, readDocumentPath);

  const signedIn = useHasSession();
  const me = useMe({ enabled: signedIn });
  // undefined while the profile loads, so the chat widget never boots a member as a visitor first.
  const chatUser = !signedIn ? null : (me.data ?? (me.isError ? null : undefined));
  useChatWidget(chatWidget, chatUser, language);
  const { signOut, signingOut } = useSignOut();

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
          <AccountArea
            signedIn={signedIn}
            user={me.data}
            onSignOut={() => void signOut()}
            signingOut={signingOut}
          />
        }
        brandHref={paths.home}
        renderLink={renderRouterLink}
        mainContentId={MAIN_CONTENT_ID}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="baro-app-main">
        <Outlet />
      </main>
      <SiteFooter language={language} />
      {signedIn ? (
        <Suspense fallback={null}>
          <InvitationCheck enabled invitationsHref={INVITATIONS_HREF} />
        </Suspense>
      ) : null}
    </div>
  );
}
