import { type DownloadLink, toSeoulDateString } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { renderXlsx, storeDocument, XLSX_CONTENT_TYPE, type XlsxSheet } from '../documents/documents.api.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { presentSku } from './present-sku.ts';
import { SKU_SHEET_COLUMNS, skuSheetRow } from './sku-sheet.rules.ts';
import { allTeamSkuRows } from './skus.repository.ts';

function skuSheet(rows: XlsxSheet['rows'], title: string): XlsxSheet {
  return {
    name: '상품 SKUs',
    titleRows: [
      title,
      'ID가 있는 행은 그 상품을 고치고, 없는 행은 새 상품을 만듭니다 · Rows with an ID change that product; rows without one create a product',
    ],
    columns: SKU_SHEET_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width })),
    rows,
  };
}

/** `GET /api/fulfillment/sku/export`: every SKU of the team as a sheet the import reads back unchanged. */
export async function exportSkus(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage'>,
  customer: FulfillmentCustomer,
): Promise<DownloadLink> {
  const now = deps.now();
  const today = toSeoulDateString(now);
  const rows = (await allTeamSkuRows(deps.db, customer.teamId)).map((row) => skuSheetRow(presentSku(row)));
  const bytes = await renderXlsx({
    createdAt: now,
    sheets: [skuSheet(rows, `상품 목록 · Products — ${customer.teamName} (${today})`)],
  });
  return storeDocument(deps, { bytes, fileName: `상품목록_${today}.xlsx`, contentType: XLSX_CONTENT_TYPE });
}

/** `GET /api/fulfillment/sku/template`: the import sheet with two example rows. */
export async function skuTemplate(deps: Pick<AppDeps, 'now' | 'storage'>): Promise<DownloadLink> {
  const bytes = await renderXlsx({
    createdAt: deps.now(),
    sheets: [
      skuSheet(
        [
          {
            name: '바로 물티슈 100매',
            barcode: '8801234567893',
            weightGrams: 450,
            lengthMm: 200,
            widthMm: 120,
            heightMm: 60,
            valueKrw: 3500,
            hsCode: '340111',
            originCountry: 'KR',
            lowStockThreshold: 20,
          },
          { name: '대나무 칫솔 4입', barcode: null, weightGrams: 80, valueKrw: 6000, originCountry: 'CN' },
        ],
        '상품 등록 양식 · Product template',
      ),
    ],
  });
  return storeDocument(deps, { bytes, fileName: '상품등록_양식.xlsx', contentType: XLSX_CONTENT_TYPE });
}
