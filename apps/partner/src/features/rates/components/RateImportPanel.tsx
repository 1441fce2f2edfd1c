import { type FileUploader, useErrorText, useLanguage } from '@baro/client';
import type { RateImportMode, RateImportResult } from '@baro/core';
import { notifySuccess, SubmitButton, UploadField, useFileImport } from '@baro/ui';
import { Alert, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importErrorsOf } from '../import-errors.ts';
import { ImportErrorTable } from './ImportErrorTable.tsx';

export interface RateImportPanelProps {
  /** Uploads the file through `POST /api/file/upload` (no binding) and answers its key. */
  uploader: FileUploader;
  /** `POST /api/partner/rates/import {key, mode}`. */
  importSheet: (key: string, mode: RateImportMode) => Promise<RateImportResult>;
}

const ACCEPT = ['xlsx'] as const;

/**
 * Excel import: pick a filled-in template (xlsx), choose to add to or replace the rate table, and
 * import. The file is uploaded first (with progress), then the API checks every row; when it
 * refuses, every bad row is listed as a table (row, field, reason) and nothing was imported.
 */
export function RateImportPanel({ uploader, importSheet }: RateImportPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const [mode, setMode] = useState<RateImportMode>('append');
  const { phase, errors, failure, submit, field } = useFileImport({
    uploader,
    accept: ACCEPT,
    run: (key) => importSheet(key, mode),
    onDone: (result) =>
      notifySuccess(
        result.mode === 'replace'
          ? t('rateImport.doneReplaced', { created: result.created, deleted: result.deleted })
          : t('rateImport.done', { count: result.created }),
      ),
    errorsOf: importErrorsOf,
    needFile: t('rateImport.needFile'),
    errorText,
    markFileFailed: true,
  });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="rate-import-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="rate-import-title">
              {t('rateImport.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('rateImport.description')}
            </Text>
          </div>
          <UploadField label={t('rateImport.file')} language={language} {...field} />
          <Radio.Group
            label={t('rateImport.mode')}
            value={mode}
            onChange={(value) => setMode(value as RateImportMode)}
          >
            <Stack gap={6} mt={6}>
              <Radio value="append" label={t('rateImport.append')} />
              <Radio value="replace" label={t('rateImport.replace')} color="red" />
            </Stack>
          </Radio.Group>
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          {errors ? <ImportErrorTable errors={errors} /> : null}
          <div>
            <SubmitButton loading={phase !== 'idle'}>
              {phase === 'uploading'
                ? t('rateImport.uploading')
                : phase === 'importing'
                  ? t('rateImport.importing')
                  : t('rateImport.start')}
            </SubmitButton>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
