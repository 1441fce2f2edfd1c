import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDay, isCalendarDay } from '@baro/core';
import {
  ClearFiltersButton,
  EmptyState,
  PageContainer,
  PagedList,
  SearchBox,
  statusTabs,
  useListParams,
} from '@baro/ui';
import { Anchor, Badge, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../lib/paths.ts';
import { useInbounds } from '../api/get-inbounds.ts';

const PAGE_SIZE = 50;
const ALL = 'all';
const TABS = ['arrived', 'receiving', 'requested', 'completed', 'canceled', ALL] as const;
const FILTERS = ['q', 'expectedDate'] as const;

/**
 * `/warehouse/inbound`: the warehouse's inbounds by status (what is at the dock first), by inbound
 * number or a scanned box code, and by expected day — in the address.
 */
export function InboundList() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('inbound.title'));
  const list = useListParams({ tabs: TABS, defaultTab: 'arrived', filters: FILTERS });
  const { q, expectedDate } = list.filters;
  const inbounds = useInbounds({
    page: list.page,
    size: PAGE_SIZE,
    ...(list.tab === ALL ? {} : { status: list.tab }),
    ...(q ? { q } : {}),
    ...(isCalendarDay(expectedDate) ? { expectedDate } : {}),
  });
  const counts = inbounds.data?.counts;

  return (
    <PageContainer
      component="div"
      size={1920}
      title={t('inbound.title')}
      description={t('inbound.description')}
    >
      <PagedList
        list={list}
        query={inbounds}
        tabs={statusTabs(TABS, {
          all: ALL,
          allLabel: t('common.all'),
          label: (status) => t(`inboundStatus.${status}`),
          counts,
        })}
        tabsLabel={t('inbound.statusLabel')}
        toolbar={
          <Paper withBorder p="md">
            <Group align="flex-end" gap="md" wrap="wrap">
              <SearchBox
                value={q}
                onSearch={(text) => list.update({ q: text })}
                label={t('inbound.search')}
                placeholder={t('inbound.searchPlaceholder')}
              />
              <TextInput
                type="date"
                label={t('inbound.expectedDate')}
                value={expectedDate}
                onChange={(event) => list.update({ expectedDate: event.currentTarget.value })}
              />
              <ClearFiltersButton list={list} />
            </Group>
          </Paper>
        }
        empty={<EmptyState title={list.filtered ? t('inbound.emptySearch') : t('inbound.empty')} />}
      >
        {(items) => (
          <div className="baro-table-scroll">
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('inbound.columns.inbound')}</Table.Th>
                  <Table.Th>{t('inbound.columns.team')}</Table.Th>
                  <Table.Th>{t('inbound.columns.expectedDate')}</Table.Th>
                  <Table.Th ta="right">{t('inbound.columns.boxes')}</Table.Th>
                  <Table.Th ta="right">{t('inbound.columns.progress')}</Table.Th>
                  <Table.Th>{t('inbound.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((inbound) => (
                  <Table.Tr key={inbound.id}>
                    <Table.Td>
                      <Anchor component={Link} to={hrefs.inbound(inbound.id)} fw={700}>
                        {inbound.inboundNo}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {t('inbound.skuCount', { count: inbound.skuCount })}
                      </Text>
                    </Table.Td>
                    <Table.Td>{inbound.teamName}</Table.Td>
                    <Table.Td className="baro-nowrap">{formatDay(inbound.expectedDate, language)}</Table.Td>
                    <Table.Td ta="right">{inbound.boxes.toLocaleString()}</Table.Td>
                    <Table.Td ta="right">
                      {inbound.receivedQuantity.toLocaleString()} /{' '}
                      {inbound.expectedQuantity.toLocaleString()}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light">{t(`inboundStatus.${inbound.status}`)}</Badge>
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
