import { useLinkDownload } from '@baro/ui';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getSkuTemplate } from '../api/get-sku-template.ts';
import { useImportSkus } from '../api/import-skus.ts';
import { useSheetImport } from '../api/use-sheet-import.ts';
import { SheetImportPanel } from './SheetImportPanel.tsx';

const SKU_COLUMNS = [
  'name',
  'barcode',
  'weightGrams',
  'lengthMm',
  'widthMm',
  'heightMm',
  'valueKrw',
  'hsCode',
  'originCountry',
  'lowStockThreshold',
] as const;
type SkuColumn = (typeof SKU_COLUMNS)[number];
const isSkuColumn = (column: string): column is SkuColumn => SKU_COLUMNS.includes(column as SkuColumn);

/** SKUs from an Excel sheet (`POST /api/fulfillment/sku/import`), with the template to start from. */
export function SkuImport({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation();
  const importSkus = useImportSkus();
  const sheet = useSheetImport(importSkus.mutateAsync);
  const { download, pending } = useLinkDownload();
  return (
    <SheetImportPanel
      title={t('fulfillment.skuImport.title')}
      description={t('fulfillment.skuImport.description')}
      sheet={sheet}
      columnLabel={(column) =>
        isSkuColumn(column) ? t(`fulfillment.sku.${column}`) : column === 'id' ? 'ID' : column
      }
      doneText={(result) =>
        t('fulfillment.skuImport.done', { created: result.created, updated: result.updated })
      }
      extraActions={
        <Button
          variant="subtle"
          loading={pending === 'sku-template'}
          onClick={() => void download(() => getSkuTemplate(), { id: 'sku-template' })}
        >
          {t('fulfillment.common.template')}
        </Button>
      }
      {...(onClose ? { onClose } : {})}
    />
  );
}
