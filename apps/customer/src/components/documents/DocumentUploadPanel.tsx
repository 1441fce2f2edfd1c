import { useLanguage } from '@baro/client';
import type { FileType } from '@baro/core';
import { notifySuccess, UploadField } from '@baro/ui';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileTypeSelect } from './FileTypeSelect.tsx';
import { type FileUploadsOptions, useFileUploads } from './use-file-uploads.ts';

export interface DocumentUploadPanelProps {
  /** The bid or shipment the files are bound to. */
  target: NonNullable<FileUploadsOptions['target']>;
  /** The document types offered; the first is chosen at first. */
  types: readonly FileType[];
  /** After each file is stored and bound (refetch the documents). */
  onUploaded: () => void;
}

/**
 * "Upload documents": the document type, then the files (drop or pick). Each file is uploaded
 * (`POST /api/file/upload`, PUT) and bound to the target as that type (`PUT /api/file/binding`);
 * once bound it leaves the field and shows in the document list.
 */
export function DocumentUploadPanel({ target, types, onUploaded }: DocumentUploadPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [fileType, setFileType] = useState<FileType>(types[0] ?? 'etc');
  const uploads = useFileUploads({
    target,
    onUploaded: (item) => {
      notifySuccess(t('bids.documents.uploaded', { name: item.file.name }));
      uploads.clear([item.id]);
      onUploaded();
    },
  });

  return (
    <Stack gap="xs">
      <FileTypeSelect
        label={t('bids.documents.fileType')}
        types={types}
        value={fileType}
        onChange={setFileType}
        maw={{ base: '100%', xs: 280 }}
      />
      <UploadField
        label={t('bids.documents.upload')}
        description={t('bids.documents.uploadHint')}
        language={language}
        files={uploads.items.filter((item) => item.status !== 'done')}
        onAdd={(files) => uploads.add(files, fileType)}
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
        onRemove={uploads.remove}
      />
    </Stack>
  );
}
