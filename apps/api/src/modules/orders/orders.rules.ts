import {
  fulfillmentMessage,
  type KitStatus,
  kitChangeError,
  type Language,
  ORDER_UNIT_LIMITS,
  sumOrderUnits,
} from '@baro/core';

// The orders module's pure rules: how an order's items become the stock it takes (kits exploded
// into their components, summed per SKU). Idempotency keys: the command-idempotency module.

export interface OrderItemRequest {
  skuId?: string | undefined;
  groupSkuId?: string | undefined;
  quantity: number;
}

export interface KnownSku {
  id: string;
  name: string;
}
export interface KnownKit {
  id: string;
  name: string;
  /** A withdrawn kit takes no new order (core's kitChangeError). */
  status: KitStatus;
  components: { skuId: string; quantity: number }[];
}

export interface ExplodedItem {
  skuId: string | null;
  groupSkuId: string | null;
  name: string;
  quantity: number;
  components: { skuId: string; quantity: number }[];
}

/**
 * The items as stored (each with what it takes from stock) and the lines (per SKU, summed), or the
 * fields naming unknown SKUs and kits (`{prefix}{i}.skuId` / `.groupSkuId`). Another team's id is
 * as unknown as a made-up one; a kit without components is unknown too (it would take nothing).
 */
export function explodeItems(
  items: readonly OrderItemRequest[],
  known: { skus: ReadonlyMap<string, KnownSku>; kits: ReadonlyMap<string, KnownKit> },
  lang: Language,
  prefix = 'items.',
):
  | { ok: true; items: ExplodedItem[]; lines: { skuId: string; quantity: number }[] }
  | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const exploded: ExplodedItem[] = [];
  items.forEach((item, i) => {
    if (item.skuId !== undefined) {
      const sku = known.skus.get(item.skuId);
      if (!sku) fields[`${prefix}${i}.skuId`] = fulfillmentMessage(lang, 'unknownSku');
      else
        exploded.push({
          skuId: sku.id,
          groupSkuId: null,
          name: sku.name,
          quantity: item.quantity,
          components: [{ skuId: sku.id, quantity: item.quantity }],
        });
      return;
    }
    const kit = item.groupSkuId === undefined ? undefined : known.kits.get(item.groupSkuId);
    if (!kit || kit.components.length === 0)
      fields[`${prefix}${i}.groupSkuId`] = fulfillmentMessage(lang, 'unknownKit');
    else if (kitChangeError(kit.status, 'order'))
      fields[`${prefix}${i}.groupSkuId`] = fulfillmentMessage(lang, 'kitWithdrawn');
    else
      exploded.push({
        skuId: null,
        groupSkuId: kit.id,
        name: kit.name,
        quantity: item.quantity,
        components: kit.components.map((c) => ({ skuId: c.skuId, quantity: c.quantity * item.quantity })),
      });
  });
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  // A kit multiplies its components: the order's limits (core's ORDER_UNIT_LIMITS) are checked on
  // what it takes from stock, never left to an integer overflow or a lock of thousands of rows.
  // (Every item was exploded, so `exploded[i]` is `items[i]`.)
  const summed = sumOrderUnits(exploded, ORDER_UNIT_LIMITS);
  if (!summed.ok) {
    for (const i of summed.unitsOver) fields[`${prefix}${i}.quantity`] = fulfillmentMessage(lang, 'unitsMax');
    if (summed.linesOver) fields[prefix.replace(/\.$/, '')] = fulfillmentMessage(lang, 'skuLinesMax');
    return { ok: false, fields };
  }
  return { ok: true, items: exploded, lines: summed.lines };
}

/** The order number people read aloud: `FO` + Seoul `yymmdd` of creation + `-` + queue number. */
export function orderNumber(seoulDay: string, seq: number): string {
  return `FO${seoulDay.slice(2).replaceAll('-', '')}-${String(seq).padStart(5, '0')}`;
}
