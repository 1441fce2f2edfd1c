import { useLanguage } from '@baro/client';
import { formatDateTime, type StockMovement } from '@baro/core';
import { TableScroll } from '@baro/ui';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Ledger movements, newest first: when (Seoul), what, where, the change, and what caused it. */
export function MovementTable({
  movements,
  caption,
}: {
  movements: readonly StockMovement[];
  caption: string;
}) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  if (movements.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('fulfillment.movement.empty')}
      </Text>
    );
  }
  const signed = (value: number) =>
    value > 0 ? `+${value.toLocaleString(i18n.language)}` : value.toLocaleString(i18n.language);
  return (
    <TableScroll minWidth={560}>
      <Table striped className="fulfillment-table">
        <caption className="baro-visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('fulfillment.movement.at')}</Table.Th>
            <Table.Th scope="col">{t('fulfillment.movement.kindLabel')}</Table.Th>
            <Table.Th scope="col">{t('fulfillment.stock.location')}</Table.Th>
            <Table.Th scope="col" className="fulfillment-num">
              {t('fulfillment.stock.onHand')}
            </Table.Th>
            <Table.Th scope="col" className="fulfillment-num">
              {t('fulfillment.stock.reserved')}
            </Table.Th>
            <Table.Th scope="col">{t('fulfillment.movement.reference')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {movements.map((movement) => (
            <Table.Tr key={movement.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(movement.createdAt, language)}
              </Table.Td>
              <Table.Td>{t(`fulfillment.movement.kind.${movement.kind}`)}</Table.Td>
              <Table.Td ff="monospace">{movement.locationCode}</Table.Td>
              <Table.Td className="fulfillment-num">
                {movement.onHandDelta === 0 ? '–' : signed(movement.onHandDelta)}
              </Table.Td>
              <Table.Td className="fulfillment-num">
                {movement.reservedDelta === 0 ? '–' : signed(movement.reservedDelta)}
              </Table.Td>
              <Table.Td>
                {movement.reference?.label ?? ''}
                {movement.reason ? (
                  <Text span size="xs" c="dimmed" ml={movement.reference ? 6 : 0}>
                    {movement.reason}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
