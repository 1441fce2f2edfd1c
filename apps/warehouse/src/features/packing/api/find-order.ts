import { orderPageSchema, orderSchema, type ShippingOrder } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';

/**
 * A scanned order number → the order (`GET /api/warehouse/orders?q=` then `GET …/orders/{id}`):
 * the order whose number, or seller's order number, is exactly the code; null when none of the
 * worker's warehouse is (the search also matches parts of numbers and names: only an exact one counts).
 */
export async function findOrderByNumber(code: string, signal?: AbortSignal): Promise<ShippingOrder | null> {
  const wanted = code.trim().toUpperCase();
  const page = await apiClient.get('shipping', '/warehouse/orders', {
    query: { q: code.trim(), page: 1, size: 10 },
    schema: orderPageSchema,
    ...(signal ? { signal } : {}),
  });
  const found =
    page.items.find((item) => item.orderNo.toUpperCase() === wanted) ??
    page.items.find((item) => item.channelOrderNo?.toUpperCase() === wanted);
  if (!found) return null;
  return getPackingOrder(found.id, signal);
}

/** `GET /api/warehouse/orders/{id}`: the order with its lines (what to scan) and parcels. */
export function getPackingOrder(id: string, signal?: AbortSignal): Promise<ShippingOrder> {
  return apiClient.get('shipping', `/warehouse/orders/${encodeURIComponent(id)}`, {
    schema: orderSchema,
    ...(signal ? { signal } : {}),
  });
}
