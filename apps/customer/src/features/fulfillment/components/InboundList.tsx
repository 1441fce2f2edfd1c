import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDay, INBOUND_STATUSES, type InboundPage } from '@baro/core';
import { EmptyState, PagedList, useListParams } from '@baro/ui';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';
import { useInbounds } from '../api/get-inbounds.ts';
import { InboundProgress } from './InboundProgress.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';
import { StatusBadge } from './StatusBadge.tsx';

const ALL = 'all';
const TABS = [ALL, ...INBOUND_STATUSES] as const;

/** The team's inbounds (`GET /api/fulfillment/inbound`), newest first, with status tabs (counts) and progress. */
export function InboundList() {
  const { t } = useTranslation();
  useDocumentTitle(t('fulfillment.documentTitle.inbounds'));
  const list = useListParams({ tabs: TABS, defaultTab: ALL });
  const inbounds = useInbounds({ status: list.tab === ALL ? null : list.tab, page: list.page });
  const counts = inbounds.data?.counts;
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : null;
  const label = (text: string, count: number | null | undefined) =>
    count === null || count === undefined ? text : t('fulfillment.order.tabLabel', { status: text, count });
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t('fulfillment.inbound.listTitle')}
        description={t('fulfillment.inbound.listDescription')}
        actions={
          <Button component={Link} to={fulfillmentPaths.inboundNew}>
            {t('fulfillment.inbound.new')}
          </Button>
        }
      />
      <PagedList
        list={list}
        query={inbounds}
        tabs={TABS.map((value) => ({
          value,
          label:
            value === ALL
              ? label(t('fulfillment.inbound.all'), total)
              : label(t(`fulfillment.inbound.status.${value}`), counts?.[value]),
        }))}
        tabsLabel={t('fulfillment.inbound.tabsLabel')}
        tabsVariant="pills"
        empty={
          list.isDefaultTab ? (
            <EmptyState
              title={t('fulfillment.inbound.empty')}
              description={t('fulfillment.inbound.emptyDescription')}
              action={
                <Button component={Link} to={fulfillmentPaths.inboundNew} variant="light">
                  {t('fulfillment.inbound.new')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={t('fulfillment.inbound.emptyFiltered')}
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
            aria-label={t('fulfillment.inbound.listLabel')}
            style={{ listStyle: 'none' }}
          >
            {items.map((inbound) => (
              <InboundRow key={inbound.id} inbound={inbound} />
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}

function InboundRow({ inbound }: { inbound: InboundPage['items'][number] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs">
            <Anchor component={Link} to={fulfillmentHrefs.inbound(inbound.id)} fw={600} ff="monospace">
              {inbound.inboundNo}
            </Anchor>
            <StatusBadge kind="inbound" status={inbound.status} />
          </Group>
          <Text size="sm">
            {t('fulfillment.inbound.expectedDate')} {formatDay(inbound.expectedDate, language)} ·{' '}
            {t('fulfillment.inbound.skuCount', { count: inbound.skuCount })} ·{' '}
            {t('fulfillment.inbound.boxes')} {inbound.boxes}
          </Text>
        </Stack>
        <InboundProgress received={inbound.receivedQuantity} expected={inbound.expectedQuantity} />
      </Group>
    </Paper>
  );
}
