import type { UserProfile } from '@baro/core';
import { Button, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { hrefs, paths } from '../../paths.ts';

export interface AccountAreaProps {
  /** True while the browser has a session. */
  signedIn: boolean;
  /** The profile once loaded. */
  user: UserProfile | undefined;
  onSignOut: () => void;
  signingOut?: boolean;
}

const AccountMenu = lazy(() =>
  import('./AccountMenu.tsx').then((module) => ({ default: module.AccountMenu })),
);

/** Pages from which "로그인" should not come back (they are the account screens themselves). */
const ACCOUNT_PATHS: ReadonlySet<string> = new Set([
  paths.login,
  paths.signup,
  paths.findPassword,
  paths.resetPassword,
]);

/**
 * The header's account corner: "로그인" and "회원가입" for visitors (login comes back to the page
 * it was opened from), the member's name with a menu (마이페이지, 로그아웃) once signed in — the menu
 * loads only then (AccountMenu).
 */
export function AccountArea({ signedIn, user, onSignOut, signingOut = false }: AccountAreaProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();

  if (!signedIn) {
    const backTo = ACCOUNT_PATHS.has(pathname) || pathname === paths.home ? null : pathname + search;
    return (
      <Group gap={6} wrap="nowrap">
        <Button component={Link} to={hrefs.login(backTo)} variant="light" size="xs">
          {t('nav.login')}
        </Button>
        <Button component={Link} to={paths.signup} size="xs">
          {t('nav.signup')}
        </Button>
      </Group>
    );
  }

  const name = user?.name ?? t('nav.account');
  const label = user ? t('nav.greeting', { name: user.name }) : name;
  return (
    // Until the menu's chunk is there, the name alone, in the place the button will take.
    <Suspense fallback={<span className="account-area__button account-area__name">{label}</span>}>
      <AccountMenu label={label} name={name} onSignOut={onSignOut} signingOut={signingOut} />
    </Suspense>
  );
}
