import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The stock of a SKU in four figures (on hand, reserved, available, quarantined). */
export function StockSummary({
  stock,
}: {
  stock: { onHand: number; reserved: number; available: number; quarantined: number };
}) {
  const { t, i18n } = useTranslation();
  const figures = [
    ['onHand', stock.onHand],
    ['reserved', stock.reserved],
    ['available', stock.available],
    ['quarantined', stock.quarantined],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
      {figures.map(([key, value]) => (
        <Paper key={key} withBorder radius="md" p="sm">
          <Text component="dt" size="xs" c="dimmed">
            {t(`fulfillment.stock.${key}`)}
          </Text>
          <Text
            component="dd"
            m={0}
            fz="xl"
            fw={key === 'available' ? 700 : 500}
            className="fulfillment-num"
            ta="left"
          >
            {value.toLocaleString(i18n.language)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
