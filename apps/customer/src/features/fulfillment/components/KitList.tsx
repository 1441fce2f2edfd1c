import { useDocumentTitle } from '@baro/client';
import { type GroupSku, KIT_STATUSES } from '@baro/core';
import { EmptyState, PagedList, useListParams } from '@baro/ui';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';
import { useKits } from '../api/get-kits.ts';
import { ScreenHeader } from './ScreenHeader.tsx';
import { SearchBox } from './SearchBox.tsx';

/**
 * The team's kits (`GET /api/fulfillment/group`) with their components and how many whole kits the
 * stock makes: those in use, or (second tab) the withdrawn ones.
 */
export function KitList() {
  const { t } = useTranslation();
  useDocumentTitle(t('fulfillment.documentTitle.kits'));
  const list = useListParams({ tabs: KIT_STATUSES, defaultTab: 'active', filters: ['q'] });
  const q = list.filters.q;
  const kits = useKits({ q, page: list.page, status: list.tab });
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t('fulfillment.kit.listTitle')}
        description={t('fulfillment.kit.listDescription')}
        actions={
          <Button component={Link} to={fulfillmentPaths.kitNew}>
            {t('fulfillment.kit.new')}
          </Button>
        }
      />
      <PagedList
        list={list}
        query={kits}
        tabs={KIT_STATUSES.map((value) => ({ value, label: t(`fulfillment.kit.status.${value}`) }))}
        tabsLabel={t('fulfillment.kit.tabsLabel')}
        tabsVariant="pills"
        toolbar={
          <SearchBox
            value={q}
            onSearch={(next) => list.update({ q: next || null })}
            placeholder={t('fulfillment.kit.searchPlaceholder')}
          />
        }
        empty={
          !list.isDefaultTab && !q ? (
            <EmptyState
              title={t('fulfillment.kit.emptyWithdrawn')}
              action={
                <Button variant="light" onClick={() => list.setTab('active')}>
                  {t('fulfillment.kit.showActive')}
                </Button>
              }
            />
          ) : q ? (
            <EmptyState
              title={t('fulfillment.kit.emptySearch', { q })}
              action={
                <Button variant="light" onClick={() => list.clearFilters()}>
                  {t('fulfillment.sku.clearSearch')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={t('fulfillment.kit.empty')}
              description={t('fulfillment.kit.emptyDescription')}
              action={
                <Button component={Link} to={fulfillmentPaths.kitNew} variant="light">
                  {t('fulfillment.kit.new')}
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
            aria-label={t('fulfillment.kit.listLabel')}
            style={{ listStyle: 'none' }}
          >
            {items.map((kit) => (
              <KitRow key={kit.id} kit={kit} />
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}

function KitRow({ kit }: { kit: GroupSku }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={fulfillmentHrefs.kit(kit.id)} fw={600} c="inherit">
              {kit.name}
            </Anchor>
            {kit.status === 'withdrawn' ? (
              <Badge color="gray" variant="outline" size="sm">
                {t('fulfillment.kit.status.withdrawn')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {t('fulfillment.kit.componentCount', { count: kit.components.length })} ·{' '}
            {kit.components.map((component) => `${component.name} ×${component.quantity}`).join(', ')}
          </Text>
        </Stack>
        <div>
          <Text size="xs" c="dimmed">
            {t('fulfillment.kit.available')}
          </Text>
          <Text fw={700} className="fulfillment-num" c={kit.available === 0 ? 'red' : undefined}>
            {t('fulfillment.common.kitsCount', { count: kit.available })}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
