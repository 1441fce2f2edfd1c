import type { SkuDetail } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { latestMovementsOfSku, presentMovement, skuStocks } from '../inventory/inventory.api.ts';
import { presentSku } from './present-sku.ts';
import { findTeamSkuRows } from './skus.repository.ts';

/** How many of the latest movements the SKU detail shows (the movement list pages through all). */
export const SKU_DETAIL_MOVEMENTS = 20;

/** `GET /api/fulfillment/sku/{skuId}` (SPEC §3 "SKU detail"): the SKU, its stock per location, its latest movements. */
export async function getSku(
  db: Kysely<Database>,
  customer: FulfillmentCustomer,
  skuId: string,
): Promise<SkuDetail> {
  const [row] = await findTeamSkuRows(db, customer.teamId, [skuId]);
  if (!row) throw new AppError('NOT_FOUND');
  const [stocks, movements] = await Promise.all([
    skuStocks(db, [skuId]),
    latestMovementsOfSku(db, skuId, SKU_DETAIL_MOVEMENTS),
  ]);
  const stock = stocks.get(skuId);
  if (!stock) throw new AppError('NOT_FOUND');
  return { ...presentSku(row), stock, movements: movements.map(presentMovement) };
}
