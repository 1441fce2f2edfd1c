import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** On hand, reserved and available side by side (a row of a list), available in bold. */
export function StockFigures({
  stock,
  low = false,
}: {
  stock: { onHand: number; reserved: number; available: number };
  low?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => value.toLocaleString(i18n.language);
  return (
    <Group gap="md" wrap="wrap" component="dl" m={0}>
      <Figure label={t('fulfillment.stock.onHand')} value={n(stock.onHand)} />
      <Figure label={t('fulfillment.stock.reserved')} value={n(stock.reserved)} />
      <Figure
        label={t('fulfillment.stock.available')}
        value={n(stock.available)}
        strong
        {...(low ? { color: 'red' } : {})}
      />
    </Group>
  );
}

function Figure({
  label,
  value,
  strong = false,
  color,
}: {
  label: string;
  value: string;
  strong?: boolean;
  color?: string;
}) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" fw={strong ? 700 : 400} c={color} className="fulfillment-num">
        {value}
      </Text>
    </div>
  );
}
