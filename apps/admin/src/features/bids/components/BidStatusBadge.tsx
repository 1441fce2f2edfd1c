import type { BidStatus } from '@baro/core';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<BidStatus, string> = {
  estimating: 'blue',
  waiting: 'violet',
  accepted: 'teal',
  in_progress: 'teal',
  finished: 'gray',
  canceled: 'red',
  expired: 'orange',
};

export function BidStatusBadge({ status }: { status: BidStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`bidStatus.${status}`)}
    </Badge>
  );
}
