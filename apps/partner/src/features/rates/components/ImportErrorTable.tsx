import { Alert, List, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportErrors } from '../import-errors.ts';

const KNOWN_COLUMNS = new Set([
  'freightType',
  'pol',
  'pod',
  'containerType',
  'price',
  'weightBreaks',
  'minCharge',
  'currency',
  'carrier',
  'transitDays',
  'validFrom',
  'validTo',
  'localCharges',
]);

/**
 * Why an import was refused: problems with the file as a list, and every bad cell as a table of
 * row (the Excel row number), field (the column's name as in the sheet) and reason, in sheet order.
 */
export function ImportErrorTable({ errors }: { errors: ImportErrors }) {
  const { t } = useTranslation();
  const count = errors.rows.length + errors.file.length;
  const columnName = (field: string) =>
    KNOWN_COLUMNS.has(field) ? t(`rateImport.columns.${field as 'price'}`) : field;
  return (
    <Alert color="red" variant="light" title={t('rateImport.errorsTitle')} role="alert">
      <Stack gap="sm">
        <Text size="sm">{t('rateImport.errorsBody', { count })}</Text>
        {errors.file.length > 0 ? (
          <div>
            <Title order={3} size="h6">
              {t('rateImport.fileErrors')}
            </Title>
            <List size="sm">
              {errors.file.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </div>
        ) : null}
        {errors.rows.length > 0 ? (
          <div className="baro-table-scroll">
            <Table verticalSpacing={4} bg="white" withTableBorder>
              <Table.Caption>{t('rateImport.errorTable')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('rateImport.row')}</Table.Th>
                  <Table.Th scope="col">{t('rateImport.field')}</Table.Th>
                  <Table.Th scope="col">{t('rateImport.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {errors.rows.map((error) => (
                  <Table.Tr key={`${error.row}.${error.field}.${error.detail}`}>
                    <Table.Td className="baro-nowrap">
                      {t('rateImport.rowNumber', { row: error.row })}
                    </Table.Td>
                    <Table.Td className="baro-nowrap">
                      {columnName(error.field)}
                      {error.detail ? (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          ({error.detail})
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{error.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        ) : null}
      </Stack>
    </Alert>
  );
}
