import { useDocumentTitle } from '@baro/client';
import type { InventoryItem } from '@baro/core';
import { EmptyState, PagedList, useListParams } from '@baro/ui';
import { Anchor, Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fulfillmentHrefs } from '../../../fulfillment-paths.ts';
import { useInventory } from '../api/get-inventory.ts';
import { ScreenHeader } from './ScreenHeader.tsx';
import { SearchBox } from './SearchBox.tsx';
import { StockFigures } from './StockFigures.tsx';
import '../fulfillment.css';

/**
 * Every SKU's stock (`GET /api/fulfillment/inventory`): on hand, reserved, available and where it
 * lies, with search, "low stock only" and the page in the address (`?q=&lowStock=true&page=`).
 */
export function InventoryList() {
  const { t } = useTranslation();
  useDocumentTitle(t('fulfillment.documentTitle.inventory'));
  const list = useListParams({ filters: ['q', 'lowStock'] });
  const { q } = list.filters;
  const lowStock = list.filters.lowStock === 'true';
  const inventory = useInventory({ q, lowStock, page: list.page });
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t('fulfillment.inventory.title')}
        description={t('fulfillment.inventory.description')}
      />
      <PagedList
        list={list}
        query={inventory}
        toolbar={
          <Group gap="md" wrap="wrap" align="center">
            <SearchBox
              value={q}
              onSearch={(next) => list.update({ q: next || null })}
              placeholder={t('fulfillment.sku.searchPlaceholder')}
            />
            <Checkbox
              label={t('fulfillment.stock.lowOnly')}
              checked={lowStock}
              onChange={(event) => list.update({ lowStock: event.currentTarget.checked ? 'true' : null })}
            />
          </Group>
        }
        empty={
          list.filtered ? (
            <EmptyState
              title={t('fulfillment.inventory.emptyFiltered')}
              action={
                <Button variant="light" onClick={() => list.clearFilters()}>
                  {t('fulfillment.inventory.showAll')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={t('fulfillment.inventory.empty')}
              description={t('fulfillment.inventory.emptyDescription')}
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
            aria-label={t('fulfillment.inventory.listLabel')}
            style={{ listStyle: 'none' }}
          >
            {items.map((item) => (
              <InventoryRow key={item.sku.id} item={item} />
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}

function InventoryRow({ item }: { item: InventoryItem }) {
  const { t, i18n } = useTranslation();
  const low = item.stock.available <= item.sku.lowStockThreshold;
  const stored = item.stock.locations.filter((location) => location.onHand > 0);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Group gap="xs">
              <Anchor component={Link} to={fulfillmentHrefs.sku(item.sku.id)} fw={600} c="inherit">
                {item.sku.name}
              </Anchor>
              {low ? (
                <Badge color="red" variant="light" size="sm">
                  {t('fulfillment.stock.low')}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" ff="monospace">
              {item.sku.barcode}
            </Text>
          </Stack>
          <StockFigures stock={item.stock} low={low} />
        </Group>
        {stored.length > 0 ? (
          <Text size="xs" c="dimmed">
            {t('fulfillment.inventory.locations', { count: stored.length })}:{' '}
            {stored
              .map((location) => `${location.locationCode} ${location.onHand.toLocaleString(i18n.language)}`)
              .join(' · ')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
