import type { LocationStock } from '@baro/core';
import { TableScroll } from '@baro/ui';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Stock per location: code, kind, center, on hand, reserved, available. */
export function LocationStockTable({
  locations,
  caption,
}: {
  locations: readonly LocationStock[];
  caption: string;
}) {
  const { t, i18n } = useTranslation();
  if (locations.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('fulfillment.sku.noStock')}
      </Text>
    );
  }
  const n = (value: number) => value.toLocaleString(i18n.language);
  return (
    <TableScroll minWidth={480}>
      <Table striped className="fulfillment-table">
        <caption className="baro-visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('fulfillment.stock.location')}</Table.Th>
            <Table.Th scope="col">{t('fulfillment.stock.warehouse')}</Table.Th>
            <Table.Th scope="col" className="fulfillment-num">
              {t('fulfillment.stock.onHand')}
            </Table.Th>
            <Table.Th scope="col" className="fulfillment-num">
              {t('fulfillment.stock.reserved')}
            </Table.Th>
            <Table.Th scope="col" className="fulfillment-num">
              {t('fulfillment.stock.available')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {locations.map((location) => (
            <Table.Tr key={`${location.warehouseCode}-${location.locationCode}`}>
              <Table.Th scope="row" fw={400}>
                <Text span ff="monospace" size="sm">
                  {location.locationCode}
                </Text>
                <Text span size="xs" c="dimmed" ml={6}>
                  {t(`fulfillment.stock.kind.${location.kind}`)}
                </Text>
              </Table.Th>
              <Table.Td>{location.warehouseCode}</Table.Td>
              <Table.Td className="fulfillment-num">{n(location.onHand)}</Table.Td>
              <Table.Td className="fulfillment-num">{n(location.reserved)}</Table.Td>
              <Table.Td className="fulfillment-num" fw={600}>
                {n(location.available)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
