import { useDocumentTitle, useLanguage } from '@baro/client';
import {
  ADMIN_BID_SORTS,
  BID_STATUSES,
  FREIGHT_TYPES,
  type FreightType,
  formatDateTime,
  formatMoney,
  isCalendarDay,
} from '@baro/core';
import {
  ClearFiltersButton,
  EmptyState,
  Lane,
  PageContainer,
  PagedList,
  parseChoice,
  SearchBox,
  useListParams,
} from '@baro/ui';
import { Anchor, Badge, Group, NativeSelect, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../lib/paths.ts';
import { useBids } from '../api/get-bids.ts';
import { BidStatusBadge } from './BidStatusBadge.tsx';

const PAGE_SIZE = 20;
const ALL = 'all';
const TABS = [ALL, ...BID_STATUSES] as const;
const FILTERS = ['query', 'freightType', 'deadlineFrom', 'deadlineTo', 'sort'] as const;

/**
 * `/bids`: every team's bid requests, each named by its number (the id stays in the link), by
 * status, lane type, team, bid number or id and deadline days (Seoul), newest first or soonest deadline first — the filters in the address.
 */
export function BidList() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('bids.title'));
  const list = useListParams({ tabs: TABS, defaultTab: ALL, filters: FILTERS });
  const { query, deadlineFrom, deadlineTo } = list.filters;
  const freightType: FreightType | null = parseChoice(list.filters.freightType, FREIGHT_TYPES);
  const sort = parseChoice(list.filters.sort, ADMIN_BID_SORTS) ?? 'newest';
  const bids = useBids({
    page: list.page,
    size: PAGE_SIZE,
    sort,
    ...(list.tab === ALL ? {} : { status: list.tab }),
    ...(query ? { query } : {}),
    ...(freightType ? { freightType } : {}),
    ...(isCalendarDay(deadlineFrom) ? { deadlineFrom } : {}),
    ...(isCalendarDay(deadlineTo) ? { deadlineTo } : {}),
  });

  return (
    <PageContainer component="div" size="xl" title={t('bids.title')} description={t('bids.description')}>
      <PagedList
        list={list}
        query={bids}
        tabs={TABS.map((value) => ({
          value,
          label: value === ALL ? t('common.all') : t(`bidStatus.${value}`),
        }))}
        tabsLabel={t('bids.statusLabel')}
        toolbar={
          <Paper withBorder p="md">
            <Stack gap="sm">
              <SearchBox
                value={query}
                onSearch={(text) => list.update({ query: text })}
                label={t('bids.search')}
                placeholder={t('bids.searchPlaceholder')}
              />
              <Group align="flex-end" gap="sm" wrap="wrap">
                <NativeSelect
                  label={t('bids.freightType')}
                  value={freightType ?? ''}
                  onChange={(event) => list.update({ freightType: event.currentTarget.value })}
                  data={[
                    { value: '', label: t('common.all') },
                    ...FREIGHT_TYPES.map((value) => ({ value, label: t(`freightType.${value}`) })),
                  ]}
                />
                <TextInput
                  type="date"
                  label={t('bids.deadlineFrom')}
                  value={deadlineFrom}
                  onChange={(event) => list.update({ deadlineFrom: event.currentTarget.value })}
                />
                <TextInput
                  type="date"
                  label={t('bids.deadlineTo')}
                  value={deadlineTo}
                  onChange={(event) => list.update({ deadlineTo: event.currentTarget.value })}
                />
                <NativeSelect
                  label={t('bids.sort')}
                  value={sort}
                  onChange={(event) =>
                    list.update({
                      sort: event.currentTarget.value === 'newest' ? null : event.currentTarget.value,
                    })
                  }
                  data={ADMIN_BID_SORTS.map((value) => ({ value, label: t(`bids.sorts.${value}`) }))}
                />
                <ClearFiltersButton list={list} />
              </Group>
            </Stack>
          </Paper>
        }
        empty={
          <EmptyState
            title={list.filtered || !list.isDefaultTab ? t('bids.emptySearchTitle') : t('bids.emptyTitle')}
            description={list.filtered ? t('bids.emptySearchBody') : undefined}
          />
        }
      >
        {(items) => (
          <div className="baro-table-scroll">
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('bids.columns.bid')}</Table.Th>
                  <Table.Th>{t('bids.columns.team')}</Table.Th>
                  <Table.Th>{t('bids.columns.lane')}</Table.Th>
                  <Table.Th>{t('bids.columns.deadline')}</Table.Th>
                  <Table.Th>{t('bids.columns.quotes')}</Table.Th>
                  <Table.Th>{t('bids.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((bid) => (
                  <Table.Tr key={bid.id}>
                    <Table.Td>
                      <Anchor component={Link} to={hrefs.bid(bid.id)} fw={600}>
                        {bid.number}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(bid.createdAt, language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={hrefs.team(bid.team.id)}>
                        {bid.team.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {bid.createdBy.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Lane pol={bid.pol} pod={bid.pod} />
                      <Text size="xs" c="dimmed">
                        {t(`freightType.${bid.freightType}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td className="baro-nowrap">
                      {formatDateTime(bid.deadline, language)}
                      {bid.deadlineSource === 'staff' ? (
                        <Badge size="xs" variant="light" color="grape" ml={6}>
                          {t('bids.extended')}
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {t('bids.quoteCount', { count: bid.quoteCount })}
                      {bid.lowestTotalKRW !== null ? (
                        <Text size="xs" c="dimmed">
                          {t('bids.lowest', { amount: formatMoney(bid.lowestTotalKRW, 'KRW', language) })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <BidStatusBadge status={bid.status} />
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
