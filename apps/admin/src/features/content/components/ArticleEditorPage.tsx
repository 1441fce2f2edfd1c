import { toErrorBody, useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import {
  type AdminArticle,
  ARTICLE_BODY_MAX,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
  type ArticleTranslationInput,
  createArticleRequestSchema,
  formatDateTime,
  toFieldErrors,
  updateArticleRequestSchema,
} from '@baro/core';
import {
  EmptyState,
  type FormError,
  FormErrorAlert,
  LoadingState,
  notifySuccess,
  PageContainer,
  QueryErrorState,
  SubmitButton,
} from '@baro/ui';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hrefs, paths } from '../../../lib/paths.ts';
import {
  useCreateArticle,
  usePublishArticle,
  useUnpublishArticle,
  useUpdateArticle,
} from '../api/change-article.ts';
import { useArticle } from '../api/get-articles.ts';
import { STATUS_COLORS } from './ArticleList.tsx';

/** The types a new article may have here; terms versions need their kind and effective day. */
const NEW_TYPES = ['faq', 'howto'] as const;
type NewType = (typeof NEW_TYPES)[number];
const LANGS = ['ko', 'en'] as const;
type Lang = (typeof LANGS)[number];
type TranslationDraft = { title: string; summary: string; bodyMarkdown: string };
type Draft = { articleType: string; notice: boolean; ko: TranslationDraft; en: TranslationDraft };

const EMPTY_TRANSLATION: TranslationDraft = { title: '', summary: '', bodyMarkdown: '' };

function draftOf(article: AdminArticle | null): Draft {
  if (!article) return { articleType: 'faq', notice: false, ko: EMPTY_TRANSLATION, en: EMPTY_TRANSLATION };
  const pick = (lang: Lang): TranslationDraft => {
    const text = article.translations[lang];
    return text
      ? { title: text.title, summary: text.summary, bodyMarkdown: text.bodyMarkdown }
      : EMPTY_TRANSLATION;
  };
  return { articleType: article.articleType, notice: article.notice, ko: pick('ko'), en: pick('en') };
}

/** English counts as written once any of its fields is. */
const isWritten = (text: TranslationDraft) =>
  text.title.trim() !== '' || text.summary.trim() !== '' || text.bodyMarkdown.trim() !== '';

const sameDraft = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);

/** `/content/new` and `/content/{id}`: the article loaded (or none yet), then the editor. */
export function ArticleEditorPage({ id }: { id: string | null }) {
  if (id === null) return <ArticleEditor article={null} />;
  return <ExistingArticle id={id} />;
}

function ExistingArticle({ id }: { id: string }) {
  const { t } = useTranslation();
  const article = useArticle(id);
  if (article.isPending) return <LoadingState />;
  if (article.isError) {
    if (toErrorBody(article.error)?.code === 'NOT_FOUND') {
      return (
        <PageContainer component="div" size="xl" title={t('content.title')}>
          <EmptyState
            title={t('content.notFound')}
            action={
              <Anchor component={Link} to={paths.content}>
                {t('common.back')}
              </Anchor>
            }
          />
        </PageContainer>
      );
    }
    return <QueryErrorState query={article} />;
  }
  return <ArticleEditor key={`${article.data.id}@${article.data.revision}`} article={article.data} />;
}

/**
 * The editor: Korean and English side by side (Markdown bodies), the type for a new article and
 * whether it is a notice. Saving makes a new draft revision; readers see it only once it is
 * published, and a live article can be taken down. Publishing waits for unsaved changes to be saved.
 */
