import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import { type AdminArticle, type ArticleRevisionSummary, formatDateTime } from '@baro/core';
import {
  ArticleHtml,
  ConfirmDialog,
  EmptyState,
  type FormError,
  LoadingState,
  notifySuccess,
  QueryErrorState,
} from '@baro/ui';
import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRestoreRevision } from '../api/change-article.ts';
import { useRevision, useRevisions } from '../api/get-revisions.ts';

/**
 * Every saved state of the draft, newest first (who, when, what kind of save), the one readers
 * see marked. Any revision can be read in both languages and made the draft again — as a new
 * revision, so nothing is lost; it still has to be published to reach readers.
 */
export function RevisionHistory({
  article,
  dirty,
  onError,
}: {
  article: AdminArticle;
  dirty: boolean;
  onError: (error: FormError | null) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const revisions = useRevisions(article.id);
  const restore = useRestoreRevision(article.id);
  const [viewing, setViewing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<ArticleRevisionSummary | null>(null);

  const confirmRestore = async () => {
    if (!restoring) return;
    onError(null);
    try {
      await restore.mutateAsync({ revision: restoring.revision, seenRevision: article.revision });
      notifySuccess(t('content.history.restored', { revision: restoring.revision }));
    } catch (error) {
      const body = toErrorBody(error);
      onError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    } finally {
      setRestoring(null);
    }
  };

  const action = (revision: ArticleRevisionSummary) =>
    revision.action === 'restore' && revision.restoredFrom !== null
      ? t('content.history.action.restoreFrom', { revision: revision.restoredFrom })
      : t(`content.history.action.${revision.action}`);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="article-history">
      <Stack gap="sm">
        <Title order={2} size="h4" id="article-history">
          {t('content.history.title')}
        </Title>
        {dirty ? (
          <Text size="xs" c="dimmed">
            {t('content.history.saveFirst')}
          </Text>
        ) : null}
        {revisions.isPending ? (
          <LoadingState />
        ) : revisions.isError ? (
          <QueryErrorState query={revisions} />
        ) : revisions.data.length === 0 ? (
          <EmptyState title={t('content.history.empty')} />
        ) : (
          <div className="baro-table-scroll">
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('content.history.columns.revision')}</Table.Th>
                  <Table.Th>{t('content.history.columns.what')}</Table.Th>
                  <Table.Th>{t('content.history.columns.when')}</Table.Th>
                  <Table.Th>{t('content.history.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {revisions.data.map((revision) => (
                  <Table.Tr key={revision.revision}>
                    <Table.Td className="baro-nowrap">
                      {revision.revision}
                      {revision.revision === article.revision ? ` · ${t('content.history.draft')}` : ''}
                      {revision.live ? (
                        <Badge ml="xs" color="green" variant="light">
                          {t('content.history.live')}
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {action(revision)}
                      <Text size="xs" c="dimmed">
                        {revision.titleKo}
                      </Text>
                    </Table.Td>
                    <Table.Td className="baro-nowrap">
                      {formatDateTime(revision.createdAt, language)}
                      {revision.createdBy ? (
                        <Text size="xs" c="dimmed">
                          {revision.createdBy.name}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setViewing(revision.revision)}
                          aria-label={t('content.history.viewRevision', { revision: revision.revision })}
                        >
                          {t('content.history.view')}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          disabled={dirty || revision.revision === article.revision}
                          onClick={() => setRestoring(revision)}
                          aria-label={t('content.history.restoreRevision', { revision: revision.revision })}
                        >
                          {t('content.history.restore')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </Stack>
      <RevisionModal articleId={article.id} revision={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        opened={restoring !== null}
        title={t('content.history.restoreTitle', { revision: restoring?.revision ?? 0 })}
        message={t('content.history.restoreMessage', { revision: article.revision + 1 })}
        confirmLabel={t('content.history.restore')}
        loading={restore.isPending}
        onConfirm={() => void confirmRestore()}
        onClose={() => setRestoring(null)}
        language={language}
      />
    </Paper>
  );
}

/** One revision, both languages side by side, as readers would have seen it. */
function RevisionModal({
  articleId,
  revision,
  onClose,
}: {
  articleId: string;
  revision: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useRevision(articleId, revision);
  return (
    <Modal
      opened={revision !== null}
      onClose={onClose}
      size="90rem"
      title={t('content.history.revisionTitle', { revision: revision ?? 0 })}
    >
      {detail.isPending ? (
        <LoadingState />
      ) : detail.isError ? (
        <QueryErrorState query={detail} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {(['ko', 'en'] as const).map((lang) => {
            const text = detail.data.translations[lang];
            return (
              <Stack key={lang} gap="xs" lang={lang}>
                <Text fw={600} size="sm">
                  {t(`content.lang.${lang}`)}
                </Text>
                {text ? (
                  <>
                    <Title order={3} size="h4">
                      {text.title}
                    </Title>
                    <ArticleHtml html={text.bodyHtml} />
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('content.noEnglish')}
                  </Text>
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
      )}
    </Modal>
  );
}
