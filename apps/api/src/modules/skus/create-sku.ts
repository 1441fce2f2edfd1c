import type { CreateSkuRequest, Sku } from '@baro/core';
import type { Kysely } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { presentSku } from './present-sku.ts';
import { isUniqueViolation, newSkuValues, parseCreateSku } from './sku-values.ts';
import { findTeamSkuRows, insertSkus } from './skus.repository.ts';

/** `POST /api/fulfillment/sku` → 201: a barcode another SKU of the team has is 409 BARCODE_TAKEN. */
export async function createSku(
  deps: { db: Kysely<Database>; now: () => Date },
  customer: FulfillmentCustomer,
  body: CreateSkuRequest,
): Promise<Sku> {
  const request = parseCreateSku(body);
  const id = newId('sku');
  const now = deps.now();
  // A generated barcode that happens to collide is drawn again; a given one is the seller's to fix.
  for (let attempt = 0; ; attempt++) {
    const values = newSkuValues(request);
    try {
      await transact(deps.db, (trx) =>
        insertSkus(trx, [
          {
            ...values,
            id,
            team_id: customer.teamId,
            created_by: customer.userId,
            created_at: now,
            updated_at: now,
          },
        ]),
      );
      break;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (request.barcode !== undefined || attempt >= 3)
        throw new AppError('BARCODE_TAKEN', { cause: error });
    }
  }
  const [row] = await findTeamSkuRows(deps.db, customer.teamId, [id]);
  if (!row) throw new AppError('NOT_FOUND');
  return presentSku(row);
}
