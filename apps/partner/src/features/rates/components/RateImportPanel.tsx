import { type FileUploader, useErrorText, useLanguage } from '@baro/client';
import type { RateImportMode, RateImportResult } from '@baro/core';
import {
  createUploadFileItem,
  notifySuccess,
  SubmitButton,
  toProgress,
  UploadField,
  type UploadFileItem,
  updateUploadFileItem,
} from '@baro/ui';
import { Alert, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImportErrors, importErrorsOf } from '../import-errors.ts';
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
  const [files, setFiles] = useState<UploadFileItem[]>([]);
  const [mode, setMode] = useState<RateImportMode>('append');
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
      setFieldError(t('rateImport.needFile'));
      return;
    }
    setFieldError(null);
    const controller = new AbortController();
    abort.current = controller;
    try {
      let key = file.key;
      if (!key) {
        setPhase('uploading');
        setFiles((items) =>
          updateUploadFileItem(items, file.id, { status: 'uploading', progress: 0, error: undefined }),
        );
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
      const result = await importSheet(key, mode);
      notifySuccess(
        result.mode === 'replace'
          ? t('rateImport.doneReplaced', { created: result.created, deleted: result.deleted })
          : t('rateImport.done', { count: result.created }),
      );
      setFiles([]);
    } catch (error) {
      if (controller.signal.aborted) {
        setFiles((items) => updateUploadFileItem(items, file.id, { status: 'canceled' }));
        return;
      }
      const rows = importErrorsOf(error);
      if (rows) setErrors(rows);
      else {
        const message = errorText(error);
        setFailure(message);
        setFiles((items) =>
          items.map((item) =>
            item.id === file.id && item.status !== 'done'
              ? { ...item, status: 'failed', error: message }
              : item,
          ),
        );
      }
    } finally {
      setPhase('idle');
      abort.current = null;
    }
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="rate-import-title">
      <form onSubmit={(event) => void start(event)} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="rate-import-title">
              {t('rateImport.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('rateImport.description')}
            </Text>
          </div>
          <UploadField
            label={t('rateImport.file')}
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
