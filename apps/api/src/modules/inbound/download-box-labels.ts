import type { DownloadLink } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { PDF_CONTENT_TYPE, storeDocument } from '../documents/documents.api.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { renderBoxLabelsPdf } from '../labels/labels.api.ts';
import { findInbound, findItems } from './inbound.repository.ts';

/**
 * `GET /api/fulfillment/inbound/{id}/box-labels`: a PDF with one label per announced box (Code 128
 * of the box code, the team, the warehouse and what the inbound holds, in Korean), as a download link.
 */
export async function downloadBoxLabels(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage'>,
  customer: FulfillmentCustomer,
  id: string,
): Promise<DownloadLink> {
  const row = await findInbound(deps.db, id, { teamId: customer.teamId, warehouseId: null });
  if (!row) throw new AppError('NOT_FOUND');
  const items = (await findItems(deps.db, id))
    .filter((item) => item.expected_quantity > 0)
    .map((item) => ({ name: item.name, barcode: item.barcode, quantity: item.expected_quantity }));
  const labels = Array.from({ length: row.boxes }, (_, i) => ({
    inboundNo: row.inbound_no,
    box: { index: i + 1, count: row.boxes },
    teamName: row.team_name,
    warehouse: { name: row.warehouse_name, address: row.warehouse_address },
    expectedDate: row.expected_date,
    items,
  }));
  const bytes = await renderBoxLabelsPdf(labels, `${row.inbound_no} 입고 박스 라벨`);
  return storeDocument(deps, {
    bytes,
    fileName: `입고라벨_${row.inbound_no}.pdf`,
    contentType: PDF_CONTENT_TYPE,
  });
}
