import type { ShipmentStatus } from '@baro/core';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A shipment's status in a badge, with its word. */
export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'completed' ? 'green' : 'indigo'} variant="light">
      {t(`bids.shipments.status.${status}`)}
    </Badge>
  );
}
