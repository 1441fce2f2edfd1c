import type { InvitationStatus } from '@baro/core';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Readonly<Record<InvitationStatus, string>> = {
  pending: 'blue',
  accepted: 'green',
  declined: 'gray',
  canceled: 'gray',
  expired: 'orange',
};

/** The status of an invitation in words (colour only repeats it). */
export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" data-status={status}>
      {t(`mypage.invitations.status.${status}`)}
    </Badge>
  );
}
