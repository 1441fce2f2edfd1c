import { type Inbound, inboundDiscrepancies, toSeoulIso } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import {
  findHistory,
  findInbound,
  findItems,
  findReceipts,
  type InboundScope,
} from './inbound.repository.ts';

/**
 * The inbound as both sides read it: lines with expected and counted quantities, every receipt with
 * its location, discrepancies (short ones only once it is closed) and the status history. Four
 * statements whatever the size. 404 when the scope does not see it.
 */
export async function presentInbound(
  db: Kysely<Database> | Transaction<Database>,
  id: string,
  scope: InboundScope,
): Promise<Inbound> {
  const row = await findInbound(db, id, scope);
  if (!row) throw new AppError('NOT_FOUND');
  const [items, receipts, history] = await Promise.all([
    findItems(db, id),
    findReceipts(db, id),
    findHistory(db, id),
  ]);
  const skus = new Map(
    items.map((item) => [item.sku_id, { id: item.sku_id, name: item.name, barcode: item.barcode }]),
  );
  const discrepancies = inboundDiscrepancies(
    items
      .filter((i) => i.expected_quantity > 0)
      .map((i) => ({ skuId: i.sku_id, quantity: i.expected_quantity })),
    items
      .filter((i) => i.received_quantity > 0)
      .map((i) => ({ skuId: i.sku_id, quantity: i.received_quantity })),
    row.status === 'completed',
  );
  return {
    id: row.id,
    inboundNo: row.inbound_no,
    status: row.status,
    expectedDate: row.expected_date,
    boxes: row.boxes,
    memo: row.memo,
    teamName: row.team_name,
    warehouse: {
      id: row.warehouse_id,
      code: row.warehouse_code,
      name: row.warehouse_name,
      address: row.warehouse_address,
    },
    items: items.map((item) => ({
      id: item.sku_id,
      name: item.name,
      barcode: item.barcode,
      expectedQuantity: item.expected_quantity,
      receivedQuantity: item.received_quantity,
    })),
    receipts: receipts.map((r) => ({
      skuId: r.sku_id,
      quantity: r.quantity,
      locationCode: r.location_code,
      receivedAt: toSeoulIso(r.received_at),
    })),
    discrepancies: discrepancies.map((d) => {
      const sku = skus.get(d.skuId);
      return {
        id: d.skuId,
        name: sku?.name ?? '',
        barcode: sku?.barcode ?? '',
        expected: d.expected,
        received: d.received,
        kind: d.kind,
      };
    }),
    history: history.map((h) => ({ status: h.status, at: toSeoulIso(h.at), note: h.note })),
    createdAt: toSeoulIso(row.created_at),
    updatedAt: toSeoulIso(row.updated_at),
  };
}
