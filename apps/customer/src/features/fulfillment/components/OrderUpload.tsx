import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDay } from '@baro/core';
import { useLinkDownload } from '@baro/ui';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';
import { getOrderImportReport } from '../api/get-order-import-report.ts';
import { getOrderTemplate } from '../api/get-order-template.ts';
import { useImportOrders } from '../api/import-orders.ts';
import { useSheetImport } from '../api/use-sheet-import.ts';
import { ScreenHeader } from './ScreenHeader.tsx';
import { SheetImportPanel } from './SheetImportPanel.tsx';
import { StatusBadge } from './StatusBadge.tsx';

const COLUMNS = [
  'orderNo',
  'recipientName',
  'recipientPhone',
  'zipCode',
  'address1',
  'address2',
  'barcode',
  'skuId',
  'groupSkuId',
  'quantity',
  'memo',
  'channelOrderNo',
] as const;
type Column = (typeof COLUMNS)[number];
const isColumn = (column: string): column is Column => COLUMNS.includes(column as Column);

/**
 * `/mypage/fulfillment/orders/upload`: many orders from one Excel sheet (`POST
 * /api/fulfillment/orders/import`), all or none: a progress bar while it uploads, then the orders
 * made — or every bad cell by row and column, and the sheet back with each row's errors.
 */
export function OrderUpload() {
  const { t } = useTranslation();
  useDocumentTitle(t('fulfillment.documentTitle.orderUpload'));
  const language = useLanguage();
  const importOrders = useImportOrders();
  const sheet = useSheetImport(importOrders.mutateAsync);
  const { download, pending } = useLinkDownload();
  const reportKey =
    sheet.phase === 'failed' && sheet.failure?.code === 'ORDER_IMPORT_INVALID' ? sheet.key : null;

  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t('fulfillment.order.uploadTitle')}
        actions={
          <Button component={Link} to={fulfillmentPaths.orders} variant="subtle">
            {t('fulfillment.common.back')}
          </Button>
        }
      />
      <SheetImportPanel
        title={t('fulfillment.order.uploadTitle')}
        description={t('fulfillment.order.uploadDescription')}
        sheet={sheet}
        columnLabel={(column) => (isColumn(column) ? t(`fulfillment.order.column.${column}`) : column)}
        doneText={(result) => t('fulfillment.order.uploadDone', { count: result.created })}
        extraActions={
          <>
            <Button
              variant="subtle"
              loading={pending === 'order-template'}
              onClick={() => void download(() => getOrderTemplate(), { id: 'order-template' })}
            >
              {t('fulfillment.common.template')}
            </Button>
            {reportKey ? (
              <Button
                variant="light"
                color="red"
                loading={pending === 'order-report'}
                onClick={() => void download(() => getOrderImportReport(reportKey), { id: 'order-report' })}
              >
                {t('fulfillment.common.downloadErrors')}
              </Button>
            ) : null}
          </>
        }
      />
      {sheet.phase === 'done' && sheet.result ? (
        <Stack gap="xs" component="section" aria-label={t('fulfillment.order.uploadCreatedList')}>
          <Text fw={600}>{t('fulfillment.order.uploadCreatedList')}</Text>
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {sheet.result.orders.map((order) => (
              <li key={order.id}>
                <Anchor component={Link} to={fulfillmentHrefs.order(order.id)} ff="monospace" mr="xs">
                  {order.orderNo}
                </Anchor>
                <StatusBadge kind="order" status={order.status} />
                <Text span size="xs" c="dimmed" ml="xs">
                  {t('fulfillment.order.promisedShipDate')} {formatDay(order.promisedShipDate, language)}
                </Text>
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
