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

const CHARGE_FIELDS = {
  code: 'rateForm.chargeCode',
  name: 'rateForm.chargeName',
  side: 'rateForm.chargeSide',
  unit: 'rateForm.chargeUnit',
  price: 'rateForm.chargePrice',
  currency: 'rateForm.chargeCurrency',
} as const;

/**
 * Why an import was refused: problems with the file as a list, and every bad cell as a table of
 * row (the Excel row number), field (the column's name as in the sheet) and reason, in sheet order.
 */
export function ImportErrorTable({ errors }: { errors: ImportErrors }) {
  const { t } = useTranslation();
  const count = errors.rows.length + errors.file.length;
  const columnName = (field: string) =>
    KNOWN_COLUMNS.has(field) ? t(`rateImport.columns.${field as 'price'}`) : field;
  /** A local charge's cell in words (`2번째 부대비용 요금 항목`), else the path as it is. */
  const detailText = (field: string, detail: string) => {
    const match = /^(\d+)\.(\w+)$/.exec(detail);
    const key = match?.[2];
    if (field !== 'localCharges' || !match || !key || !Object.hasOwn(CHARGE_FIELDS, key)) return detail;
    return t('rateForm.chargeRow', {
      row: Number(match[1]) + 1,
      field: t(CHARGE_FIELDS[key as keyof typeof CHARGE_FIELDS]),
    });
  };
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
                          ({detailText(error.field, error.detail)})
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
