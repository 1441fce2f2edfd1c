import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import { type AdminArticle, formatDateTime, fromSeoulInputValue, toSeoulInputValue } from '@baro/core';
import { type FormError, notifySuccess } from '@baro/ui';
import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  usePublishArticle,
  useScheduleArticle,
  useUnpublishArticle,
  useUnscheduleArticle,
} from '../api/change-article.ts';
import { STATUS_COLORS } from './ArticleList.tsx';

/**
 * Where the article stands for readers, and what staff can do about it: publish the saved draft
 * now, or at a Seoul date and time (it goes live by itself then), cancel a schedule, take a live
 * article down. Unsaved changes must be saved first: what goes live is a saved revision.
 */
export function PublicationPanel({
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
  const publish = usePublishArticle(article.id);
  const unpublish = useUnpublishArticle(article.id);
  const schedule = useScheduleArticle(article.id);
  const unschedule = useUnscheduleArticle(article.id);
  const [publishAt, setPublishAt] = useState(toSeoulInputValue(article.publishAt));
  const [publishAtError, setPublishAtError] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, done: string) => {
    onError(null);
    setPublishAtError(null);
    try {
      await action();
      notifySuccess(done);
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.fields?.publishAt) {
        setPublishAtError(body.fields.publishAt);
        return;
      }
      onError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    }
  };

  const runSchedule = () => {
    const at = fromSeoulInputValue(publishAt);
    if (!at) {
      setPublishAtError(t('content.scheduleRequired'));
      return;
    }
    void run(() => schedule.mutateAsync(at), t('content.scheduledNow', { at: formatDateTime(at, language) }));
  };

  const canPublish = article.status !== 'published' || article.hasUnpublishedChanges;
  return (
    <Paper withBorder p="md" component="section" aria-label={t('content.publication')}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" align="flex-start">
          <Stack gap={4}>
            <Group gap="xs">
              <Badge color={STATUS_COLORS[article.status]} variant="light">
                {t(`content.status.${article.status}`)}
              </Badge>
              <Text size="sm">{t('content.revision', { revision: article.revision })}</Text>
            </Group>
            <Text size="xs" c="dimmed">
              {article.publishedAt
                ? t('content.livePublished', {
                    at: formatDateTime(article.publishedAt, language),
                    revision: article.publishedRevision ?? article.revision,
                  })
                : t('content.neverLive')}
            </Text>
            {article.status === 'scheduled' && article.publishAt ? (
              <Text size="xs" c="blue">
                {t('content.scheduledFor', {
                  at: formatDateTime(article.publishAt, language),
                  revision: article.revision,
                })}
              </Text>
            ) : null}
            {article.hasUnpublishedChanges && article.status === 'published' ? (
              <Text size="xs" c="orange">
                {t('content.unpublishedChanges')}
              </Text>
            ) : null}
            {dirty ? (
              <Text size="xs" c="dimmed">
                {t('content.saveBeforePublish')}
              </Text>
            ) : null}
          </Stack>
          <Group gap="sm">
            {article.status === 'published' ? (
              <Button
                variant="default"
                loading={unpublish.isPending}
                onClick={() => void run(() => unpublish.mutateAsync(), t('content.unpublishedNow'))}
              >
                {t('content.unpublish')}
              </Button>
            ) : null}
            <Button
              disabled={!canPublish || dirty}
              loading={publish.isPending}
              onClick={() => void run(() => publish.mutateAsync(article.revision), t('content.publishedNow'))}
            >
              {t('content.publish')}
            </Button>
          </Group>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            type="datetime-local"
            label={t('content.publishAt')}
            description={t('content.seoulTime')}
            value={publishAt}
            onChange={(event) => {
              setPublishAt(event.currentTarget.value);
              setPublishAtError(null);
            }}
            error={publishAtError}
          />
          <Button variant="light" disabled={dirty} loading={schedule.isPending} onClick={runSchedule}>
            {article.status === 'scheduled' ? t('content.reschedule') : t('content.schedule')}
          </Button>
          {article.status === 'scheduled' ? (
            <Button
              variant="default"
              loading={unschedule.isPending}
              onClick={() => void run(() => unschedule.mutateAsync(), t('content.unscheduledNow'))}
            >
              {t('content.unschedule')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
