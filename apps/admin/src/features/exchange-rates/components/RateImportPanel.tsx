import { type FileUploader, useErrorText, useLanguage } from '@baro/client';
import { notifySuccess, SubmitButton, UploadField, useFileImport, useLinkDownload } from '@baro/ui';
import { Alert, Button, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fileUploader } from '../../../lib/api.ts';
import { getRateTemplate } from '../api/get-rate-template.ts';
import { useImportRates } from '../api/import-rates.ts';
import { importErrorsOf } from '../import-errors.ts';

const ACCEPT = ['xlsx'] as const;

/**
 * Many days at once from Excel: download the template (today's rates in its row), fill in a row
 * per day, upload and import. The file is uploaded first (with progress), then every cell is
 * checked; a refusal lists each bad cell by row and column, and no day was changed.
 */
export function RateImportPanel({ uploader = fileUploader }: { uploader?: FileUploader }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const importRates = useImportRates();
  const template = useLinkDownload({ language });
  const { phase, errors, failure, submit, field } = useFileImport({
    uploader,
    accept: ACCEPT,
    run: (key) => importRates.mutateAsync(key),
    onDone: (result) => notifySuccess(t('exchangeRates.imported', { count: result.dates.length })),
    errorsOf: importErrorsOf,
    needFile: t('exchangeRates.needFile'),
    errorText,
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="rate-import">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <div>
              <Title order={2} size="h4" id="rate-import">
                {t('exchangeRates.importTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('exchangeRates.importHint')}
              </Text>
            </div>
            <Button
              variant="default"
              loading={template.pending !== null}
              onClick={() => void template.download(getRateTemplate)}
            >
              {t('exchangeRates.template')}
            </Button>
          </Group>
          <UploadField label={t('exchangeRates.file')} language={language} {...field} />
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          {errors ? (
            <Alert color="red" variant="light" title={t('exchangeRates.errorsTitle')} role="alert">
              <Stack gap="sm">
                {errors.file.length > 0 ? (
                  <List size="sm">
                    {errors.file.map((message) => (
                      <List.Item key={message}>{message}</List.Item>
                    ))}
                  </List>
                ) : null}
                {errors.rows.length > 0 ? (
                  <div className="baro-table-scroll">
                    <Table verticalSpacing={4} bg="white" withTableBorder>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th scope="col">{t('exchangeRates.row')}</Table.Th>
                          <Table.Th scope="col">{t('exchangeRates.column')}</Table.Th>
                          <Table.Th scope="col">{t('exchangeRates.reason')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {errors.rows.map((error) => (
                          <Table.Tr key={`${error.row}.${error.column}`}>
                            <Table.Td>{t('exchangeRates.rowNumber', { row: error.row })}</Table.Td>
                            <Table.Td>
                              {error.column === 'date' ? t('exchangeRates.date') : error.column}
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
          ) : null}
          <div>
            <SubmitButton loading={phase !== 'idle'}>
              {phase === 'uploading'
                ? t('exchangeRates.uploading')
                : phase === 'importing'
                  ? t('exchangeRates.importing')
                  : t('exchangeRates.import')}
            </SubmitButton>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
