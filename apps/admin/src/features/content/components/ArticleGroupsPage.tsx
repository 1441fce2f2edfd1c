import { toErrorBody, useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import {
  type AdminArticleGroup,
  type AdminArticleSummary,
  createArticleGroupRequestSchema,
  getPageCount,
  toFieldErrors,
  updateArticleGroupRequestSchema,
} from '@baro/core';
import {
  ConfirmDialog,
  EmptyState,
  type FormError,
  FormErrorAlert,
  LoadingState,
  notifySuccess,
  PageContainer,
  Pagination,
  QueryErrorState,
  SubmitButton,
} from '@baro/ui';
import {
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import {
  GROUP_ARTICLES_PAGE_SIZE,
  useCreateGroup,
  useDeleteGroup,
  useGroupArticles,
  useGroups,
  useMoveGroupArticle,
  useOrderGroups,
  useUpdateGroup,
} from '../api/article-groups.ts';

const GROUP_TYPES = ['faq', 'howto'] as const;
type GroupType = (typeof GROUP_TYPES)[number];

/** `ids` with the one at `index` moved one place up (-1) or down (+1). */
export function moved<T>(ids: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...ids];
  const target = index + by;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/**
 * `/content/groups`: the FAQ categories and how-to series in the order readers see them. Staff
 * add and rename groups, move them up and down, delete an empty one, and order the articles
 * inside a group.
 */
export function ArticleGroupsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  useDocumentTitle(t('contentGroups.title'));
  const [type, setType] = useState<GroupType>('faq');
  const groups = useGroups(type);
  const order = useOrderGroups();
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState<AdminArticleGroup | 'new' | null>(null);
  const [ordering, setOrdering] = useState<AdminArticleGroup | null>(null);
  const [deleting, setDeleting] = useState<AdminArticleGroup | null>(null);
  const [formError, setFormError] = useState<FormError | null>(null);

  const fail = (error: unknown) => {
    const body = toErrorBody(error);
    setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
  };
  const move = async (index: number, by: -1 | 1) => {
    if (!groups.data) return;
    setFormError(null);
    try {
      await order.mutateAsync({
        articleType: type,
        groupIds: moved(
          groups.data.map((group) => group.id),
          index,
          by,
        ),
      });
    } catch (error) {
      fail(error);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setFormError(null);
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(t('contentGroups.deleted', { name: deleting.nameKo }));
    } catch (error) {
      fail(error);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <PageContainer
      component="div"
      size="xl"
      title={t('contentGroups.title')}
      description={t('contentGroups.description')}
      actions={
        <Group gap="sm">
          <Anchor component={Link} to={paths.content}>
            ← {t('content.title')}
          </Anchor>
          <Button onClick={() => setEditing('new')}>{t('contentGroups.new')}</Button>
        </Group>
      }
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('contentGroups.typeLabel')}
          value={type}
          onChange={(value) => setType(value as GroupType)}
          data={GROUP_TYPES.map((value) => ({ value, label: t(`contentGroups.types.${value}`) }))}
          w="fit-content"
        />
        <FormErrorAlert error={formError} language={language} />
        {groups.isPending ? (
          <LoadingState />
        ) : groups.isError ? (
          <QueryErrorState query={groups} />
        ) : groups.data.length === 0 ? (
          <EmptyState title={t('contentGroups.empty')} />
        ) : (
          <Paper withBorder>
            <div className="baro-table-scroll">
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('contentGroups.columns.order')}</Table.Th>
                    <Table.Th>{t('contentGroups.columns.name')}</Table.Th>
                    <Table.Th>{t('contentGroups.columns.articles')}</Table.Th>
                    <Table.Th>{t('contentGroups.columns.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {groups.data.map((group, index, all) => (
                    <Table.Tr key={group.id}>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Button
                            size="xs"
                            variant="default"
                            disabled={index === 0 || order.isPending}
                            onClick={() => void move(index, -1)}
                            aria-label={t('contentGroups.moveUp', { name: group.nameKo })}
                          >
                            ↑
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            disabled={index === all.length - 1 || order.isPending}
                            onClick={() => void move(index, 1)}
                            aria-label={t('contentGroups.moveDown', { name: group.nameKo })}
                          >
                            ↓
                          </Button>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        {group.nameKo}
                        <Text size="xs" c="dimmed" lang={group.nameEn ? 'en' : undefined}>
                          {group.nameEn ?? t('content.noEnglish')}
                        </Text>
                      </Table.Td>
                      <Table.Td className="baro-nowrap">
                        {t('contentGroups.counts', {
                          published: group.publishedCount,
                          total: group.articleCount,
                        })}
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => setEditing(group)}
                            aria-label={t('contentGroups.editOf', { name: group.nameKo })}
                          >
                            {t('contentGroups.edit')}
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            disabled={group.articleCount < 2}
                            onClick={() => setOrdering(group)}
                            aria-label={t('contentGroups.orderOf', { name: group.nameKo })}
                          >
                            {t('contentGroups.order')}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            disabled={group.articleCount > 0}
                            title={group.articleCount > 0 ? t('contentGroups.notEmpty') : undefined}
                            onClick={() => setDeleting(group)}
                            aria-label={t('contentGroups.deleteOf', { name: group.nameKo })}
                          >
                            {t('contentGroups.delete')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          </Paper>
        )}
      </Stack>
      {editing !== null ? (
        <GroupFormModal
          type={type}
          group={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {ordering !== null ? <GroupArticlesModal group={ordering} onClose={() => setOrdering(null)} /> : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('contentGroups.deleteTitle', { name: deleting?.nameKo ?? '' })}
        message={t('contentGroups.deleteMessage')}
        confirmLabel={t('contentGroups.delete')}
        tone="danger"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
        language={language}
      />
    </PageContainer>
  );
}

type GroupDraft = { nameKo: string; nameEn: string; descriptionKo: string; descriptionEn: string };

/** A new group of the shown type, or a group's names and descriptions (its type never changes). */
function GroupFormModal({
  type,
  group,
  onClose,
}: {
  type: GroupType;
  group: AdminArticleGroup | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const [draft, setDraft] = useState<GroupDraft>({
    nameKo: group?.nameKo ?? '',
    nameEn: group?.nameEn ?? '',
    descriptionKo: group?.descriptionKo ?? '',
    descriptionEn: group?.descriptionEn ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const set = (field: keyof GroupDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const texts = {
      nameKo: draft.nameKo,
      nameEn: draft.nameEn || null,
      descriptionKo: draft.descriptionKo || null,
      descriptionEn: draft.descriptionEn || null,
    };
    const request = group ? texts : { articleType: type, ...texts };
    const parsed = (group ? updateArticleGroupRequestSchema : createArticleGroupRequestSchema).safeParse(
      request,
    );
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error, language, request));
      return;
    }
    try {
      if (group) await update.mutateAsync({ id: group.id, ...texts });
      else await create.mutateAsync({ articleType: type, ...texts });
      notifySuccess(group ? t('contentGroups.saved') : t('contentGroups.created'));
      onClose();
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.fields) setErrors(body.fields);
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={
        group ? t('contentGroups.editTitle', { name: group.nameKo }) : t(`contentGroups.newTitle.${type}`)
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <FormErrorAlert error={formError} language={language} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('contentGroups.fields.nameKo')}
              required
              value={draft.nameKo}
              onChange={(event) => set('nameKo', event.currentTarget.value)}
              error={errors.nameKo}
            />
            <TextInput
              label={t('contentGroups.fields.nameEn')}
              lang="en"
              value={draft.nameEn}
              onChange={(event) => set('nameEn', event.currentTarget.value)}
              error={errors.nameEn}
            />
            <Textarea
              label={t('contentGroups.fields.descriptionKo')}
              rows={2}
              value={draft.descriptionKo}
              onChange={(event) => set('descriptionKo', event.currentTarget.value)}
              error={errors.descriptionKo}
            />
            <Textarea
              label={t('contentGroups.fields.descriptionEn')}
              lang="en"
              rows={2}
              value={draft.descriptionEn}
              onChange={(event) => set('descriptionEn', event.currentTarget.value)}
              error={errors.descriptionEn}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <SubmitButton loading={create.isPending || update.isPending}>
              {group ? t('common.save') : t('contentGroups.create')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The group's articles in the order readers see them, a page at a time (a group may hold any
 * number). Each move — up, down, or to a place typed in (any page) — is saved at once with one
 * article's id, and the page is read again.
 */
function GroupArticlesModal({ group, onClose }: { group: AdminArticleGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const articles = useGroupArticles(group.id, page);
  const move = useMoveGroupArticle(group.id);
  const [formError, setFormError] = useState<FormError | null>(null);
  const [status, setStatus] = useState('');
  const data = articles.data;
  const total = data?.total ?? group.articleCount;
  const firstPosition = (page - 1) * GROUP_ARTICLES_PAGE_SIZE + 1;

  const moveTo = async (article: AdminArticleSummary, position: number) => {
    setFormError(null);
    try {
      const moved = await move.mutateAsync({ articleId: article.id, position });
      setStatus(t('contentGroups.movedTo', { title: article.titleKo, position: moved.position }));
    } catch (error) {
      const body = toErrorBody(error);
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    }
  };

  return (
    <Modal opened onClose={onClose} size="lg" title={t('contentGroups.orderTitle', { name: group.nameKo })}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('contentGroups.orderHint')}
        </Text>
        <FormErrorAlert error={formError} language={language} />
        {articles.isPending ? (
          <LoadingState />
        ) : articles.isError || !data ? (
          <QueryErrorState query={articles} />
        ) : (
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-busy={articles.isFetching}>
            {data.items.map((article, index) => {
              const position = firstPosition + index;
              return (
                <li key={article.id}>
                  <Group justify="space-between" wrap="nowrap" py={4} gap="sm">
                    <Text size="sm">
                      {position}. {article.titleKo}
                    </Text>
                    <Group gap={4} wrap="nowrap">
                      <PositionInput
                        key={`${article.id}:${position}`}
                        position={position}
                        total={total}
                        label={t('contentGroups.positionOf', { name: article.titleKo })}
                        disabled={move.isPending}
                        onMove={(to) => void moveTo(article, to)}
                      />
                      <Button
                        size="xs"
                        variant="default"
                        disabled={position === 1 || move.isPending}
                        onClick={() => void moveTo(article, position - 1)}
                        aria-label={t('contentGroups.moveUp', { name: article.titleKo })}
                      >
                        ↑
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        disabled={position === total || move.isPending}
                        onClick={() => void moveTo(article, position + 1)}
                        aria-label={t('contentGroups.moveDown', { name: article.titleKo })}
                      >
                        ↓
                      </Button>
                    </Group>
                  </Group>
                </li>
              );
            })}
          </ol>
        )}
        <Pagination
          page={page}
          pageCount={getPageCount(total, GROUP_ARTICLES_PAGE_SIZE)}
          onChange={setPage}
          hideWhenSinglePage
          language={language}
        />
        <Text size="sm" role="status">
          {status}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The article's place, typed over: Enter (or leaving the field) moves it there, 1 to `total`. */
function PositionInput({
  position,
  total,
  label,
  disabled,
  onMove,
}: {
  position: number;
  total: number;
  label: string;
  disabled: boolean;
  onMove: (position: number) => void;
}) {
  const [value, setValue] = useState(String(position));
  const commit = () => {
    const to = Number(value);
    if (!Number.isInteger(to) || to < 1) {
      setValue(String(position));
      return;
    }
    const bounded = Math.min(to, total);
    if (bounded !== position) onMove(bounded);
    else setValue(String(position));
  };
  return (
    <TextInput
      size="xs"
      w={72}
      inputMode="numeric"
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => setValue(event.currentTarget.value.replace(/[^0-9]/g, ''))}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}
