import type { FulfillmentApplicationStatus } from '@baro/core';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Readonly<Record<FulfillmentApplicationStatus | 'none', string>> = {
  none: 'gray',
  pending: 'orange',
  approved: 'teal',
  rejected: 'red',
};

/** An application's status as a coloured badge with its word (the colour is never the only signal). */
export function ApplicationStatusBadge({ status }: { status: FulfillmentApplicationStatus | 'none' }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`fulfillment.application.status.${status}`)}
    </Badge>
  );
}
