import type { FulfillmentApplicationStatus } from '@baro/core';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<FulfillmentApplicationStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

export function ApplicationStatusBadge({ status }: { status: FulfillmentApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[status]}>
      {t(`applicationStatus.${status}`)}
    </Badge>
  );
}
