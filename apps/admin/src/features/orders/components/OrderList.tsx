import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDateTime, formatDay, isCalendarDay, ORDER_STATUSES } from '@baro/core';
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
import { useOrders } from '../api/get-orders.ts';

const PAGE_SIZE = 50;
const ALL = 'all';
const TABS = [ALL, ...ORDER_STATUSES] as const;
const FILTERS = ['q', 'from', 'to', 'promisedShipDate'] as const;

/**
 * `/fulfillment/orders`: every team's shipping orders by status (with counts), order number or
 * recipient, the days they were placed and the promised ship day — the filters in the address.
 */
export function OrderList() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('orders.title'));
  const list = useListParams({ tabs: TABS, defaultTab: ALL, filters: FILTERS });
  const { q, from, to, promisedShipDate } = list.filters;
  const orders = useOrders({
    page: list.page,
    size: PAGE_SIZE,
    ...(list.tab === ALL ? {} : { status: list.tab }),
    ...(q ? { q } : {}),
    ...(isCalendarDay(from) ? { from } : {}),
    ...(isCalendarDay(to) ? { to } : {}),
    ...(isCalendarDay(promisedShipDate) ? { promisedShipDate } : {}),
  });
  const counts = orders.data?.counts;

  return (
    <PageContainer component="div" size="xl" title={t('orders.title')} description={t('orders.description')}>
      <PagedList
        list={list}
        query={orders}
        tabs={statusTabs(TABS, {
          all: ALL,
          allLabel: t('common.all'),
          label: (status) => t(`orderStatus.${status}`),
          counts,
        })}
        tabsLabel={t('orders.statusLabel')}
        toolbar={
          <Paper withBorder p="md">
            <Stack gap="sm">
              <SearchBox
                value={q}
                onSearch={(text) => list.update({ q: text })}
                label={t('orders.search')}
                placeholder={t('orders.searchPlaceholder')}
              />
              <Group align="flex-end" gap="sm" wrap="wrap">
                <TextInput
                  type="date"
                  label={t('orders.from')}
                  value={from}
                  onChange={(event) => list.update({ from: event.currentTarget.value })}
                />
                <TextInput
                  type="date"
                  label={t('orders.to')}
                  value={to}
                  onChange={(event) => list.update({ to: event.currentTarget.value })}
                />
                <TextInput
                  type="date"
                  label={t('orders.promisedShipDate')}
                  value={promisedShipDate}
                  onChange={(event) => list.update({ promisedShipDate: event.currentTarget.value })}
                />
                <ClearFiltersButton list={list} />
              </Group>
            </Stack>
          </Paper>
        }
        empty={
          <EmptyState
            title={list.filtered || !list.isDefaultTab ? t('orders.emptySearch') : t('orders.empty')}
          />
        }
      >
        {(items) => (
          <div className="baro-table-scroll">
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('orders.columns.order')}</Table.Th>
                  <Table.Th>{t('orders.columns.team')}</Table.Th>
                  <Table.Th>{t('orders.columns.items')}</Table.Th>
                  <Table.Th>{t('orders.columns.recipient')}</Table.Th>
                  <Table.Th>{t('orders.columns.promised')}</Table.Th>
                  <Table.Th>{t('orders.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((order) => (
                  <Table.Tr key={order.id}>
                    <Table.Td>
                      <code>{order.orderNo}</code>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(order.createdAt, language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{order.teamName}</Table.Td>
                    <Table.Td>
                      {order.itemCount > 1
                        ? t('orders.itemsMore', { name: order.firstItemName, count: order.itemCount - 1 })
                        : order.firstItemName}
                      <Text size="xs" c="dimmed">
                        {t('orders.quantity', { count: order.quantity })}
                      </Text>
                    </Table.Td>
                    <Table.Td>{order.recipientName}</Table.Td>
                    <Table.Td className="baro-nowrap">{formatDay(order.promisedShipDate, language)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{t(`orderStatus.${order.status}`)}</Badge>
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
