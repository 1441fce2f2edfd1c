import { PlainButton } from '@baro/ui';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { hrefs, paths } from '../../paths.ts';

/** Pages from which "로그인" should not come back (they are the account screens themselves). */
const ACCOUNT_PATHS: ReadonlySet<string> = new Set([
  paths.login,
  paths.signup,
  paths.findPassword,
  paths.resetPassword,
]);

/** The header's account corner for a visitor: "로그인" (coming back to the page it was opened from) and "회원가입". */
export function VisitorAccount() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const backTo = ACCOUNT_PATHS.has(pathname) || pathname === paths.home ? null : pathname + search;
  return (
    <Group gap={6} wrap="nowrap">
      <PlainButton component={Link} to={hrefs.login(backTo)} variant="light" size="xs">
        {t('nav.login')}
      </PlainButton>
      <PlainButton component={Link} to={paths.signup} size="xs">
        {t('nav.signup')}
      </PlainButton>
    </Group>
  );
}
