import { useLanguage } from '@baro/client';
import type { FileType } from '@baro/core';
import { formatFileSize, UploadField } from '@baro/ui';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BID_FILE_TYPES } from '../../../components/documents/document-types.ts';
import { FileTypeSelect } from '../../../components/documents/FileTypeSelect.tsx';
import type { useFileUploads } from '../../../components/documents/use-file-uploads.ts';

export interface PendingAttachmentsProps {
  /** The form's uploads (uploaded now, bound to the bid once it exists). */
  uploads: ReturnType<typeof useFileUploads>;
  disabled?: boolean;
}

/**
 * Files to send with a new bid request: each is uploaded as soon as it is added, listed with its
 * document type (changeable until the request is sent) and bound to the bid after it is created.
 */
export function PendingAttachments({ uploads, disabled = false }: PendingAttachmentsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [fileType, setFileType] = useState<FileType>(BID_FILE_TYPES[0] ?? 'etc');
  const stored = uploads.items.filter((item) => item.status === 'done');

  return (
    <Stack gap="xs">
      <FileTypeSelect
        label={t('bids.documents.fileType')}
        types={BID_FILE_TYPES}
        value={fileType}
        onChange={setFileType}
        maw={{ base: '100%', xs: 280 }}
        disabled={disabled}
      />
      <UploadField
        label={t('bids.documents.upload')}
        description={t('bids.documents.pendingHint')}
        language={language}
        files={uploads.items.filter((item) => item.status !== 'done')}
        onAdd={(files) => uploads.add(files, fileType)}
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
        onRemove={uploads.remove}
        disabled={disabled}
      />
      {stored.length > 0 ? (
        <Stack
          component="ul"
          gap={6}
          m={0}
          p={0}
          aria-label={t('bids.documents.pending')}
          style={{ listStyle: 'none' }}
        >
          {stored.map((item) => (
            <li key={item.id} data-upload-key={item.key}>
              <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
                <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
                  <Text size="sm" fw={500} truncate="end" title={item.file.name}>
                    {item.file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatFileSize(item.file.size, language)}
                  </Text>
                </div>
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <FileTypeSelect
                    aria-label={t('bids.documents.pendingType', { name: item.file.name })}
                    types={BID_FILE_TYPES}
                    value={item.fileType}
                    onChange={(next) => uploads.setFileType(item.id, next)}
                    size="xs"
                    disabled={disabled}
                  />
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="gray"
                    onClick={() => uploads.remove(item.id)}
                    aria-label={t('bids.documents.removeFile', { name: item.file.name })}
                    disabled={disabled}
                  >
                    {t('bids.documents.remove')}
                  </Button>
                </Group>
              </Group>
            </li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
