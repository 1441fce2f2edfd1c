import { TableScroll } from '@baro/ui';
import { Alert, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RowError } from '../row-errors.ts';

/**
 * The cells a failed import named, row by row (row, column, what is wrong), under the server's
 * message that nothing was saved. `columnLabel` names a column in the user's words.
 */
export function RowErrors({
  message,
  errors,
  columnLabel,
}: {
  message: string;
  errors: readonly RowError[];
  columnLabel: (column: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={message}>
      <Stack gap="xs">
        <Text size="sm">{t('fulfillment.skuImport.nothingSaved')}</Text>
        {errors.length > 0 ? (
          <TableScroll minWidth={320}>
            <Table withTableBorder className="fulfillment-table" bg="var(--mantine-color-body)">
              <caption className="baro-visually-hidden">{t('fulfillment.skuImport.rowErrorsTable')}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('fulfillment.skuImport.row')}</Table.Th>
                  <Table.Th scope="col">{t('fulfillment.skuImport.column')}</Table.Th>
                  <Table.Th scope="col">{t('fulfillment.skuImport.message')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {errors.map((error) => (
                  <Table.Tr key={`${error.row}-${error.column}-${error.message}`}>
                    <Table.Td className="fulfillment-num">
                      {error.row === null
                        ? t('fulfillment.skuImport.fileProblem')
                        : t('fulfillment.skuImport.rowNumber', { row: error.row })}
                    </Table.Td>
                    <Table.Td>{error.column === null ? '' : columnLabel(error.column)}</Table.Td>
                    <Table.Td>{error.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        ) : null}
      </Stack>
    </Alert>
  );
}
