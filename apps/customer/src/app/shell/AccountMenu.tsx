import { Group, Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths.ts';

export interface AccountMenuProps {
  /** What the button shows: "홍길동님", or "내 계정" while the profile loads. */
  label: string;
  /** The button's accessible name. */
  name: string;
  onSignOut: () => void;
  signingOut: boolean;
}

/**
 * The member's menu (마이페이지, 입찰, 운송, 로그아웃). In the member's chunk (MemberArea): Mantine's
 * Menu brings Popover and floating-ui, which a visitor's first page does not need (ADR 0016).
 */
export function AccountMenu({ label, name, onSignOut, signingOut }: AccountMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <UnstyledButton className="account-area__button" aria-label={`${t('nav.accountMenu')}: ${name}`}>
          <Group gap={4} wrap="nowrap">
            <span className="account-area__name">{label}</span>
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
        <Menu.Item component={Link} to={paths.mypageFulfillment}>
          {t('nav.mypageFulfillment')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={onSignOut} disabled={signingOut} color="red">
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
