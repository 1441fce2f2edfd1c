import { LANGUAGES } from '@baro/core';
import { Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { LANGUAGE_NAMES } from './shell-labels.ts';
import type { UserMenuProps } from './UserMenu.tsx';
import { USER_MENU_LABELS } from './user-menu-labels.ts';

/** UserMenu's menu, loaded after the first page (see UserMenu). */
export function UserMenuDropdown({
  name,
  title,
  subtitle,
  email,
  links = [],
  language,
  onLanguageChange,
  onSignOut,
  signingOut = false,
}: UserMenuProps) {
  const labels = USER_MENU_LABELS[language];
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton className="user-menu__button" aria-label={`${labels.userMenu}: ${name}`}>
          <Group gap={6} wrap="nowrap">
            <Stack gap={0} className="user-menu__names">
              <Text size="sm" fw={700} truncate="end">
                {title}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {subtitle}
              </Text>
            </Stack>
            <span aria-hidden="true">▾</span>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {email ? <Menu.Label>{email}</Menu.Label> : null}
        {links.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
        {email || links.length > 0 ? <Menu.Divider /> : null}
        <Menu.Label>{labels.language}</Menu.Label>
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
          {signingOut ? labels.loggingOut : labels.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
