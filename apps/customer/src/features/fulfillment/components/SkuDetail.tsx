import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDateTime, formatMoney, type SkuDetail as SkuDetailData } from '@baro/core';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSkuDetail } from '../api/get-sku.ts';
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
 * information and the latest ledger movements.
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
        <MovementTable movements={sku.movements} caption={t('fulfillment.movement.title')} />
      </Section>
    </Stack>
  );
}
