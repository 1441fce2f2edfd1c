import type { TeamRole } from '@baro/core';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Readonly<Record<TeamRole, string>> = { master: 'baro', admin: 'teal', member: 'gray' };

export function RoleBadge({ role }: { role: TeamRole }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[role]} variant="light">
      {t(`mypage.roles.${role}`)}
    </Badge>
  );
}
