import type { BidStatus } from '@baro/core';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Readonly<Record<BidStatus, string>> = {
  estimating: 'blue',
  waiting: 'orange',
  accepted: 'teal',
  in_progress: 'indigo',
  finished: 'green',
  canceled: 'gray',
  expired: 'gray',
};

/** A bid's status as a coloured badge with its word (the colour is never the only signal). */
export function BidStatusBadge({ status }: { status: BidStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLORS[status]}
      variant={status === 'canceled' || status === 'expired' ? 'outline' : 'light'}
    >
      {t(`bids.status.${status}`)}
    </Badge>
  );
}
