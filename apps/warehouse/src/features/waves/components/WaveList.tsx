import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDateTime, WAVE_STATUSES } from '@baro/core';
import { EmptyState, PageContainer, PagedList, statusTabs, useListParams } from '@baro/ui';
import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hrefs } from '../../../lib/paths.ts';
import { useWaves } from '../api/get-waves.ts';

import { NewWaveModal } from './NewWaveModal.tsx';
import { waveFiltersText, waveSizeText } from './wave-words.ts';

const PAGE_SIZE = 50;
const ALL = 'all';
const TABS = [ALL, ...WAVE_STATUSES] as const;

/**
 * `/warehouse/waves`: the warehouse's pick waves by status (with counts), newest first, paged in
 * the address; "new wave" groups allocated orders by cut-off, order size and carrier and opens the
 * new wave.
 */
export function WaveList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  useDocumentTitle(t('waves.title'));
  const list = useListParams({ tabs: TABS, defaultTab: ALL, filters: [] });
  const waves = useWaves({
    page: list.page,
    size: PAGE_SIZE,
    ...(list.tab === ALL ? {} : { status: list.tab }),
  });
  const [creating, setCreating] = useState(false);
  const counts = waves.data?.counts;
  const newWave = <Button onClick={() => setCreating(true)}>{t('waves.new')}</Button>;

  return (
    <PageContainer
      component="div"
      size={1920}
      title={t('waves.title')}
      description={t('waves.description')}
      actions={newWave}
    >
      <NewWaveModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(wave) => {
          setCreating(false);
          void navigate(hrefs.wave(wave.id));
        }}
      />
      <PagedList
        list={list}
        query={waves}
        tabs={statusTabs(TABS, {
          all: ALL,
          allLabel: t('common.all'),
          label: (status) => t(`waveStatus.${status}`),
          counts,
        })}
        tabsLabel={t('waves.statusLabel')}
        empty={<EmptyState title={t('waves.empty')} description={t('waves.emptyHint')} />}
      >
        {(items) => (
          <div className="baro-table-scroll">
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('waves.columns.wave')}</Table.Th>
                  <Table.Th>{t('waves.columns.warehouse')}</Table.Th>
                  <Table.Th>{t('waves.columns.filters')}</Table.Th>
                  <Table.Th>{t('waves.columns.size')}</Table.Th>
                  <Table.Th>{t('waves.columns.progress')}</Table.Th>
                  <Table.Th>{t('waves.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((wave) => (
                  <Table.Tr key={wave.id}>
                    <Table.Td>
                      <Anchor component={Link} to={hrefs.wave(wave.id)} fw={700}>
                        {wave.waveNo}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(wave.createdAt, language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{wave.warehouse.name}</Table.Td>
                    <Table.Td>{waveFiltersText(wave, t, language)}</Table.Td>
                    <Table.Td>{waveSizeText(wave.totals, t)}</Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm">
                          {t('waves.progress', {
                            done: wave.totals.tasksConfirmed.toLocaleString(),
                            total: wave.totals.tasks.toLocaleString(),
                          })}
                        </Text>
                        {wave.totals.tasksShort > 0 ? (
                          <Badge color="orange" variant="light">
                            {t('waves.short', { n: wave.totals.tasksShort.toLocaleString() })}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light">{t(`waveStatus.${wave.status}`)}</Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </PagedList>
    </PageContainer>
  );
}
