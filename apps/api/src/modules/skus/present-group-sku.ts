import { type GroupSku, kitStatusOf, kitsAvailable, type SkuStock, toSeoulIso } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { skuStocks } from '../inventory/inventory.api.ts';
import { findComponentRows, type GroupRow } from './skus.repository.ts';

/** Kits with their components' stock and how many whole kits that stock makes (three queries for any number). */
export async function presentGroupSkus(
  db: Kysely<Database> | Transaction<Database>,
  groups: readonly GroupRow[],
): Promise<GroupSku[]> {
  const components = await findComponentRows(
    db,
    groups.map((g) => g.id),
  );
  const stocks = await skuStocks(
    db,
    components.map((c) => c.sku_id),
  );
  const empty: SkuStock = { onHand: 0, reserved: 0, available: 0, quarantined: 0, locations: [] };
  return groups.map((group) => {
    const own = components
      .filter((c) => c.group_sku_id === group.id)
      .map((c) => {
        const stock = stocks.get(c.sku_id) ?? empty;
        return {
          skuId: c.sku_id,
          name: c.name,
          barcode: c.barcode,
          quantity: c.quantity,
          stock: { onHand: stock.onHand, reserved: stock.reserved, available: stock.available },
        };
      });
    return {
      id: group.id,
      name: group.name,
      status: kitStatusOf(group.withdrawn_at),
      components: own,
      available: kitsAvailable(own.map((c) => ({ quantity: c.quantity, available: c.stock.available }))),
      createdAt: toSeoulIso(group.created_at),
      updatedAt: toSeoulIso(group.updated_at),
      withdrawnAt: group.withdrawn_at ? toSeoulIso(group.withdrawn_at) : null,
    };
  });
}
