import { useDocumentTitle } from '@baro/client';
import type { AdminStockRow } from '@baro/core';
import { EmptyState, PageContainer, PagedList, SearchBox, useListParams } from '@baro/ui';
import { Anchor, Button, Group, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWarehouses } from '../../../components/warehouses/get-warehouses.ts';
import { hrefs } from '../../../lib/paths.ts';
import { useStock } from '../api/get-stock.ts';
import { AdjustStockDialog } from './AdjustStockDialog.tsx';

const PAGE_SIZE = 50;
const FILTERS = ['q', 'warehouseId', 'teamId'] as const;

/**
 * `/fulfillment/stock?q=&warehouseId=&teamId=`: every team's SKUs and stock by location — on hand,
 * reserved for orders, available — with a counted difference recorded per row (with its reason).
 */
export function StockList() {
  const { t } = useTranslation();
  useDocumentTitle(t('stock.title'));
  const list = useListParams({ filters: FILTERS });
  const { q, warehouseId, teamId } = list.filters;
  const warehouses = useWarehouses();
  const stock = useStock({
    page: list.page,
    size: PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(warehouseId ? { warehouseId } : {}),
    ...(teamId ? { teamId } : {}),
  });
  const [adjusting, setAdjusting] = useState<AdminStockRow | null>(null);

  return (
    <PageContainer component="div" size="xl" title={t('stock.title')} description={t('stock.description')}>
      <PagedList
        list={list}
        query={stock}
        toolbar={
          <Paper withBorder p="md">
            <Stack gap="sm">
              <SearchBox
                value={q}
                onSearch={(text) => list.update({ q: text })}
                label={t('stock.search')}
                placeholder={t('stock.searchPlaceholder')}
              >
                <NativeSelect
                  label={t('stock.warehouse')}
                  value={warehouseId}
                  onChange={(event) => list.update({ warehouseId: event.currentTarget.value })}
                  data={[
                    { value: '', label: t('common.all') },
                    ...(warehouses.data ?? []).map((warehouse) => ({
                      value: warehouse.id,
                      label: warehouse.name,
                    })),
                  ]}
                />
              </SearchBox>
              {teamId ? (
                <Group gap="sm">
                  <Text size="sm">
                    {t('stock.teamFilter', { team: stock.data?.items[0]?.team.name ?? teamId })}
                  </Text>
                  <Button size="compact-sm" variant="subtle" onClick={() => list.update({ teamId: '' })}>
                    {t('common.reset')}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Paper>
        }
        empty={<EmptyState title={list.filtered ? t('stock.emptySearch') : t('stock.empty')} />}
      >
        {(items) => (
          <div className="baro-table-scroll">
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('stock.columns.sku')}</Table.Th>
                  <Table.Th>{t('stock.columns.team')}</Table.Th>
                  <Table.Th>{t('stock.columns.location')}</Table.Th>
                  <Table.Th>{t('stock.onHand')}</Table.Th>
                  <Table.Th>{t('stock.reserved')}</Table.Th>
                  <Table.Th>{t('stock.available')}</Table.Th>
                  <Table.Th>{t('common.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((row) => (
                  <Table.Tr key={`${row.sku.id}:${row.warehouseId}:${row.locationCode}`}>
                    <Table.Td>
                      {row.sku.name}
                      <Text size="xs" c="dimmed">
                        <code>{row.sku.barcode}</code>
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={hrefs.stockOfTeam(row.team.id)}>
                        {row.team.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td className="baro-nowrap">
                      <code>{row.locationCode}</code>
                      <Text size="xs" c="dimmed">
                        {row.warehouseCode} · {t(`locationKind.${row.kind}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{row.onHand}</Table.Td>
                    <Table.Td>{row.reserved}</Table.Td>
                    <Table.Td>{row.available}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() => setAdjusting(row)}
                        aria-label={t('stock.adjustLabel', { sku: row.sku.name, location: row.locationCode })}
                      >
                        {t('stock.adjust')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </PagedList>
      <AdjustStockDialog row={adjusting} onClose={() => setAdjusting(null)} />
    </PageContainer>
  );
}
