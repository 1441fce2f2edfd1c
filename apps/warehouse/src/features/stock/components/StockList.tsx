import { useDocumentTitle } from '@baro/client';
import { EmptyState, PageContainer, PagedList, SearchBox, useListParams } from '@baro/ui';
import { Anchor, Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useStock } from '../api/get-stock.ts';
import { type StockChange, StockChangeDialog } from './StockChangeDialog.tsx';

const PAGE_SIZE = 50;
const FILTERS = ['locationCode', 'skuId', 'skuName'] as const;

/**
 * `/warehouse/stock`: the warehouse's balances by SKU and location — a location scanned or typed
 * narrows it to that shelf, a SKU's name to that SKU everywhere — with an adjustment (counted
 * difference and reason) or a move from each row.
 */
export function StockList() {
  const { t } = useTranslation();
  useDocumentTitle(t('stock.title'));
  const list = useListParams({ filters: FILTERS });
  const { locationCode, skuId, skuName } = list.filters;
  const stock = useStock({
    page: list.page,
    size: PAGE_SIZE,
    ...(locationCode ? { locationCode: locationCode.toUpperCase() } : {}),
    ...(skuId ? { skuId } : {}),
  });
  const [change, setChange] = useState<StockChange | null>(null);

  return (
    <PageContainer component="div" size={1920} title={t('stock.title')} description={t('stock.description')}>
      <PagedList
        list={list}
        query={stock}
        toolbar={
          <Paper withBorder p="md">
            <Group align="flex-end" gap="md" wrap="wrap">
              <SearchBox
                value={locationCode}
                onSearch={(text) => list.update({ locationCode: text })}
                label={t('stock.location')}
                placeholder="A-01-01-01-01"
              />
              <Button component={Link} to={paths.movements} variant="default">
                {t('stock.history')}
              </Button>
              <Button component={Link} to={paths.locations} variant="default">
                {t('stock.locations')}
              </Button>
              {skuId ? (
                <Group gap="xs">
                  <Text size="sm">{t('stock.onlySku', { name: skuName || skuId })}</Text>
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() => list.update({ skuId: null, skuName: null })}
                  >
                    {t('stock.allSkus')}
                  </Button>
                </Group>
              ) : null}
            </Group>
          </Paper>
        }
        empty={<EmptyState title={list.filtered ? t('stock.emptySearch') : t('stock.empty')} />}
      >
        {(rows) => (
          <div className="baro-table-scroll">
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('stock.columns.location')}</Table.Th>
                  <Table.Th>{t('stock.columns.sku')}</Table.Th>
                  <Table.Th>{t('stock.columns.team')}</Table.Th>
                  <Table.Th ta="right">{t('stock.columns.onHand')}</Table.Th>
                  <Table.Th ta="right">{t('stock.columns.reserved')}</Table.Th>
                  <Table.Th ta="right">{t('stock.columns.available')}</Table.Th>
                  <Table.Th>{t('stock.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={`${row.locationCode}-${row.sku.id}`}>
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        onClick={() => list.update({ locationCode: row.locationCode })}
                      >
                        <code>{row.locationCode}</code>
                      </Anchor>
                      {row.kind === 'storage' ? null : (
                        <Badge variant="light" color={row.kind === 'quarantine' ? 'red' : 'gray'} ml={6}>
                          {t(`stock.kind.${row.kind}`)}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        onClick={() => list.update({ skuId: row.sku.id, skuName: row.sku.name })}
                      >
                        {row.sku.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        <code>{row.sku.barcode}</code>
                      </Text>
                    </Table.Td>
                    <Table.Td>{row.sku.teamName}</Table.Td>
                    <Table.Td ta="right">{row.onHand.toLocaleString()}</Table.Td>
                    <Table.Td ta="right">{row.reserved.toLocaleString()}</Table.Td>
                    <Table.Td ta="right" fw={700}>
                      {row.available.toLocaleString()}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setChange({ kind: 'adjust', row })}
                          aria-label={t('stock.adjustFor', { sku: row.sku.name, location: row.locationCode })}
                        >
                          {t('stock.adjust')}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setChange({ kind: 'move', row })}
                          disabled={row.available <= 0}
                          aria-label={t('stock.moveFor', { sku: row.sku.name, location: row.locationCode })}
                        >
                          {t('stock.move')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          component={Link}
                          to={`${paths.movements}?${new URLSearchParams({
                            skuId: row.sku.id,
                            skuName: row.sku.name,
                            locationCode: row.locationCode,
                          })}`}
                          aria-label={t('stock.historyFor', {
                            sku: row.sku.name,
                            location: row.locationCode,
                          })}
                        >
                          {t('stock.history')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </PagedList>
      <StockChangeDialog change={change} onClose={() => setChange(null)} />
    </PageContainer>
  );
}
