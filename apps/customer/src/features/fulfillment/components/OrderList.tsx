import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDateTime, formatDay, ORDER_STATUSES, type ShippingOrderListItem } from '@baro/core';
import { EmptyState, PagedList, useListParams } from '@baro/ui';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';
import { useOrders } from '../api/get-orders.ts';
import { ScreenHeader } from './ScreenHeader.tsx';
import { SearchBox } from './SearchBox.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import '../fulfillment.css';

const ALL = 'all';
const TABS = [ALL, ...ORDER_STATUSES] as const;

/**
 * The team's shipping orders (`GET /api/fulfillment/orders`), newest first: status tabs with how
 * many orders each has, a search, and the tab, search and page in the address.
 */
export function OrderList() {
  const { t } = useTranslation();
  useDocumentTitle(t('fulfillment.documentTitle.orders'));
  const list = useListParams({ tabs: TABS, defaultTab: ALL, filters: ['q'] });
  const q = list.filters.q;
  const orders = useOrders({ status: list.tab === ALL ? null : list.tab, q, page: list.page });
  const counts = orders.data?.counts;
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : null;
  const tabLabel = (label: string, count: number | null | undefined) =>
    count === null || count === undefined ? label : t('fulfillment.order.tabLabel', { status: label, count });

  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t('fulfillment.order.listTitle')}
        description={t('fulfillment.order.listDescription')}
        actions={
          <>
            <Button component={Link} to={fulfillmentPaths.orderNew}>
              {t('fulfillment.order.new')}
            </Button>
            <Button component={Link} to={fulfillmentPaths.orderUpload} variant="light">
              {t('fulfillment.order.upload')}
            </Button>
          </>
        }
      />
      <PagedList
        list={list}
        query={orders}
        tabs={TABS.map((value) => ({
          value,
          label:
            value === ALL
              ? tabLabel(t('fulfillment.order.all'), total)
              : tabLabel(t(`fulfillment.order.status.${value}`), counts?.[value]),
        }))}
        tabsLabel={t('fulfillment.order.tabsLabel')}
        tabsVariant="pills"
        toolbar={
          <SearchBox
            value={q}
            onSearch={(next) => list.update({ q: next || null })}
            placeholder={t('fulfillment.order.searchPlaceholder')}
          />
        }
        empty={
          list.isDefaultTab && !q ? (
            <EmptyState
              title={t('fulfillment.order.empty')}
              description={t('fulfillment.order.emptyDescription')}
              action={
                <Button component={Link} to={fulfillmentPaths.orderNew} variant="light">
                  {t('fulfillment.order.new')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={t('fulfillment.order.emptyFiltered')}
              action={
                <Button
                  variant="light"
                  onClick={() => {
                    list.update({ q: null });
                    list.setTab(ALL);
                  }}
                >
                  {t('fulfillment.order.showAll')}
                </Button>
              }
            />
          )
        }
      >
        {(items) => (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            aria-label={t('fulfillment.order.listLabel')}
            style={{ listStyle: 'none' }}
          >
            {items.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}

function OrderRow({ order }: { order: ShippingOrderListItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const items =
    order.itemCount > 1
      ? t('fulfillment.order.moreItems', { name: order.firstItemName, count: order.itemCount - 1 })
      : order.firstItemName;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-order-id={order.id}>
      <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={fulfillmentHrefs.order(order.id)} fw={600} ff="monospace">
              {order.orderNo}
            </Anchor>
            <StatusBadge kind="order" status={order.status} />
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {order.recipientName} · {items} · {t('fulfillment.common.pieces', { count: order.quantity })}
          </Text>
          {order.channelOrderNo ? (
            <Text size="xs" c="dimmed">
              {t('fulfillment.order.channelOrderNo')} {order.channelOrderNo}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text size="xs" c="dimmed">
            {t('fulfillment.order.promisedShipDate')} <b>{formatDay(order.promisedShipDate, language)}</b>
          </Text>
          <Text size="xs" c="dimmed">
            {t('fulfillment.order.createdAt')} {formatDateTime(order.createdAt, language)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
