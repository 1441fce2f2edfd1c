import type { UserProfile } from '@baro/core';
import { Button, Group, Menu, UnstyledButton } from '@mantine/core';
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

/** Pages from which "로그인" should not come back (they are the account screens themselves). */
const ACCOUNT_PATHS: ReadonlySet<string> = new Set([
  paths.login,
  paths.signup,
  paths.findPassword,
  paths.resetPassword,
]);

/**
 * The header's account corner: "로그인" and "회원가입" for visitors (login comes back to the page
 * it was opened from), the member's name with a menu (마이페이지, 로그아웃) once signed in.
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
  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <UnstyledButton className="account-area__button" aria-label={`${t('nav.accountMenu')}: ${name}`}>
          <Group gap={4} wrap="nowrap">
            <span className="account-area__name">{user ? t('nav.greeting', { name: user.name }) : name}</span>
            <span aria-hidden="true">▾</span>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.mypage}>
          {t('nav.mypage')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.mypageBids}>
          {t('bids.nav.myBids')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.mypageShipments}>
          {t('bids.nav.myShipments')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={onSignOut} disabled={signingOut} color="red">
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
