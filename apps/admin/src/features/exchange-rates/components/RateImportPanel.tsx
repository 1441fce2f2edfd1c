import { type FileUploader, useErrorText, useLanguage } from '@baro/client';
import {
  createUploadFileItem,
  notifySuccess,
  SubmitButton,
  toProgress,
  UploadField,
  type UploadFileItem,
  updateUploadFileItem,
  useLinkDownload,
} from '@baro/ui';
import { Alert, Button, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUploader } from '../../../lib/api.ts';
import { getRateTemplate } from '../api/get-rate-template.ts';
import { useImportRates } from '../api/import-rates.ts';
import { type ImportErrors, importErrorsOf } from '../import-errors.ts';

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
  const [files, setFiles] = useState<UploadFileItem[]>([]);
  const [phase, setPhase] = useState<'idle' | 'uploading' | 'importing'>('idle');
  const [errors, setErrors] = useState<ImportErrors | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const file = files[0];

  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors(null);
    setFailure(null);
    if (!file) {
      setFieldError(t('exchangeRates.needFile'));
      return;
    }
    setFieldError(null);
    const controller = new AbortController();
    abort.current = controller;
    try {
      let key = file.key;
      if (!key) {
        setPhase('uploading');
        setFiles((items) => updateUploadFileItem(items, file.id, { status: 'uploading', progress: 0 }));
        const result = await uploader.upload([file.file], {
          accept: ACCEPT,
          signal: controller.signal,
          onProgress: (_index, loaded, total) =>
            setFiles((items) =>
              updateUploadFileItem(items, file.id, { progress: toProgress(loaded, total) }),
            ),
        });
        key = result.files[0]?.key;
        setFiles((items) => updateUploadFileItem(items, file.id, { status: 'done', progress: 100, key }));
      }
      if (!key) throw new Error('upload answered no key');
      setPhase('importing');
      const result = await importRates.mutateAsync(key);
      notifySuccess(t('exchangeRates.imported', { count: result.dates.length }));
      setFiles([]);
    } catch (error) {
      if (controller.signal.aborted) {
        setFiles((items) => updateUploadFileItem(items, file.id, { status: 'canceled' }));
        return;
      }
      const found = importErrorsOf(error);
      if (found) setErrors(found);
      else setFailure(errorText(error));
    } finally {
      setPhase('idle');
      abort.current = null;
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="rate-import">
      <form onSubmit={(event) => void start(event)} noValidate>
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
          <UploadField
            label={t('exchangeRates.file')}
            required
            multiple={false}
            accept={ACCEPT}
            files={files}
            error={fieldError}
            language={language}
            disabled={phase !== 'idle'}
            onAdd={(added) => {
              setErrors(null);
              setFailure(null);
              setFieldError(null);
              setFiles(added.slice(0, 1).map(createUploadFileItem));
            }}
            onCancel={() => abort.current?.abort()}
            onRemove={() => setFiles([])}
            onRetry={(id) =>
              setFiles((items) => updateUploadFileItem(items, id, { status: 'queued', progress: 0 }))
            }
          />
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
