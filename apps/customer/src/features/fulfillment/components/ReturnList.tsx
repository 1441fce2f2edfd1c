import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDateTime, RETURN_STATUSES, type ReturnPage } from '@baro/core';
import { EmptyState, PagedList, useListParams } from '@baro/ui';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';
import { useReturns } from '../api/get-returns.ts';
import { ScreenHeader } from './ScreenHeader.tsx';
import { StatusBadge } from './StatusBadge.tsx';

const ALL = 'all';
const TABS = [ALL, ...RETURN_STATUSES] as const;

/** The team's returns (`GET /api/fulfillment/returns`), newest first, with status tabs and their counts. */
export function ReturnList() {
  const { t } = useTranslation();
  useDocumentTitle(t('fulfillment.documentTitle.returns'));
  const list = useListParams({ tabs: TABS, defaultTab: ALL });
  const returns = useReturns({ status: list.tab === ALL ? null : list.tab, page: list.page });
  const counts = returns.data?.counts;
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : null;
  const label = (text: string, count: number | null | undefined) =>
    count === null || count === undefined ? text : t('fulfillment.order.tabLabel', { status: text, count });
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t('fulfillment.returns.listTitle')}
        description={t('fulfillment.returns.listDescription')}
      />
      <PagedList
        list={list}
        query={returns}
        tabs={TABS.map((value) => ({
          value,
          label:
            value === ALL
              ? label(t('fulfillment.returns.all'), total)
              : label(t(`fulfillment.returns.status.${value}`), counts?.[value]),
        }))}
        tabsLabel={t('fulfillment.returns.tabsLabel')}
        tabsVariant="pills"
        empty={
          list.isDefaultTab ? (
            <EmptyState
              title={t('fulfillment.returns.empty')}
              description={t('fulfillment.returns.emptyDescription')}
              action={
                <Button component={Link} to={`${fulfillmentPaths.orders}?status=delivered`} variant="light">
                  {t('fulfillment.nav.orders')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={t('fulfillment.returns.emptyFiltered')}
              action={
                <Button variant="light" onClick={() => list.setTab(ALL)}>
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
            aria-label={t('fulfillment.returns.listLabel')}
            style={{ listStyle: 'none' }}
          >
            {items.map((item) => (
              <ReturnRow key={item.id} item={item} />
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}

function ReturnRow({ item }: { item: ReturnPage['items'][number] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Anchor component={Link} to={fulfillmentHrefs.return(item.id)} fw={600} ff="monospace">
              {item.returnNo}
            </Anchor>
            <StatusBadge kind="returns" status={item.status} />
          </Group>
          <Text size="sm">
            {t('fulfillment.returns.orderNo')} {item.orderNo} ·{' '}
            {t(`fulfillment.returns.reason.${item.reason}`)} ·{' '}
            {t('fulfillment.common.pieces', { count: item.quantity })}
          </Text>
        </Stack>
        <Text size="xs" c="dimmed">
          {formatDateTime(item.createdAt, language)}
        </Text>
      </Group>
    </Paper>
  );
}
