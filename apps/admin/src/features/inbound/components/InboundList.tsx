import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDateTime, formatDay, INBOUND_STATUSES, isCalendarDay } from '@baro/core';
import {
  ClearFiltersButton,
  EmptyState,
  PageContainer,
  PagedList,
  SearchBox,
  statusTabs,
  useListParams,
} from '@baro/ui';
import { Badge, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInbounds } from '../api/get-inbounds.ts';

const PAGE_SIZE = 50;
const ALL = 'all';
const TABS = [ALL, ...INBOUND_STATUSES] as const;
const FILTERS = ['q', 'expectedDate'] as const;

/**
 * `/fulfillment/inbound`: every team's inbounds (입고) by status (with counts), inbound number or
 * box code and expected day — the filters in the address — with what arrived against what was announced.
 */
export function InboundList() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('inbound.title'));
  const list = useListParams({ tabs: TABS, defaultTab: ALL, filters: FILTERS });
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
      size="xl"
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
            <Stack gap="sm">
              <SearchBox
                value={q}
                onSearch={(text) => list.update({ q: text })}
                label={t('inbound.search')}
                placeholder={t('inbound.searchPlaceholder')}
              />
              <Group align="flex-end" gap="sm" wrap="wrap">
                <TextInput
                  type="date"
                  label={t('inbound.expectedDate')}
                  value={expectedDate}
                  onChange={(event) => list.update({ expectedDate: event.currentTarget.value })}
                />
                <ClearFiltersButton list={list} />
              </Group>
            </Stack>
          </Paper>
        }
        empty={
          <EmptyState
            title={list.filtered || !list.isDefaultTab ? t('inbound.emptySearch') : t('inbound.empty')}
          />
        }
      >
        {(items) => (
          <div className="baro-table-scroll">
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('inbound.columns.inbound')}</Table.Th>
                  <Table.Th>{t('inbound.columns.team')}</Table.Th>
                  <Table.Th>{t('inbound.columns.expected')}</Table.Th>
                  <Table.Th>{t('inbound.columns.quantity')}</Table.Th>
                  <Table.Th>{t('inbound.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((inbound) => (
                  <Table.Tr key={inbound.id}>
                    <Table.Td>
                      <code>{inbound.inboundNo}</code>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(inbound.createdAt, language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{inbound.teamName}</Table.Td>
                    <Table.Td className="baro-nowrap">
                      {formatDay(inbound.expectedDate, language)}
                      <Text size="xs" c="dimmed">
                        {t('inbound.boxes', { count: inbound.boxes })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {t('inbound.received', {
                        received: inbound.receivedQuantity,
                        expected: inbound.expectedQuantity,
                      })}
                      <Text size="xs" c="dimmed">
                        {t('inbound.skus', { count: inbound.skuCount })}
                      </Text>
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
