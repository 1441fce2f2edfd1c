import { type Return, toSeoulIso } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findReturn, findReturnHistory, findReturnItems, type ReturnScope } from './returns.repository.ts';

/** The return as both sides read it: items with what inspection decided, the pickup parcel, history. 404 outside the scope. */
export async function presentReturn(
  db: Kysely<Database> | Transaction<Database>,
  id: string,
  scope: ReturnScope,
): Promise<Return> {
  const row = await findReturn(db, id, scope);
  if (!row) throw new AppError('NOT_FOUND');
  const [items, history] = await Promise.all([findReturnItems(db, id), findReturnHistory(db, id)]);
  return {
    id: row.id,
    returnNo: row.return_no,
    status: row.status,
    order: { id: row.order_id, orderNo: row.order_no },
    reason: row.reason,
    reasonDetail: row.reason_detail,
    memo: row.memo,
    teamName: row.team_name,
    pickupAddress: {
      name: row.pickup_name,
      phone: row.pickup_phone,
      zipCode: row.pickup_zip,
      address1: row.pickup_address1,
      address2: row.pickup_address2,
    },
    items: items.map((item) => ({
      id: item.sku_id,
      name: item.name,
      barcode: item.barcode,
      quantity: item.quantity,
      restocked: item.restocked,
      quarantined: item.quarantined,
      disposed: item.disposed,
    })),
    parcel:
      row.parcel_company && row.invoice_no
        ? { parcelCompany: row.parcel_company, invoiceNo: row.invoice_no, status: 'information_received' }
        : null,
    history: history.map((h) => ({ status: h.status, at: toSeoulIso(h.at), note: h.note })),
    createdAt: toSeoulIso(row.created_at),
    updatedAt: toSeoulIso(row.updated_at),
  };
}
