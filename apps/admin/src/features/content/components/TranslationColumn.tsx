import { useErrorText } from '@baro/client';
import { ARTICLE_BODY_MAX, ARTICLE_SUMMARY_MAX, ARTICLE_TITLE_MAX, type Language } from '@baro/core';
import { ArticleHtml, LoadingState } from '@baro/ui';
import { Alert, Paper, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreview } from '../api/preview-markdown.ts';

export type TranslationDraft = { title: string; summary: string; bodyMarkdown: string };

/**
 * One language of the draft: title, summary and the Markdown body, with a preview that shows the
 * body as the article page will (the API's sanitised HTML, in this language).
 */
export function TranslationColumn({
  lang,
  value,
  errors,
  onChange,
}: {
  lang: Language;
  value: TranslationDraft;
  errors: Record<string, string>;
  onChange: (field: keyof TranslationDraft, value: string) => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const headingId = `article-${lang}`;
  const error = (field: keyof TranslationDraft) => errors[`translations.${lang}.${field}`];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} lang={lang}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t(`content.lang.${lang}`)}
        </Title>
        {lang === 'en' ? (
          <Text size="xs" c="dimmed">
            {t('content.englishOptional')}
          </Text>
        ) : null}
        <TextInput
          label={t('content.fields.title')}
          required={lang === 'ko'}
          maxLength={ARTICLE_TITLE_MAX}
          value={value.title}
          onChange={(event) => onChange('title', event.currentTarget.value)}
          error={error('title')}
        />
        <Textarea
          label={t('content.fields.summary')}
          description={t('content.summaryHint')}
          maxLength={ARTICLE_SUMMARY_MAX}
          autosize
          minRows={2}
          maxRows={6}
          value={value.summary}
          onChange={(event) => onChange('summary', event.currentTarget.value)}
          error={error('summary')}
        />
        <SegmentedControl
          aria-label={t('content.bodyMode', { language: t(`content.lang.${lang}`) })}
          value={mode}
          onChange={(next) => setMode(next as 'write' | 'preview')}
          data={[
            { value: 'write', label: t('content.write') },
            { value: 'preview', label: t('content.preview') },
          ]}
        />
        {mode === 'write' ? (
          <Textarea
            label={t('content.fields.body')}
            description={t('content.bodyHint')}
            required={lang === 'ko'}
            maxLength={ARTICLE_BODY_MAX}
            autosize
            minRows={12}
            maxRows={40}
            value={value.bodyMarkdown}
            onChange={(event) => onChange('bodyMarkdown', event.currentTarget.value)}
            error={error('bodyMarkdown')}
          />
        ) : (
          <BodyPreview lang={lang} bodyMarkdown={value.bodyMarkdown} />
        )}
      </Stack>
    </Paper>
  );
}

function BodyPreview({ lang, bodyMarkdown }: { lang: Language; bodyMarkdown: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const preview = usePreview(bodyMarkdown, lang, bodyMarkdown.trim() !== '');
  const label = t('content.previewOf', { language: t(`content.lang.${lang}`) });
  if (bodyMarkdown.trim() === '') {
    return (
      <Text size="sm" c="dimmed">
        {t('content.previewEmpty')}
      </Text>
    );
  }
  if (preview.isPending) return <LoadingState />;
  if (preview.isError) {
    return (
      <Alert color="red" title={t('content.previewFailed')}>
        {errorText(preview.error)}
      </Alert>
    );
  }
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-gray-0)" role="region" aria-label={label}>
      <ArticleHtml html={preview.data} />
    </Paper>
  );
}
