import { useDocumentTitle, useLanguage } from '@baro/client';
import {
  formatDateTime,
  formatMoney,
  type Page,
  type SkuDetail as SkuDetailData,
  type StockMovement,
} from '@baro/core';
import { Pagination, QueryErrorState } from '@baro/ui';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSkuDetail } from '../api/get-sku.ts';
import { useSkuMovements } from '../api/get-sku-movements.ts';
import { DetailStates } from './DetailStates.tsx';
import { LocationStockTable } from './LocationStockTable.tsx';
import { MovementTable } from './MovementTable.tsx';
import { Fact, Section } from './Parts.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';
import { StockSummary } from './StockSummary.tsx';
import '../fulfillment.css';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';

/**
 * One SKU (SPEC §3 "SKU detail", `GET /api/fulfillment/sku/{skuId}` through the fulfillment
 * slice): its stock (on hand, reserved, available, quarantined), stock per location, its product
 * information and its ledger movements, newest first: the detail's latest ones at once, then every
 * page of them (`GET /api/fulfillment/inventory/movements?skuId=`).
 */
export function SkuDetail({ skuId }: { skuId: string }) {
  const { t } = useTranslation();
  const detail = useSkuDetail(skuId);
  useDocumentTitle(detail.data?.name ?? t('fulfillment.documentTitle.sku'));
  if (!detail.data) {
    return (
      <DetailStates
        failureInfo={detail.failureInfo}
        onRetry={() => void detail.reload()}
        retrying={detail.loading}
        backHref={fulfillmentPaths.skus}
      />
    );
  }
  return <SkuDetailView sku={detail.data} />;
}

function SkuDetailView({ sku }: { sku: SkuDetailData }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const n = (value: number | null, unit = '') =>
    value === null ? t('fulfillment.common.none') : `${value.toLocaleString(i18n.language)}${unit}`;
  const size =
    sku.lengthMm !== null && sku.widthMm !== null && sku.heightMm !== null
      ? `${sku.lengthMm} × ${sku.widthMm} × ${sku.heightMm} mm`
      : t('fulfillment.common.none');
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={sku.name}
        description={
          <Text span ff="monospace" size="sm">
            {sku.barcode} · {sku.barcodeType}
          </Text>
        }
        actions={
          <>
            <Button component={Link} to={fulfillmentHrefs.skuEdit(sku.id)} variant="light">
              {t('fulfillment.common.edit')}
            </Button>
            <Button component={Link} to={fulfillmentPaths.skus} variant="subtle">
              {t('fulfillment.common.back')}
            </Button>
          </>
        }
      />
      <Section title={t('fulfillment.sku.stockTitle')}>
        <StockSummary stock={sku.stock} />
      </Section>
      <Section title={t('fulfillment.sku.perLocation')}>
        <LocationStockTable locations={sku.stock.locations} caption={t('fulfillment.sku.perLocation')} />
      </Section>
      <Section title={t('fulfillment.sku.specs')}>
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="sm"
          component="dl"
          className="fulfillment-facts"
        >
          <Fact label={t('fulfillment.sku.weightGrams')}>{n(sku.weightGrams, ' g')}</Fact>
          <Fact label={t('fulfillment.sku.size')}>{size}</Fact>
          <Fact label={t('fulfillment.sku.valueKrw')}>
            {sku.valueKrw === null
              ? t('fulfillment.common.none')
              : formatMoney(sku.valueKrw, 'KRW', language)}
          </Fact>
          <Fact label={t('fulfillment.sku.hsCode')}>{sku.hsCode ?? t('fulfillment.common.none')}</Fact>
          <Fact label={t('fulfillment.sku.originCountry')}>
            {sku.originCountry ?? t('fulfillment.common.none')}
          </Fact>
          <Fact label={t('fulfillment.sku.lowStockThreshold')}>{n(sku.lowStockThreshold)}</Fact>
          <Fact label={t('fulfillment.sku.createdAt')}>{formatDateTime(sku.createdAt, language)}</Fact>
          <Fact label={t('fulfillment.sku.updatedAt')}>{formatDateTime(sku.updatedAt, language)}</Fact>
        </SimpleGrid>
      </Section>
      <Section title={t('fulfillment.movement.title')}>
        <SkuMovements skuId={sku.id} latest={sku.movements} />
      </Section>
    </Stack>
  );
}

/**
 * The SKU's movements a page at a time. Until the first page arrives, the detail's latest ones
 * (the same rows) are shown; a page that fails keeps the last rows shown, with the reason and a retry.
 */
function SkuMovements({ skuId, latest }: { skuId: string; latest: readonly StockMovement[] }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const movements = useSkuMovements(skuId, page);
  // The last page that arrived stays on screen while another loads or after it failed.
  const lastShown = useRef<Page<StockMovement> | undefined>(undefined);
  if (movements.data) lastShown.current = movements.data;
  const shown = movements.data ?? lastShown.current;
  return (
    <Stack gap="sm">
      <MovementTable movements={shown?.items ?? latest} caption={t('fulfillment.movement.title')} />
      {movements.isError ? <QueryErrorState query={movements} headingOrder={3} /> : null}
      {shown ? (
        <Pagination
          page={page}
          pageCount={shown.pageCount}
          onChange={setPage}
          disabled={movements.isFetching}
          hideWhenSinglePage
        />
      ) : null}
    </Stack>
  );
}
