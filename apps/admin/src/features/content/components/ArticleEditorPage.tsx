import { toErrorBody, useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import {
  type AdminArticle,
  type ArticleTranslationInput,
  type ArticleType,
  createArticleRequestSchema,
  TERMS_KINDS,
  type TermsKind,
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
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hrefs, paths } from '../../../lib/paths.ts';
import { useGroups } from '../api/article-groups.ts';
import { useCreateArticle, useUpdateArticle } from '../api/change-article.ts';
import { useArticle } from '../api/get-articles.ts';
import { PublicationPanel } from './PublicationPanel.tsx';
import { RevisionHistory } from './RevisionHistory.tsx';
import { TranslationColumn, type TranslationDraft } from './TranslationColumn.tsx';

/** The types a new article may have: terms versions need their kind, version and effective day. */
const NEW_TYPES = ['faq', 'howto', 'terms'] as const;
type NewType = (typeof NEW_TYPES)[number];
const LANGS = ['ko', 'en'] as const;
type Lang = (typeof LANGS)[number];
/** A version of the terms: its kind, label and the Seoul day it takes effect. */
type TermsDraft = { kind: TermsKind; versionLabel: string; effectiveOn: string };
type Draft = {
  articleType: ArticleType;
  groupId: string | null;
  notice: boolean;
  terms: TermsDraft;
  ko: TranslationDraft;
  en: TranslationDraft;
};

const EMPTY_TRANSLATION: TranslationDraft = { title: '', summary: '', bodyMarkdown: '' };
const EMPTY_TERMS: TermsDraft = { kind: 'service', versionLabel: '', effectiveOn: '' };

function draftOf(article: AdminArticle | null): Draft {
  if (!article)
    return {
      articleType: 'faq',
      groupId: null,
      notice: false,
      terms: EMPTY_TERMS,
      ko: EMPTY_TRANSLATION,
      en: EMPTY_TRANSLATION,
    };
  const pick = (lang: Lang): TranslationDraft => {
    const text = article.translations[lang];
    return text
      ? { title: text.title, summary: text.summary, bodyMarkdown: text.bodyMarkdown }
      : EMPTY_TRANSLATION;
  };
  return {
    articleType: article.articleType,
    groupId: article.groupId,
    notice: article.notice,
    terms: article.terms ? { ...article.terms } : EMPTY_TERMS,
    ko: pick('ko'),
    en: pick('en'),
  };
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
 * The editor: Korean and English side by side (Markdown bodies, each with a preview as readers
 * will see it), the type for a new article, its group (FAQ category or how-to series), whether it
 * is a notice, and for the terms the kind, version and effective day. Saving makes a new draft
 * revision; readers see it once it is published — now or at a scheduled Seoul time — and the
 * history lists every revision, any of which can be restored.
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
  const groups = useGroups(draft.articleType === 'terms' ? null : draft.articleType);
  const dirty = !sameDraft(draft, initial);
  const title = article ? article.translations.ko.title : t('content.new');
  useDocumentTitle(title);
  const isTerms = draft.articleType === 'terms';

  const set = (change: Partial<Draft>, clear: string[] = []) => {
    setDraft((current) => ({ ...current, ...change }));
    if (clear.length > 0)
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !clear.includes(key))),
      );
  };
  const setText = (lang: Lang, field: keyof TranslationDraft, value: string) => {
    setDraft((current) => ({ ...current, [lang]: { ...current[lang], [field]: value } }));
    setErrors(({ [`translations.${lang}.${field}`]: _removed, ...rest }) => rest);
  };
  const setTerms = (field: keyof TermsDraft, value: string) => {
    setDraft((current) => ({ ...current, terms: { ...current.terms, [field]: value } }));
    setErrors(({ [`terms.${field}`]: _removed, terms: _terms, ...rest }) => rest);
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
    const terms = isTerms ? { terms: draft.terms } : {};
    try {
      if (article === null) {
        const request = {
          articleType: draft.articleType as NewType,
          ...(draft.groupId && !isTerms ? { groupId: draft.groupId } : {}),
          notice: draft.notice,
          ...terms,
          translations,
        };
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
      const request = {
        revision: article.revision,
        ...(isTerms ? {} : { groupId: draft.groupId }),
        notice: draft.notice,
        ...terms,
        translations,
      };
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
          {article ? <PublicationPanel article={article} dirty={dirty} onError={setFormError} /> : null}
          <Paper withBorder p="md" component="section" aria-label={t('content.settings')}>
            <Group gap="lg" align="end" wrap="wrap">
              {article === null ? (
                <NativeSelect
                  label={t('content.columns.type')}
                  required
                  value={draft.articleType}
                  onChange={(event) =>
                    set({ articleType: event.currentTarget.value as ArticleType, groupId: null }, [
                      'articleType',
                      'terms',
                    ])
                  }
                  data={NEW_TYPES.map((type) => ({ value: type, label: t(`content.type.${type}`) }))}
                  error={errors.articleType}
                />
              ) : (
                <Text size="sm">
                  {t('content.columns.type')}: {t(`content.type.${article.articleType}`)}
                </Text>
              )}
              {isTerms ? (
                <>
                  <NativeSelect
                    label={t('content.terms.kind')}
                    required
                    value={draft.terms.kind}
                    onChange={(event) => setTerms('kind', event.currentTarget.value)}
                    data={TERMS_KINDS.map((kind) => ({
                      value: kind,
                      label: t(`content.terms.kinds.${kind}`),
                    }))}
                    error={errors['terms.kind']}
                  />
                  <TextInput
                    label={t('content.terms.versionLabel')}
                    placeholder="v2.1"
                    required
                    maxLength={40}
                    value={draft.terms.versionLabel}
                    onChange={(event) => setTerms('versionLabel', event.currentTarget.value)}
                    error={errors['terms.versionLabel'] ?? errors.terms}
                  />
                  <TextInput
                    type="date"
                    label={t('content.terms.effectiveOn')}
                    description={t('content.terms.effectiveHint')}
                    required
                    value={draft.terms.effectiveOn}
                    onChange={(event) => setTerms('effectiveOn', event.currentTarget.value)}
                    error={errors['terms.effectiveOn']}
                  />
                </>
              ) : (
                <NativeSelect
                  label={t('content.group')}
                  value={draft.groupId ?? ''}
                  onChange={(event) => set({ groupId: event.currentTarget.value || null }, ['groupId'])}
                  data={[
                    { value: '', label: t('content.noGroup') },
                    // The article's own group stays listed while the list loads (or fails).
                    ...(
                      groups.data ?? (draft.groupId ? [{ id: draft.groupId, nameKo: draft.groupId }] : [])
                    ).map((group) => ({ value: group.id, label: group.nameKo })),
                  ]}
                  error={errors.groupId ?? (groups.isError ? t('content.groupsFailed') : undefined)}
                />
              )}
              <Checkbox
                label={t('content.notice')}
                checked={draft.notice}
                onChange={(event) => set({ notice: event.currentTarget.checked })}
              />
            </Group>
          </Paper>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {LANGS.map((lang) => (
              <TranslationColumn
                key={lang}
                lang={lang}
                value={draft[lang]}
                errors={errors}
                onChange={(field, value) => setText(lang, field, value)}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <SubmitButton loading={create.isPending || update.isPending}>
              {article === null ? t('content.create') : t('common.save')}
            </SubmitButton>
          </Group>
          {article ? <RevisionHistory article={article} dirty={dirty} onError={setFormError} /> : null}
        </Stack>
      </form>
    </PageContainer>
  );
}
