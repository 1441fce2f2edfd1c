import { Button, CloseButton, FileInput, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHEET_ACCEPT, type SheetImport } from '../api/use-sheet-import.ts';
import { toRowErrors } from '../row-errors.ts';
import { RowErrors } from './RowErrors.tsx';

/**
 * Choose an Excel file and import it: a progress bar while the bytes go up, a note while the server
 * reads it, then what was done — or the server's message with every bad cell by row and column,
 * nothing saved. Used for SKUs and for orders.
 */
export function SheetImportPanel<Result>({
  title,
  description,
  sheet,
  columnLabel,
  doneText,
  extraActions,
  onClose,
}: {
  title: string;
  description: string;
  sheet: SheetImport<Result>;
  columnLabel: (column: string) => string;
  doneText: (result: Result) => string;
  /** e.g. the template download. */
  extraActions?: ReactNode;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const titleId = useId();
  const busy = sheet.phase === 'uploading' || sheet.phase === 'importing';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file && !busy) void sheet.run(file);
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {onClose ? <CloseButton onClick={onClose} aria-label={t('fulfillment.skuImport.close')} /> : null}
        </Group>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <FileInput
              label={t('fulfillment.skuImport.fileLabel')}
              placeholder={t('fulfillment.skuImport.choose')}
              accept={SHEET_ACCEPT.join(',')}
              value={file}
              onChange={(next) => {
                setFile(next);
                sheet.reset();
              }}
              clearable
              disabled={busy}
            />
            <Group gap="sm" wrap="wrap">
              <Button type="submit" disabled={!file} loading={busy}>
                {t('fulfillment.skuImport.upload')}
              </Button>
              {extraActions}
            </Group>
          </Stack>
        </form>
        {sheet.phase === 'uploading' ? (
          <Stack gap={4}>
            <Text size="sm" aria-live="polite">
              {t('fulfillment.skuImport.uploading', { percent: sheet.percent })}
            </Text>
            <Progress value={sheet.percent} aria-label={t('fulfillment.skuImport.fileLabel')} animated />
          </Stack>
        ) : null}
        {sheet.phase === 'importing' ? (
          <Stack gap={4}>
            <Text size="sm" aria-live="polite">
              {t('fulfillment.skuImport.importing')}
            </Text>
            <Progress value={100} aria-label={t('fulfillment.skuImport.fileLabel')} animated striped />
          </Stack>
        ) : null}
        {sheet.phase === 'done' && sheet.result !== null ? (
          <Text role="status" c="teal" fw={500}>
            {doneText(sheet.result)}
          </Text>
        ) : null}
        {sheet.phase === 'failed' && sheet.failure ? (
          <RowErrors
            message={sheet.failure.message}
            errors={toRowErrors(sheet.failure.fields)}
            columnLabel={columnLabel}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
