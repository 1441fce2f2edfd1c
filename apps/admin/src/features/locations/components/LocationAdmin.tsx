import { useDocumentTitle, useErrorText, useLanguage, useLocationSearch } from '@baro/client';
import { LOCATION_KINDS, type LocationKind, type TradeLocation } from '@baro/core';
import {
  ConfirmDialog,
  EmptyState,
  LoadingState,
  notifyError,
  notifySuccess,
  PageContainer,
  parseChoice,
  QueryErrorState,
  SearchBox,
} from '@baro/ui';
import { Button, Group, Modal, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDeleteLocation } from '../api/change-location.ts';
import { LocationForm } from './LocationForm.tsx';

const LIMIT = 50;

/**
 * `/reference/locations?query=&kind=`: sea ports and airports by code or name (the first 50
 * matches, Korean ones first), added, edited and deleted — a location that rates, schedules or
 * bids name cannot be deleted, and the server says so.
 */
export function LocationAdmin() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  useDocumentTitle(t('locations.title'));
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const kind: LocationKind | null = parseChoice(params.get('kind'), LOCATION_KINDS);
  const locations = useLocationSearch({ query, kind, limit: LIMIT });
  const remove = useDeleteLocation();
  const [editing, setEditing] = useState<TradeLocation | null>(null);
  const [deleting, setDeleting] = useState<TradeLocation | null>(null);

  const setFilter = (name: 'query' | 'kind', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };

  const confirmDelete = async (location: TradeLocation) => {
    try {
      await remove.mutateAsync(location.code);
      notifySuccess(t('locations.deleted', { code: location.code }));
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <PageContainer
      component="div"
      size="xl"
      title={t('locations.title')}
      description={t('locations.description')}
    >
      <Stack gap="lg">
        <Paper withBorder p="md" component="section" aria-labelledby="location-add">
          <Title order={2} size="h4" id="location-add" mb="sm">
            {t('locations.add')}
          </Title>
          <LocationForm />
        </Paper>
        <SearchBox
          value={query}
          onSearch={(text) => setFilter('query', text)}
          label={t('locations.search')}
          placeholder={t('locations.searchPlaceholder')}
        >
          <NativeSelect
            label={t('locations.fields.kind')}
            value={kind ?? ''}
            onChange={(event) => setFilter('kind', event.currentTarget.value)}
            data={[
              { value: '', label: t('common.all') },
              ...LOCATION_KINDS.map((value) => ({ value, label: t(`locations.kinds.${value}`) })),
            ]}
          />
        </SearchBox>
        {locations.isPending ? (
          <LoadingState variant="skeleton" rows={6} />
        ) : locations.isError ? (
          <QueryErrorState query={locations} />
        ) : locations.data.items.length === 0 ? (
          <EmptyState title={t('locations.empty')} />
        ) : (
          <div className="baro-table-scroll">
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('locations.fields.code')}</Table.Th>
                  <Table.Th>{t('locations.fields.name')}</Table.Th>
                  <Table.Th>{t('locations.fields.kind')}</Table.Th>
                  <Table.Th>{t('locations.fields.countryCode')}</Table.Th>
                  <Table.Th>{t('locations.fields.timeZone')}</Table.Th>
                  <Table.Th>{t('common.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {locations.data.items.map((location) => (
                  <Table.Tr key={location.code}>
                    <Table.Td>
                      <code>{location.code}</code>
                    </Table.Td>
                    <Table.Td>
                      {language === 'ko' ? location.nameKo : location.nameEn}
                      <Text size="xs" c="dimmed">
                        {language === 'ko' ? location.nameEn : location.nameKo}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t(`locations.kinds.${location.kind}`)}</Table.Td>
                    <Table.Td>{location.countryCode}</Table.Td>
                    <Table.Td>{location.timeZone}</Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="default"
                          onClick={() => setEditing(location)}
                          aria-label={t('locations.editTitle', { code: location.code })}
                        >
                          {t('common.edit')}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="light"
                          color="red"
                          onClick={() => setDeleting(location)}
                          aria-label={t('locations.deleteTitle', { code: location.code })}
                        >
                          {t('common.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {locations.data.items.length === LIMIT ? (
              <Text size="sm" c="dimmed" mt="xs">
                {t('locations.narrow', { count: LIMIT })}
              </Text>
            ) : null}
          </div>
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('locations.editTitle', { code: editing.code }) : ''}
        centered
        size="lg"
      >
        {editing ? (
          <LocationForm key={editing.code} location={editing} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={deleting ? t('locations.deleteTitle', { code: deleting.code }) : ''}
        message={t('locations.deleteMessage')}
        confirmLabel={t('common.delete')}
        tone="danger"
        loading={remove.isPending}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
        language={language}
      />
    </PageContainer>
  );
}
