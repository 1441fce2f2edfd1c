import type { DownloadLink } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { renderXlsx, storeDocument, XLSX_CONTENT_TYPE } from '../documents/documents.api.ts';
import { ORDER_SHEET_COLUMNS } from './order-sheet.rules.ts';

/** `GET /api/fulfillment/orders/template`: the order upload sheet with example rows (two of one order). */
export async function orderTemplate(deps: Pick<AppDeps, 'now' | 'storage'>): Promise<DownloadLink> {
  const recipient = {
    name: '김바로',
    phone: '010-1234-5678',
    zipCode: '06236',
    address1: '서울특별시 강남구 테헤란로 152',
    address2: '12층',
  };
  const bytes = await renderXlsx({
    createdAt: deps.now(),
    sheets: [
      {
        name: '주문 Orders',
        titleRows: [
          '출고 주문 등록 양식 · Shipping order template',
          '한 행에 상품 하나, 주문번호가 같은 행은 한 주문입니다. 상품은 바코드, 상품 ID, 세트 ID 중 하나로 적어 주세요 · One item per row; rows with the same order number are one order. Name each item by barcode, SKU ID or kit ID',
        ],
        columns: ORDER_SHEET_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width })),
        rows: [
          {
            channelOrderNo: 'SS-20260301-001',
            ...recipient,
            barcode: '8801234567893',
            quantity: 2,
            memo: '부재 시 문 앞',
          },
          { channelOrderNo: 'SS-20260301-001', ...recipient, barcode: '8809876543210', quantity: 1 },
          {
            channelOrderNo: 'SS-20260301-002',
            name: '이수령',
            phone: '02-123-4567',
            zipCode: '48058',
            address1: '부산광역시 해운대구 센텀중앙로 79',
            barcode: '8801234567893',
            quantity: 1,
          },
        ],
      },
    ],
  });
  return storeDocument(deps, { bytes, fileName: '출고주문_양식.xlsx', contentType: XLSX_CONTENT_TYPE });
}
