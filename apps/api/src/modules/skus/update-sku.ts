import { barcodeTypeOf, type Sku, type UpdateSkuRequest, updateSkuRequestSchema } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { presentSku } from './present-sku.ts';
import { isUniqueViolation } from './sku-values.ts';
import { findTeamSkuRows, lockTeamSku, updateSkuRow } from './skus.repository.ts';

/** `PATCH /api/fulfillment/sku/{skuId}`: what is given changes (`null` clears an optional field). */
export async function updateSku(
  deps: { db: Kysely<Database>; now: () => Date },
  customer: FulfillmentCustomer,
  skuId: string,
  body: UpdateSkuRequest,
): Promise<Sku> {
  const request = updateSkuRequestSchema.parse(body);
  const now = deps.now();
  try {
    await transact(deps.db, async (trx) => {
      if (!(await lockTeamSku(trx, customer.teamId, skuId))) throw new AppError('NOT_FOUND');
      const set = <K extends string, V>(key: K, value: V | undefined) =>
        (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;
      await updateSkuRow(trx, skuId, {
        ...set('name', request.name),
        ...(request.barcode !== undefined
          ? { barcode: request.barcode, barcode_type: barcodeTypeOf(request.barcode) }
          : {}),
        ...set('weight_grams', request.weightGrams),
        ...set('length_mm', request.lengthMm),
        ...set('width_mm', request.widthMm),
        ...set('height_mm', request.heightMm),
        ...set('value_krw', request.valueKrw),
        ...set('hs_code', request.hsCode),
        ...set('origin_country', request.originCountry),
        ...set('low_stock_threshold', request.lowStockThreshold),
        updated_at: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('BARCODE_TAKEN', { cause: error });
    throw error;
  }
  const [row] = await findTeamSkuRows(deps.db, customer.teamId, [skuId]);
  if (!row) throw new AppError('NOT_FOUND');
  return presentSku(row);
}