function ArticleEditor({ article }: { article: AdminArticle | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const initial = draftOf(article);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const create = useCreateArticle();
  const update = useUpdateArticle(article?.id ?? '');
  const publish = usePublishArticle(article?.id ?? '');
  const unpublish = useUnpublishArticle(article?.id ?? '');
  const dirty = !sameDraft(draft, initial);
  const title = article ? article.translations.ko.title : t('content.new');
  useDocumentTitle(title);

  const setText = (lang: Lang, field: keyof TranslationDraft, value: string) => {
    setDraft((current) => ({ ...current, [lang]: { ...current[lang], [field]: value } }));
    setErrors(({ [`translations.${lang}.${field}`]: _removed, ...rest }) => rest);
  };

  const fail = (error: unknown) => {
    const body = toErrorBody(error);
    if (body?.fields) setErrors(body.fields);
    setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const translations = {
      ko: draft.ko as ArticleTranslationInput,
      en: isWritten(draft.en) ? (draft.en as ArticleTranslationInput) : null,
    };
    try {
      if (article === null) {
        const request = { articleType: draft.articleType as NewType, notice: draft.notice, translations };
        const parsed = createArticleRequestSchema.safeParse(request);
        if (!parsed.success) {
          setErrors(toFieldErrors(parsed.error, language, request));
          return;
        }
        const created = await create.mutateAsync(request);
        notifySuccess(t('content.created'));
        void navigate(hrefs.contentArticle(created.id), { replace: true });
        return;
      }
      if (!dirty) {
        notifySuccess(t('content.unchanged'));
        return;
      }
      const request = { revision: article.revision, notice: draft.notice, translations };
      const parsed = updateArticleRequestSchema.safeParse(request);
      if (!parsed.success) {
        setErrors(toFieldErrors(parsed.error, language, request));
        return;
      }
      await update.mutateAsync(request);
      notifySuccess(t('content.saved'));
    } catch (error) {
      fail(error);
    }
  };

  const runPublish = async () => {
    if (!article) return;
    setFormError(null);
    try {
      await publish.mutateAsync(article.revision);
      notifySuccess(t('content.publishedNow'));
    } catch (error) {
      fail(error);
    }
  };

  const runUnpublish = async () => {
    setFormError(null);
    try {
      await unpublish.mutateAsync();
      notifySuccess(t('content.unpublishedNow'));
    } catch (error) {
      fail(error);
    }
  };

  const canPublish = article !== null && (article.status !== 'published' || article.hasUnpublishedChanges);

  return (
    <PageContainer
      component="div"
      size="xl"
      title={title}
      actions={
        <Anchor component={Link} to={paths.content}>
          ← {t('common.back')}
        </Anchor>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <FormErrorAlert error={formError} language={language} />
          {article ? (
            <Paper withBorder p="md" component="section" aria-label={t('content.publication')}>
              <Group justify="space-between" wrap="wrap">
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
                      onClick={() => void runUnpublish()}
                    >
                      {t('content.unpublish')}
                    </Button>
                  ) : null}
                  <Button
                    disabled={!canPublish || dirty}
                    loading={publish.isPending}
                    onClick={() => void runPublish()}
                  >
                    {t('content.publish')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ) : null}
          <Paper withBorder p="md" component="section" aria-label={t('content.settings')}>
            <Group gap="lg" align="end">
              {article === null ? (
                <Select
                  label={t('content.columns.type')}
                  required
                  allowDeselect={false}
                  value={draft.articleType}
                  onChange={(value) => setDraft((current) => ({ ...current, articleType: value ?? 'faq' }))}
                  data={NEW_TYPES.map((type) => ({ value: type, label: t(`content.type.${type}`) }))}
                  error={errors.articleType}
                />
              ) : (
                <Text size="sm">
                  {t('content.columns.type')}: {t(`content.type.${article.articleType}`)}
                </Text>
              )}
              <Checkbox
                label={t('content.notice')}
                checked={draft.notice}
                onChange={(event) => {
                  const notice = event.currentTarget.checked;
                  setDraft((current) => ({ ...current, notice }));
                }}
              />
            </Group>
          </Paper>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {LANGS.map((lang) => (
              <Paper
                key={lang}
                withBorder
                p="md"
                component="section"
                aria-labelledby={`article-${lang}`}
                lang={lang}
              >
                <Stack gap="sm">
                  <Title order={2} size="h4" id={`article-${lang}`}>
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
                    value={draft[lang].title}
                    onChange={(event) => setText(lang, 'title', event.currentTarget.value)}
                    error={errors[`translations.${lang}.title`]}
                  />
                  <Textarea
                    label={t('content.fields.summary')}
                    description={t('content.summaryHint')}
                    maxLength={ARTICLE_SUMMARY_MAX}
                    rows={2}
                    value={draft[lang].summary}
                    onChange={(event) => setText(lang, 'summary', event.currentTarget.value)}
                    error={errors[`translations.${lang}.summary`]}
                  />
                  <Textarea
                    label={t('content.fields.body')}
                    description={t('content.bodyHint')}
                    required={lang === 'ko'}
                    maxLength={ARTICLE_BODY_MAX}
                    rows={10}
                    value={draft[lang].bodyMarkdown}
                    onChange={(event) => setText(lang, 'bodyMarkdown', event.currentTarget.value)}
                    error={errors[`translations.${lang}.bodyMarkdown`]}
                  />
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <SubmitButton loading={create.isPending || update.isPending}>
              {article === null ? t('content.create') : t('common.save')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </PageContainer>
  );
}
