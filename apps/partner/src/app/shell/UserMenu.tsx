import { LANGUAGES, type Language } from '@baro/core';
import { LANGUAGE_NAMES } from '@baro/ui';
import { Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartnerUser } from '../../lib/partner-user.ts';
import { paths } from '../../lib/paths.ts';

export interface UserMenuProps {
  user: PartnerUser;
  language: Language;
  onLanguageChange: (language: Language) => void;
  onSignOut: () => void;
  signingOut?: boolean;
}

/** The header's account corner: the partner's name, and a menu with notification settings, the language and logout. */
export function UserMenu({ user, language, onLanguageChange, onSignOut, signingOut = false }: UserMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton className="user-menu__button" aria-label={`${t('nav.userMenu')}: ${user.name}`}>
          <Group gap={6} wrap="nowrap">
            <Stack gap={0} className="user-menu__names">
              <Text size="sm" fw={700} truncate="end">
                {user.partner.name}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {user.name}
              </Text>
            </Stack>
            <span aria-hidden="true">▾</span>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to={paths.notifications}>
          {t('nav.notifications')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('nav.language')}</Menu.Label>
        {LANGUAGES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            onClick={() => onLanguageChange(option)}
            aria-current={option === language ? 'true' : undefined}
            rightSection={option === language ? <span aria-hidden="true">✓</span> : null}
          >
            {LANGUAGE_NAMES[option]}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" onClick={onSignOut} disabled={signingOut}>
          {signingOut ? t('nav.loggingOut') : t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
