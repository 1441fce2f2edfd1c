import { useDocumentTitle } from '@baro/client';
import type { SkuListItem } from '@baro/core';
import { EmptyState, PagedList, useLinkDownload, useListParams } from '@baro/ui';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { exportSkus } from '../api/export-skus.ts';
import { useSkus } from '../api/get-skus.ts';
import { ScreenHeader } from './ScreenHeader.tsx';
import { SearchBox } from './SearchBox.tsx';
import { SkuImport } from './SkuImport.tsx';
import { StockFigures } from './StockFigures.tsx';
import '../fulfillment.css';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';

/**
 * The team's SKUs (`GET /api/fulfillment/sku`), newest first, with search and the page in the
 * address (`?q=&page=`); each with its barcode and stock. Register one, import many from Excel
 * (nothing saved when a row is bad) or export them all.
 */
export function SkuList() {
  const { t } = useTranslation();
  useDocumentTitle(t('fulfillment.documentTitle.skus'));
  const list = useListParams({ filters: ['q'] });
  const q = list.filters.q;
  const skus = useSkus({ q, page: list.page });
  const [importing, setImporting] = useState(false);
  const { download, pending } = useLinkDownload();

  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t('fulfillment.sku.listTitle')}
        description={t('fulfillment.sku.listDescription')}
        actions={
          <>
            <Button component={Link} to={fulfillmentPaths.skuNew}>
              {t('fulfillment.sku.new')}
            </Button>
            <Button variant="light" onClick={() => setImporting((open) => !open)} aria-expanded={importing}>
              {t('fulfillment.sku.import')}
            </Button>
            <Button
              variant="default"
              loading={pending === 'sku-export'}
              onClick={() => void download(() => exportSkus(), { id: 'sku-export' })}
            >
              {t('fulfillment.common.exportExcel')}
            </Button>
          </>
        }
      />
      {importing ? <SkuImport onClose={() => setImporting(false)} /> : null}
      <PagedList
        list={list}
        query={skus}
        toolbar={
          <SearchBox
            value={q}
            onSearch={(next) => list.update({ q: next || null })}
            placeholder={t('fulfillment.sku.searchPlaceholder')}
          />
        }
        empty={
          q ? (
            <EmptyState
              title={t('fulfillment.sku.emptySearch', { q })}
              action={
                <Button variant="light" onClick={() => list.clearFilters()}>
                  {t('fulfillment.sku.clearSearch')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={t('fulfillment.sku.empty')}
              description={t('fulfillment.sku.emptyDescription')}
              action={
                <Button component={Link} to={fulfillmentPaths.skuNew} variant="light">
                  {t('fulfillment.sku.new')}
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
            aria-label={t('fulfillment.sku.listLabel')}
            style={{ listStyle: 'none' }}
          >
            {items.map((sku) => (
              <SkuRow key={sku.id} sku={sku} />
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}

function SkuRow({ sku }: { sku: SkuListItem }) {
  const { t } = useTranslation();
  const low = sku.stock.available <= sku.lowStockThreshold;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-sku-id={sku.id}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs" wrap="wrap">
            <Anchor
              component={Link}
              to={fulfillmentHrefs.sku(sku.id)}
              fw={600}
              c="inherit"
              style={{ overflowWrap: 'anywhere' }}
            >
              {sku.name}
            </Anchor>
            {low ? (
              <Badge color="red" variant="light" size="sm">
                {t('fulfillment.stock.low')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" ff="monospace">
            {sku.barcode}
          </Text>
        </Stack>
        <StockFigures stock={sku.stock} low={low} />
      </Group>
    </Paper>
  );
}
