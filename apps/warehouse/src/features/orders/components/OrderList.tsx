import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDateTime, formatDay, isCalendarDay, seoulToday } from '@baro/core';
import { ClearFiltersButton, EmptyState, PageContainer, PagedList, SearchBox, useListParams } from '@baro/ui';
import { Anchor, Badge, Button, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../lib/paths.ts';
import { useOrders } from '../api/get-orders.ts';
import { isLate } from '../order-rules.ts';

const PAGE_SIZE = 50;
const ALL = 'all';
/** The floor's order of work first (to pick, picking, packed, shipped), then the rest. */
const TABS = [
  'allocated',
  'picking',
  'packed',
  'shipped',
  'waiting',
  'delivered',
  'returned_to_sender',
  'canceled',
  ALL,
] as const;
const FILTERS = ['q', 'promisedShipDate'] as const;
type Tab = (typeof TABS)[number];

/**
 * `/warehouse/orders`: the warehouse's shipping orders by status (with counts; "to pick" first), by
 * order number, channel order number or recipient (a scanned order barcode is typed text + Enter)
 * and by promised ship day — all in the address. Late orders are marked.
 */
export function OrderList() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('orders.title'));
  const list = useListParams({ tabs: TABS, defaultTab: 'allocated', filters: FILTERS });
  const { q, promisedShipDate } = list.filters;
  const orders = useOrders({
    page: list.page,
    size: PAGE_SIZE,
    ...(list.tab === ALL ? {} : { status: list.tab }),
    ...(q ? { q } : {}),
    ...(isCalendarDay(promisedShipDate) ? { promisedShipDate } : {}),
  });
  const counts = orders.data?.counts;
  const today = seoulToday();
  const tabLabel = (tab: Tab) => {
    if (tab === ALL) return t('common.all');
    const label = t(`orderStatus.${tab}`);
    return counts ? `${label} ${counts[tab].toLocaleString()}` : label;
  };

  return (
    <PageContainer
      component="div"
      size={1920}
      title={t('orders.title')}
      description={t('orders.description')}
    >
      <PagedList
        list={list}
        query={orders}
        tabs={TABS.map((value) => ({ value, label: tabLabel(value) }))}
        tabsLabel={t('orders.statusLabel')}
        toolbar={
          <Paper withBorder p="md">
            <Group align="flex-end" gap="md" wrap="wrap">
              <SearchBox
                value={q}
                onSearch={(text) => list.update({ q: text })}
                label={t('orders.search')}
                placeholder={t('orders.searchPlaceholder')}
              />
              <TextInput
                type="date"
                label={t('orders.promisedShipDate')}
                value={promisedShipDate}
                onChange={(event) => list.update({ promisedShipDate: event.currentTarget.value })}
              />
              {promisedShipDate !== today ? (
                <Button variant="light" onClick={() => list.update({ promisedShipDate: today })}>
                  {t('orders.dueToday')}
                </Button>
              ) : null}
              <ClearFiltersButton list={list} />
            </Group>
          </Paper>
        }
        empty={<EmptyState title={list.filtered ? t('orders.emptySearch') : t('orders.empty')} />}
      >
        {(items) => (
          <div className="baro-table-scroll">
            <Table striped highlightOnHover verticalSpacing="xs">
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
                      <Anchor component={Link} to={hrefs.order(order.id)} fw={700}>
                        {order.orderNo}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(order.createdAt, language)}
                        {order.channelOrderNo ? ` · ${order.channelOrderNo}` : ''}
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
                    <Table.Td className="baro-nowrap">
                      {formatDay(order.promisedShipDate, language)}
                      {isLate(order, today) ? (
                        <Badge color="red" variant="light" ml={6}>
                          {t('orders.late')}
                        </Badge>
                      ) : null}
                    </Table.Td>
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
