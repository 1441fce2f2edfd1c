import { type SkuStock, type StockMovement, sumStock, toSeoulIso } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findBalances, type MovementRow } from './stock.repository.ts';

/** Stock of each SKU: on hand, reserved and available (quarantine apart), and per location. */
export async function skuStocks(
  db: Kysely<Database> | Transaction<Database>,
  skuIds: readonly string[],
): Promise<Map<string, SkuStock>> {
  const rows = await findBalances(db, [...new Set(skuIds)]);
  const out = new Map<string, SkuStock>();
  for (const skuId of skuIds)
    out.set(skuId, { onHand: 0, reserved: 0, available: 0, quarantined: 0, locations: [] });
  for (const row of rows) {
    const stock = out.get(row.sku_id);
    if (!stock) continue;
    stock.locations.push({
      locationCode: row.code,
      kind: row.kind,
      warehouseId: row.warehouse_id,
      warehouseCode: row.warehouse_code,
      onHand: row.on_hand,
      reserved: row.reserved,
      available: row.kind === 'quarantine' ? 0 : row.on_hand - row.reserved,
    });
  }
  for (const stock of out.values()) {
    const level = sumStock(stock.locations.filter((l) => l.kind !== 'quarantine'));
    stock.onHand = level.onHand;
    stock.reserved = level.reserved;
    stock.available = level.available;
    stock.quarantined = stock.locations
      .filter((l) => l.kind === 'quarantine')
      .reduce((sum, l) => sum + l.onHand, 0);
  }
  return out;
}

export function presentMovement(row: MovementRow): StockMovement {
  return {
    id: row.id,
    kind: row.kind,
    skuId: row.sku_id,
    locationCode: row.location_code,
    quantity: row.quantity,
    onHandDelta: row.on_hand_delta,
    reservedDelta: row.reserved_delta,
    reference:
      row.ref_type && row.ref_id
        ? { type: row.ref_type, id: row.ref_id, label: row.ref_label ?? row.ref_id }
        : null,
    reason: row.reason,
    createdAt: toSeoulIso(row.created_at),
  };
}
