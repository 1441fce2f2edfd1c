import type { OrderStatusValue } from '@baro/core';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Kind = 'order' | 'inbound' | 'returns';

const COLORS: Readonly<Record<string, string>> = {
  // orders
  waiting: 'orange',
  allocated: 'blue',
  picking: 'indigo',
  packed: 'violet',
  shipped: 'teal',
  delivered: 'green',
  returned_to_sender: 'orange',
  // inbound
  requested: 'blue',
  arrived: 'indigo',
  receiving: 'violet',
  completed: 'green',
  // returns
  in_transit: 'indigo',
  inspected: 'teal',
  canceled: 'gray',
};

/** A fulfillment status as a coloured badge with its word (the colour is never the only signal). */
export function StatusBadge({ kind, status }: { kind: Kind; status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant={status === 'canceled' ? 'outline' : 'light'}>
      {t(`fulfillment.${kind}.status.${status}` as `fulfillment.order.status.${OrderStatusValue}`)}
    </Badge>
  );
}
