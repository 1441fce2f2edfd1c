import { useErrorText, useLanguage } from '@baro/client';
import { type BoundFile, type FileType, formatDate } from '@baro/core';
import { formatFileSize, notifyError } from '@baro/ui';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { groupByFileType } from './document-types.ts';
import { useDownloads } from './downloads.ts';

export interface DocumentListProps {
  files: readonly BoundFile[];
  /** The order of the document types (and of the groups). */
  order: readonly FileType[];
  /** One titled group per document type (shipments), or one list with the type on each file (bids). */
  grouped?: boolean;
  emptyText: string;
  /** Heading level of the group titles. @default 3 */
  headingOrder?: 3 | 4;
}

/**
 * Documents bound to a bid or a shipment, each with its download button: the link comes from
 * `GET /api/file/download?key=` through the download slice (reused until 60 s before it expires).
 */
export function DocumentList({
  files,
  order,
  grouped = false,
  emptyText,
  headingOrder = 3,
}: DocumentListProps) {
  const { t } = useTranslation();
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  const groups = groupByFileType(files, order);
  if (!grouped) return <FileRows files={groups.flatMap((group) => group.files)} withType />;
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <section key={group.fileType} aria-label={t(`bids.documents.types.${group.fileType}`)}>
          <Title order={headingOrder} size="h5" mb={6}>
            {t(`bids.documents.types.${group.fileType}`)}
          </Title>
          <FileRows files={group.files} withType={false} />
        </section>
      ))}
    </Stack>
  );
}

function FileRows({ files, withType }: { files: readonly BoundFile[]; withType: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const { pending, downloadFile } = useDownloads();

  const onDownload = async (file: BoundFile) => {
    const outcome = await downloadFile(file.key);
    if (!outcome.ok) notifyError(errorText(outcome.failureInfo));
  };

  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
      {files.map((file) => (
        <li key={file.key} className="bid-document" data-file-key={file.key}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate="end" title={file.fileName}>
                {file.fileName}
              </Text>
              <Text size="xs" c="dimmed">
                {[
                  withType ? t(`bids.documents.types.${file.fileType}`) : null,
                  formatFileSize(file.size, language),
                  t('bids.documents.uploadedAt', { date: formatDate(file.boundAt, language) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </div>
            <Button
              size="compact-sm"
              variant="light"
              loading={pending === file.key}
              onClick={() => void onDownload(file)}
              aria-label={t('bids.documents.downloadFile', { name: file.fileName })}
            >
              {t('bids.documents.download')}
            </Button>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
